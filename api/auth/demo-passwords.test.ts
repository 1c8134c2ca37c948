import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { testApiFixture, type TestApi } from '../test/test-api';
import { DEMO_USERS } from './demo-accounts';
import { loginsWithDemoPassword } from './demo-passwords';
import { hashPassword } from './passwords';
import { createUser } from './users';

/** The accounts that still have the README's passwords: the sign-in page, the banner, the live push. */
const ctx = testApiFixture({
  localOnly: true,
  setup: async (api) => {
    for (const demo of DEMO_USERS) await createUser(api.database.db, demo);
  },
});

async function changeOwnPassword(api: TestApi, login: string, current: string, next: string) {
  const { token } = (await api.call('POST', 'login', { body: { login, password: current } })).body.data as { token: string };
  const res = await api.call('POST', 'user/password', {
    token,
    body: { current_password: current, password: next, password_repeat: next },
  });
  expect(res.status).toBe(200);
  return token;
}

describe('the accounts that still have their demo passwords', () => {
  it('are named with their passwords to anyone, while the server listens on this machine only', async () => {
    const { api } = ctx;
    const all = await api.call('GET', 'demo-accounts');
    expect(all.status).toBe(200);
    expect(all.body.data.accounts).toEqual(DEMO_USERS.map(({ login, password, role }) => ({ login, password, role })));
    await changeOwnPassword(api, 'cashier', 'cashier-demo', 'a cashier of her own');
    expect((await api.call('GET', 'demo-accounts')).body.data.accounts.map((a: { login: string }) => a.login)).toEqual([
      'master',
      'display',
      'owner',
    ]);
    // A visitor a proxy on this machine brings from elsewhere is not at this machine.
    expect((await api.call('GET', 'demo-accounts', { headers: { 'X-Forwarded-For': '203.0.113.5' } })).body.data.accounts).toEqual([]);
    expect((await api.call('GET', 'demo-accounts', { headers: { 'X-Forwarded-For': '127.0.0.1' } })).body.data.accounts).toHaveLength(3);
    // Open to the network, the server names nobody.
    api.context.localOnly = false;
    expect((await api.call('GET', 'demo-accounts')).body.data.accounts).toEqual([]);
    api.context.localOnly = true;
  });

  it("are read beside the live marks, the owner's own for the owner only; a change by another process counts at once", async () => {
    const { api } = ctx;
    const master = (await api.call('POST', 'login', { body: { login: 'master', password: 'master-demo' } })).body.data.token as string;
    const owner = (await api.call('POST', 'login', { body: { login: 'owner', password: 'owner-demo' } })).body.data.token as string;
    const marks = async (token: string) => (await api.call('GET', 'reference/revision', { token })).body.data.demo_passwords as string[];
    const before = await marks(owner);
    expect(before).toEqual(expect.arrayContaining(['master', 'display', 'owner']));
    expect(await marks(master)).toEqual(before.filter((login) => login !== 'owner'));
    // The wall's account is told of none, on the live marks or on its profile.
    const wall = (await api.call('POST', 'login', { body: { login: 'display', password: 'display-demo' } })).body.data.token as string;
    expect(await marks(wall)).toEqual([]);
    expect((await api.call('GET', 'user', { token: wall })).body.data.demo_password_logins).toEqual([]);
    // `npm run users` on PostgreSQL changes the hash from another process: no cache may hide it.
    await api.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('display of its own') })
      .where(eq(users.login, 'display'));
    const after = before.filter((login) => login !== 'display');
    expect(await loginsWithDemoPassword(api.database.db)).toEqual(after);
    expect(await marks(master)).toEqual(after.filter((login) => login !== 'owner'));
  });
});
