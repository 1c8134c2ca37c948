/**
 * Reference people and organisations for the seed: the workers who are assigned to order
 * lines, the discount groups a car can belong to, and the legal clients. Worker and company
 * names are fictional; the discount groups name real Moscow residential complexes and a
 * shopping centre, as the business would.
 *
 * Every worker has a colour pair of their own (a light pastel background and a dark font of
 * the same hue, WCAG AA contrast ≥ 4.5:1), so the queue screen tells them apart at a glance.
 */

export interface ReferenceWorker {
  name: string;
  colorBack: string;
  colorFont: string;
}

/** Car wash workers: first name and the initial of the surname. */
export const WASH_WORKERS: ReadonlyArray<ReferenceWorker> = [
  { name: 'Алексей К.', colorBack: '#F9E1D7', colorFont: '#682B12' },
  { name: 'Дмитрий С.', colorBack: '#F9F0D7', colorFont: '#685212' },
  { name: 'Сергей П.', colorBack: '#F2F9D7', colorFont: '#566812' },
  { name: 'Андрей М.', colorBack: '#E2F9D7', colorFont: '#2F6812' },
  { name: 'Иван Н.', colorBack: '#D7F9DB', colorFont: '#12681D' },
  { name: 'Михаил Б.', colorBack: '#D7F9EB', colorFont: '#126845' },
  { name: 'Николай Т.', colorBack: '#D7F7F9', colorFont: '#126468' },
  { name: 'Рустам Х.', colorBack: '#D7E8F9', colorFont: '#123C68' },
];

/** Tyre fitters: first name and the initial of the surname. */
export const TIRE_WORKERS: ReadonlyArray<ReferenceWorker> = [
  { name: 'Виктор Л.', colorBack: '#D7D8F9', colorFont: '#121468' },
  { name: 'Олег Г.', colorBack: '#E6D7F9', colorFont: '#381268' },
  { name: 'Павел Р.', colorBack: '#F6D7F9', colorFont: '#5F1268' },
  { name: 'Руслан А.', colorBack: '#F9D7ED', colorFont: '#681249' },
  { name: 'Артём Е.', colorBack: '#F9D7DD', colorFont: '#681222' },
];

export interface ReferenceDiscountGroup {
  name: string;
  /** Discount in whole percent on every order line. */
  percent: number;
}

/** Groups with a negotiated discount: residential complexes nearby, a car club, a shopping centre. */
export const DISCOUNT_GROUPS: ReadonlyArray<ReferenceDiscountGroup> = [
  { name: 'ЖК «Символ»', percent: 10 },
  { name: 'ЖК «Зиларт»', percent: 10 },
  { name: 'ЖК «Событие»', percent: 7 },
  { name: 'ЖК «Сердце Столицы»', percent: 8 },
  { name: 'Автоклуб «Драйв»', percent: 15 },
  { name: 'ТЦ «Авиапарк»', percent: 5 },
];

export interface ReferenceCompany {
  name: string;
  /** True when the company pays by contract (monthly invoice) instead of at the desk. */
  paysByContract: boolean;
  /** The contract's terms as the desk reads them on its orders (why nothing is taken there). */
  contractText: string;
}

/** Legal clients (fictional names). */
export const COMPANIES: ReadonlyArray<ReferenceCompany> = [
  { name: 'ООО «Таксопарк Северный»', paysByContract: true, contractText: 'Договор № 14/2026 от 12.01.2026: оплата по счёту раз в месяц' },
  { name: 'ООО «Фургон-Логистик»', paysByContract: true, contractText: 'Договор № 31/2026 от 03.03.2026: оплата по счёту раз в месяц' },
  { name: 'АО «Стройтрест»', paysByContract: false, contractText: 'Договор № 7/2026 от 20.02.2026: водители платят на кассе' },
  { name: 'ИП Сидоров', paysByContract: false, contractText: '' },
];
