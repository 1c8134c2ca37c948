import { BOOKING_KINDS, type BookingKindName } from '#contract/booking-kinds';

/**
 * What the customer has chosen on /book so far, kept in the address (a reload, the back button
 * and a shared link keep the place): `?kind=tire&services=12,13&plate=…&class=1&date=…&start=…`.
 * Read leniently: a value the page cannot use is dropped, and the step that asks it shows again.
 */
export interface BookingChoice {
  kind?: BookingKindName;
  services: number[];
  plate?: string;
  /** The plate is not a standard Russian one (a foreign car, a trailer): the API takes it as typed. */
  foreign: boolean;
  classId?: number;
  /** The day whose free times are shown (YYYY-MM-DD, the business's date). */
  date?: string;
  /** The start time chosen, as the API offered it (ISO). */
  start?: string;
}

/** The steps of the page, in their order. */
export const BOOKING_STEPS = ['kind', 'services', 'car', 'time', 'contacts'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number] | 'code';
/** The steps a customer may go back to. */
export type EditableStep = 'kind' | 'services' | 'car' | 'time';

const DIGITS = /^\d{1,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An instant as the API writes one (ISO with its offset), its hour and minute within the day. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/**
 * The years a booking's time may name. The shape alone lets through instants no page can write
 * (the year 0, or 9999 moved into 10000 by the shop's time zone): formatting them threw, and a
 * link made by hand answered 500.
 */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2999, 11, 31);

/** A start time from the address, as the API offered it (ISO with its offset), when it is a real instant in a year one books in. */
export function instantParam(text: string | null): string | undefined {
  // Its day checked as a day is (Date.parse reads the 30th of February as the 2nd of March).
  return text && INSTANT.test(text) && dayParam(text.slice(0, 10)) ? text : undefined;
}

/** A day from the address (`2026-12-03`) when the calendar has it: not `2026-13-45`, nor the 30th of February. */
export function dayParam(text: string | null): string | undefined {
  if (!text || !DAY.test(text)) return undefined;
  const at = Date.parse(`${text}T00:00:00Z`);
  return at >= EARLIEST && at <= LATEST && new Date(at).toISOString().slice(0, 10) === text ? text : undefined;
}

/** The services as the address holds them: `12,13`, or one `services` per id (a plain form's checkboxes). */
function readServices(params: URLSearchParams): number[] {
  const ids = params
    .getAll('services')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => DIGITS.test(v))
    .map(Number);
  return [...new Set(ids)].slice(0, 20);
}

export function readChoice(params: URLSearchParams): BookingChoice {
  const kind = params.get('kind');
  const plate = params.get('plate')?.trim().slice(0, 20);
  const classId = params.get('class') ?? '';
  return {
    kind: (BOOKING_KINDS as readonly string[]).includes(kind ?? '') ? (kind as BookingKindName) : undefined,
    services: readServices(params),
    plate: plate || undefined,
    foreign: params.get('foreign') === '1',
    classId: DIGITS.test(classId) ? Number(classId) : undefined,
    date: dayParam(params.get('date')),
    start: instantParam(params.get('start')),
  };
}

/** The choice as address parameters, in a stable order. */
export function choiceEntries(choice: BookingChoice): Array<[string, string]> {
  const entries: Array<[string, string | undefined]> = [
    ['kind', choice.kind],
    ['services', choice.services.length ? choice.services.join(',') : undefined],
    ['plate', choice.plate],
    ['foreign', choice.foreign ? '1' : undefined],
    ['class', choice.classId === undefined ? undefined : String(choice.classId)],
    ['date', choice.date],
    ['start', choice.start],
  ];
  return entries.filter((e): e is [string, string] => e[1] !== undefined);
}

/** The address of the booking page at this choice, with anything else to say (`edit`, `said`). */
export function choiceHref(choice: BookingChoice, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams([...choiceEntries(choice), ...Object.entries(extra)]);
  const search = params.toString();
  return search ? `/book?${search}` : '/book';
}

/** What a code asked for belongs to: the same work on the same car (the time may change). */
export function choiceKey(choice: BookingChoice): string {
  return [choice.kind, choice.services.join(','), choice.plate, choice.foreign ? 1 : 0, choice.classId].join('|');
}

/** The step to show: the one asked to be changed, else the first not answered yet. */
export function stepOf(choice: BookingChoice, edit: string | null): (typeof BOOKING_STEPS)[number] {
  const firstMissing = !choice.kind
    ? 'kind'
    : !choice.services.length
      ? 'services'
      : !choice.plate || choice.classId === undefined
        ? 'car'
        : !choice.start
          ? 'time'
          : 'contacts';
  const asked = BOOKING_STEPS.find((s) => s === edit);
  return asked && BOOKING_STEPS.indexOf(asked) < BOOKING_STEPS.indexOf(firstMissing) ? asked : firstMissing;
}

/**
 * What a step's form carries on of the choice besides its own answer: what the new answer
 * leaves valid. Another kind keeps only the car; other services or another car keep the day
 * but not the time (the length changes); another time keeps the rest.
 */
export function carriedOver(choice: BookingChoice, step: EditableStep): BookingChoice {
  switch (step) {
    case 'kind':
      return { services: [], plate: choice.plate, foreign: choice.foreign, classId: choice.classId };
    case 'services':
      return { ...choice, services: [], start: undefined };
    case 'car':
      return { ...choice, plate: undefined, foreign: false, classId: undefined, start: undefined };
    case 'time':
      return { ...choice, start: undefined };
  }
}
