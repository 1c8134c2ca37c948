/** A small seeded generator (mulberry32), so demo and benchmark data are the same on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const PLATE_LETTERS = 'АВЕКМНОРСТУХ';
const REGIONS = ['77', '97', '99', '177', '197', '199', '777', '797', '799', '50', '90', '150', '190', '750'];

/** A standard plate such as А123ВС77. */
export function randomPlate(r: Random): string {
  const l = () => PLATE_LETTERS[r.int(0, PLATE_LETTERS.length - 1)];
  return `${l()}${String(r.int(1, 999)).padStart(3, '0')}${l()}${l()}${r.pick(REGIONS)}`;
}

const FIRST_NAMES = [
  'Александр',
  'Сергей',
  'Дмитрий',
  'Андрей',
  'Алексей',
  'Максим',
  'Евгений',
  'Иван',
  'Михаил',
  'Артём',
  'Ольга',
  'Елена',
  'Наталья',
  'Анна',
  'Татьяна',
  'Мария',
  'Ирина',
  'Юлия',
  'Светлана',
  'Екатерина',
  'Владимир',
  'Николай',
  'Павел',
  'Роман',
  'Олег',
  'Виктор',
  'Игорь',
  'Денис',
  'Марина',
  'Анастасия',
];

export function randomName(r: Random): string {
  return r.pick(FIRST_NAMES);
}

/** The codes after +79 of a few Russian mobile networks. */
const MOBILE_CODES = ['03', '05', '09', '10', '15', '16', '25', '26', '36', '65', '77', '85', '99'];

export function randomPhone(r: Random): string {
  return `+79${r.pick(MOBILE_CODES)}${String(r.int(0, 9_999_999)).padStart(7, '0')}`;
}
