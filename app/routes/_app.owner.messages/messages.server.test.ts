import { describe, expect, it } from 'vitest';
import { thrownResponse } from '~/test/route-args';
import { webApiFixture } from '~/test/web-api';
import { messagesAction } from './messages.server';

/** The owner's messages page's action, posted by hand. */
const web = webApiFixture({ roles: ['owner', 'cashier'] });

describe("the owner's messages page: a preview", () => {
  it('is refused to anyone but the owner before its fields are read', async () => {
    const args = await web.args('cashier', { url: '/owner/messages', form: { intent: 'preview', kind: 'x' } });
    const refused = await thrownResponse(() => messagesAction(args));
    expect(refused.status).toBe(403);
  });

  it("says the owner's bad field with the preview's intent, so the page finds its form", async () => {
    const args = await web.args('owner', { url: '/owner/messages', form: { intent: 'preview', kind: 'x' } });
    expect(await messagesAction(args)).toMatchObject({ ok: false, intent: 'preview' });
  });
});
