import { describe, expect, it } from 'vitest';
import { redirectOf, thrownResponse } from '~/test/route-args';
import { createOrder, webApiFixture } from '~/test/web-api';
import { loader } from './route';

/** The printed page of a stored set: its loader against a real product API, as each role. */
const web = webApiFixture({ roles: ['master', 'cashier', 'owner', 'display'] });

/** A winter set taken in from a new order of a known client, into the owner's first rack. */
async function storedSet(): Promise<number> {
  await web.post('owner/storage/rack', { rack: 'A', shelves: 2, places: 3 }, 'owner');
  const radii = (await web.get('service-tire/radius')).body.data as Array<{ radius_id: number; name: string }>;
  const profiles = (await web.get('service-tire/profile')).body.data as Array<{ profile_id: number }>;
  const { orderId } = await createOrder(web.api, web.tokens.master, { phone: '+79160000001', name: 'Ирина Соколова' });
  // A term a year ahead: the API refuses a term that is not after today.
  const term = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const taken = await web.post('storage/take', {
    order_id: orderId,
    term_until: term,
    set: {
      count: 4,
      brand: 'Nokian',
      model: 'Hakkapeliitta 10',
      width: 205,
      height: 55,
      radius_id: radii.find((r) => r.name === 'R16')!.radius_id,
      profile_id: profiles[0]!.profile_id,
      season: 'winter',
      with_rims: true,
      tread: [7.5, 7.5, 7, 7],
    },
  });
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  return taken.body.data.set_id as number;
}

const load = async (role: 'master' | 'cashier' | 'owner' | 'display' | null, id: string) => {
  const args = await web.args(role, { url: `/storage/${id}/print` });
  return loader({ ...args, params: { setId: id } });
};

describe('the printed page of a stored set: its loader', () => {
  it('gives a master, the desk and the owner the set with its shop details; only the owner may fill them in', async () => {
    const id = await storedSet();
    for (const role of ['master', 'cashier', 'owner'] as const) {
      const { set, canEditShop } = await load(role, String(id));
      expect(set).toMatchObject({ id, number: String(id), cell: 'A-1-1', count: 4, season: 'winter', client_name: 'Ирина Соколова' });
      expect(canEditShop).toBe(role === 'owner');
    }
  });

  it('answers 404 for an id that is not digits or names no set', async () => {
    for (const id of ['abc', '1e1', '999999']) expect((await thrownResponse(() => load('master', id))).status).toBe(404);
  });

  it('sends the wall display to its own page, and nobody signed in to sign in', async () => {
    const id = String(await storedSet());
    expect(redirectOf(await thrownResponse(() => load('display', id)))?.location).toBe('/display');
    expect(redirectOf(await thrownResponse(() => load(null, id)))?.location).toMatch(/^\/log_in/);
  });
});
