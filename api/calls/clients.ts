import type { ApiContext } from '../context';
import type { z } from 'zod';
import { clientChangesAsked, type clientUpdateBodySchema } from '../contract/clients';
import { notice, type NoticeCode } from '../contract/notices';
import { CALLS } from '../contract/calls';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { searchClients } from '../clients/search';
import { clientCard } from '../clients/card';
import { carCard } from '../clients/car-card';
import { updateClient } from '../clients/update';
import { mergeClients } from '../clients/merge';
import { forgetClient } from '../clients/forget';
import { clientsReport, lapsedClients } from '../clients/report';

/** Clients and cars (docs/screens.md 'Clients and cars'): the staff find and read them; the owner merges and erases. */
export function clientCalls({ db, settings, clock }: ApiContext): AnyCallSpec[] {
  const now = () => clock?.() ?? new Date();
  return [
    defineCall(CALLS['client/search'], {
      summary:
        'Clients by a phone in any format, a plate or part of one in either alphabet, or part of a name; by the last visit, 50 a page',
      roles: CALLERS.staff,
      handler: async ({ query }) => ({ data: await searchClients(db, query) }),
    }),
    defineCall(CALLS['client/:id'], {
      summary: "A client's card: phones, cars, visits (50 a page), money, loyalty progress, company, notes, consent",
      roles: CALLERS.staff,
      handler: async ({ params, query }) => ({ data: await clientCard(db, params.id, query.visits_page, settings.TZ_BUSINESS, now()) }),
    }),
    defineCall(CALLS['client/update'], {
      summary: "The client's name, consent to be contacted, a note added or removed; audited",
      roles: CALLERS.staff,
      handler: async ({ body, auth }) => {
        await updateClient(db, auth!.user.id, body, now());
        return { notice: notice(clientUpdateNotice(body)) };
      },
    }),
    defineCall(CALLS['client/merge'], {
      summary: 'The same person under two phones made one client: orders, cars and notes join; no figure of an order changes; audited',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await mergeClients(db, auth!.user.id, body);
        return { notice: notice('clients_merged', { id: body.client_id }) };
      },
    }),
    defineCall(CALLS['client/forget'], {
      summary: "The client's personal data erased on request (152-ФЗ): orders keep dates, services and money; audited without the values",
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await forgetClient(db, auth!.user.id, body.client_id, now());
        return { notice: notice('client_forgotten') };
      },
    }),
    defineCall(CALLS['car/:id'], {
      summary: "A car's card: plate, brand, model, class, its clients over time, its orders (50 a page), its last tyre size",
      roles: CALLERS.staff,
      handler: async ({ params, query }) => ({ data: await carCard(db, params.id, query.page) }),
    }),
    defineCall(CALLS['owner/clients'], {
      summary: 'New and returning clients by month, who came back within 60 days, the top ten by revenue, the lapsed ones',
      roles: CALLERS.owner,
      handler: async ({ query }) => ({ data: await clientsReport(db, query.lapsed_days, settings.TZ_BUSINESS, now()) }),
    }),
    defineCall(CALLS['owner/clients/lapsed'], {
      summary: 'Every lapsed client who agreed to be contacted, for a calling or SMS campaign (the CSV of the owner screen)',
      roles: CALLERS.owner,
      handler: async ({ query }) => {
        const { items } = await lapsedClients(db, query.lapsed_days, now());
        return { data: { days: query.lapsed_days, items } };
      },
    }),
  ];
}

/**
 * What the desk is told after `client/update`: the one change it asked for, in its own words (the
 * switch as it stands now, so a second desk's repeat reads true); several at once are «Клиент сохранён».
 */
function clientUpdateNotice(body: z.infer<typeof clientUpdateBodySchema>): NoticeCode {
  if (clientChangesAsked(body) > 1) return 'client_saved';
  if (body.note !== undefined) return 'client_note_added';
  if (body.remove_note_id !== undefined) return 'client_note_removed';
  if (body.order_messages !== undefined) return body.order_messages ? 'client_order_messages_on' : 'client_order_messages_off';
  return 'client_saved';
}
