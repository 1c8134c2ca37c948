import { describe, expect, it } from 'vitest';
import { REFUSALS } from '../contract/refusals';
import { testApiFixture } from '../test/test-api';
import { DEMO_USERS } from './demo-accounts';
import { passwordResetsSettled } from './password-reset';
import { createUser } from './users';

/**
 * The demo passwords are printed in the README: set again on any account they open it to
 * anyone, and on a demo account they keep the server on this machine only at its next
 * start. Every way a password is set refuses them (the command line: api/cli/users.test.ts).
 */
const ctx = testApiFixture({ roles: ['owner'] });

const demoPasswords = DEMO_USERS.map((d) => d.password);
// A change of case is no new password either.
const attempts = [...demoPasswords, 'Cashier-Demo', 'OWNER-DEMO'];

function expectDemoRefusal(res: { status: number; body: { code?: string; details?: string } }) {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('password_is_demo');
  expect(res.body.details).toBe(REFUSALS.password_is_demo);
}

describe('a published demo password is never a new password', () => {
  it('is refused by a password change, and the old password still works', async () => {
    const token = await ctx.api.signInAs('cashier', 'demo-changer');
    for (const password of attempts) {
      expectDemoRefusal(
        await ctx.api.call('POST', 'user/password', {
          token,
          body: { current_password: 'demo-changer-password', password, password_repeat: password },
        }),
      );
    }
    expect((await ctx.post('login', { login: 'demo-changer', password: 'demo-changer-password' })).status).toBe(200);
  });

  it("is refused for a new account on the owner's screen and by registration", async () => {
    for (const [i, password] of attempts.entries()) {
      expectDemoRefusal(await ctx.post('owner/account', { login: `demo-new-${i}`, name: 'Новый', role: 'cashier', password }));
      expectDemoRefusal(
        await ctx.post('register', { name: `demo-reg-${i}`, email: `demo-reg-${i}@example.test`, password, password_repeat: password }),
      );
    }
    const accounts = (await ctx.get('owner/accounts')).body.data as Array<{ login: string }>;
    expect(accounts.filter((a) => /^demo-(new|reg)-/.test(a.login))).toEqual([]);
  });

  it("is refused through a reset link, which stays good for a password of one's own", async () => {
    await createUser(ctx.api.database.db, {
      login: 'demo-forgetful',
      email: 'demo-forgetful@example.test',
      role: 'cashier',
      password: 'forgotten password',
    });
    await ctx.post('reset-password', { email: 'demo-forgetful@example.test' });
    await passwordResetsSettled();
    const mail = ctx.api.mails.find((m) => m.to === 'demo-forgetful@example.test');
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    for (const password of attempts) expectDemoRefusal(await ctx.post('reset-password/confirm', { token, password }));
    expect((await ctx.post('reset-password/confirm', { token, password: 'a password of my own' })).status).toBe(200);
  });
});
