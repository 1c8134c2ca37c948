import { describe, expect, it } from 'vitest';
import { TURN_SLICE } from '#contract/map-in-turns';
import { lapsedClients, webApiFixture } from '~/test/web-api';
import { loader } from './resources.lapsed-csv';

/**
 * The lapsed clients' CSV as the owner downloads it: every row, built in turns so that the
 * shop's screens are served meanwhile, no lines written for a HEAD, and the work given up for an
 * owner who has gone (docs/decisions/060-long-lists-in-turns.md).
 */
const NOW = new Date('2026-06-01T09:00:00Z');
/** More than one slice of the list, so that the file is built in two turns at least (checked below). */
const COUNT = 2_500;
const web = webApiFixture({
  roles: ['owner'],
  clock: () => NOW,
  setup: (api) => lapsedClients(api, COUNT, new Date('2026-02-01T22:30:00Z')),
});
const url = '/resources/lapsed-csv?lapsed_days=90';

describe("the lapsed clients' CSV", () => {
  it('holds every client who agreed, the latest gone first, the last visit as the business date', async () => {
    expect(COUNT).toBeGreaterThan(TURN_SLICE);
    const response = (await loader({ ...(await web.args('owner', { url })), params: {} })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="washdesk-lapsed-90-days.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte-order mark, so that a spreadsheet opens it as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 2_500);
    expect(lines[0]).toBe('Телефон;Имя;Последний визит;Визитов;Потратил, ₽');
    // 22:30 UTC on the 1st of February is 01:30 on the 2nd in Moscow, the shop's zone.
    expect(lines[1]).toBe('79990000001;Клиент 1;2026-02-02;2;0.00');
    // 2,499 minutes before: 04:51 UTC, 07:51 in Moscow, on the 31st of January.
    expect(lines[2_500]).toBe('79990002500;Клиент 2500;2026-01-31;8;0.00');
  });

  it('answers a HEAD with the headers once the API has let the owner have the list, and writes no line', async () => {
    const args = await web.args('owner', { url });
    const head = { ...args, params: {}, request: new Request(args.request, { method: 'HEAD' }) };
    const response = (await loader(head)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.body).toBeNull();
    expect(args.calls.map((c) => c.path)).toEqual(['owner/clients/lapsed']);
  });

  it.each([
    ['5', 'Не приходили, дней: Не меньше 14'],
    ['99999', 'Не приходили, дней: Не больше 3\u202f650'],
    ['-5', 'Не приходили, дней: Не меньше 14'],
    ['abc', 'Не приходили, дней: Введите целое число'],
  ])('refuses %s days with the bound, not a file of 90 days named for them', async (typed, said) => {
    const args = await web.args('owner', { url: `/resources/lapsed-csv?lapsed_days=${typed}` });
    const refusal = await loader({ ...args, params: {} }).catch((thrown: unknown) => thrown);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(400);
    expect(await (refusal as Response).text()).toBe(said);
    expect(args.calls.map((c) => c.path)).not.toContain('owner/clients/lapsed');
  });

  it('reads nothing for an owner who has gone before it began', async () => {
    const args = await web.args('owner', { url });
    const controller = new AbortController();
    controller.abort(new Error('the owner closed the tab'));
    const gone = { ...args, params: {}, request: new Request(args.request, { signal: controller.signal }) };
    await expect(loader(gone)).rejects.toThrow('the owner closed the tab');
    expect(args.calls.map((c) => c.path)).not.toContain('owner/clients/lapsed');
  });

  it('stops building the file, with none sent, when the owner leaves once the list is read', async () => {
    const args = await web.args('owner', { url });
    const controller = new AbortController();
    const api = args.context.api;
    const context = {
      ...args.context,
      api: async (call: Parameters<typeof api>[0]) => {
        const answer = await api(call);
        if (call.path === 'owner/clients/lapsed') controller.abort(new Error('the owner closed the tab'));
        return answer;
      },
    };
    const gone = { ...args, context, params: {}, request: new Request(args.request, { signal: controller.signal }) };
    await expect(loader(gone)).rejects.toThrow('the owner closed the tab');
    expect(args.calls.map((c) => c.path)).toContain('owner/clients/lapsed');
  });
});
