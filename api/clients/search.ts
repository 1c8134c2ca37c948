import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cars } from '../db/schema';
import { CLIENTS_PAGE, SEARCH_MIN } from '../contract/clients';
import { normalizePhone } from '../contract/phones';
import { plateSearchFragments } from '../contract/plates';
import { invalid } from '../domain/refusal';
import { isoOf, rawRows } from '../db/raw-rows';

export interface ClientSearch {
  q: string;
  phone?: string | undefined;
  plate?: string | undefined;
  page: number;
}

/** LIKE's wildcards and escape taken literally. */
const literal = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);
const PHONE_TYPED = /^[+\d\s().-]+$/;

/**
 * The ways a search text can name a client (docs/domain.md 'Clients and cars'): a whole phone
 * in any format is that phone; digits are also a part of a phone («916 12», «8916»); any text
 * is a part of a plate in either alphabet, and text with a letter a part of a name.
 */
export function searchConditions(input: Omit<ClientSearch, 'page'>): { phones: SQL[]; plates: string[]; name: string | null } {
  if (input.phone) return { phones: [sql`c.phone = ${normalizePhone(input.phone)}`], plates: [], name: null };
  if (input.plate) return { phones: [], plates: plateSearchFragments(input.plate), name: null };
  const q = input.q.trim();
  const whole = PHONE_TYPED.test(q) ? normalizePhone(q) : undefined;
  if (whole) return { phones: [sql`c.phone = ${whole}`], plates: [], name: null };
  const phones: SQL[] = [];
  const digits = q.replace(/\D/g, '');
  if (PHONE_TYPED.test(q) && digits.length >= SEARCH_MIN) {
    phones.push(sql`c.phone like ${`%${digits}%`}`);
    // «8916…» and «+7916…» begin a number written with its country code.
    const rest = q.startsWith('+7') ? q.slice(2).replace(/\D/g, '') : /^[78]/.test(digits) ? digits.slice(1) : null;
    if (rest) phones.push(sql`c.phone like ${`+7${rest}%`}`);
  }
  const plates = plateSearchFragments(q).filter((f) => f.length >= 2);
  // ё and е are one letter to a person typing a name («петр», «Пётр»).
  const name = /\p{L}/u.test(q) ? q.toLowerCase().replace(/ё/g, 'е') : null;
  return { phones, plates, name };
}

/** `client/search`: clients by the last visit, newest first, 50 a page, each with their cars. */
export async function searchClients(db: Db, input: ClientSearch) {
  const q = input.q.trim();
  const bySearch = Boolean(q || input.phone || input.plate);
  if (q && !input.phone && !input.plate && q.replace(/\s/g, '').length < SEARCH_MIN)
    throw invalid('client_search_too_short', { min: SEARCH_MIN });
  const offset = (input.page - 1) * CLIENTS_PAGE;
  const found = bySearch ? matchedIds(searchConditions(input), offset + CLIENTS_PAGE + 1) : null;
  type Row = { id: number; phone: string | null; name: string | null; visits: number; last_visit_at: unknown };
  const rows = await rawRows<Row>(
    db,
    sql`
    select c.id, c.phone, c.name, c.visits, c.last_visit_at from clients c
    where c.forgotten_at is null and c.merged_into_id is null ${found ? sql`and c.id in (${found})` : sql``}
    order by c.last_visit_at desc nulls last, c.id desc
    limit ${CLIENTS_PAGE + 1} offset ${offset}`,
  );
  const list = rows.slice(0, CLIENTS_PAGE);
  const ids = list.map((r) => Number(r.id));
  const owned = ids.length
    ? await db
        .select({ id: cars.id, plate: cars.plateNumber, clientId: cars.clientId })
        .from(cars)
        .where(inArray(cars.clientId, ids))
        .orderBy(asc(cars.id))
    : [];
  return {
    clients: list.map((r) => ({
      id: Number(r.id),
      phone: r.phone,
      name: r.name,
      cars: owned.filter((c) => c.clientId === Number(r.id)).map((c) => ({ id: c.id, plate_number: c.plate })),
      visits: Number(r.visits),
      last_visit: isoOf(r.last_visit_at),
    })),
    page: input.page,
    has_more: rows.length > CLIENTS_PAGE,
  };
}

/**
 * The ids a search names: a merged client's phone leads to the one it joined. A part of a name
 * may be shared by a sixth of the clients («иван»): only the first `limit` of them by the last
 * visit can reach the page, read along the last-visit index rather than gathered and sorted
 * (docs/benchmarks.md 'Clients: search and cards at 1,000,000 orders').
 */
function matchedIds({ phones, plates, name }: ReturnType<typeof searchConditions>, limit: number): SQL {
  const parts: SQL[] = [];
  if (phones.length) parts.push(sql`select coalesce(c.merged_into_id, c.id) from clients c where ${sql.join(phones, sql` or `)}`);
  if (plates.length) {
    const like = plates.map((f) => sql`k.plate_number like ${`%${literal(f)}%`}`);
    parts.push(sql`select k.client_id from cars k where k.client_id is not null and (${sql.join(like, sql` or `)})`);
  }
  if (name) {
    parts.push(sql`(select c.id from clients c where replace(lower(c.name), 'ё', 'е') like ${`%${literal(name)}%`}
      and c.forgotten_at is null and c.merged_into_id is null order by c.last_visit_at desc nulls last, c.id desc limit ${limit})`);
  }
  if (parts.length === 0) return sql`select null::int`;
  return sql.join(parts, sql` union `);
}
