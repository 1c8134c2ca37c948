import { describe, expect, it } from 'vitest';
import { label } from '~/test/i18n';
import { thrownResponse, toastOf } from '~/test/route-args';
import { createOrder } from '~/test/web-api';
import { wizardSteps } from '~/test/wizard-steps';
import { loadWizard, toOpenOrder } from './wizard-loaders.server';

/** The wizard's pages as the master opens them: where an order it cannot work on any more sends them. */
const { web } = wizardSteps();

describe('the wizard opening an order', () => {
  it("sends step 3 of an order canceled meanwhile to the order's page, saying it can no longer be changed", async () => {
    const { orderId } = await createOrder(web.api, web.tokens.master);
    expect((await web.post('order/cancel', { order_id: orderId }, 'master')).status).toBe(200);
    const args = await web.args('master', { url: `/master/tasks/new?order=${orderId}` });
    const response = await thrownResponse(() => loadWizard(args));
    expect(response.headers.get('Location')).toBe(`/master/task/${orderId}`);
    const toast = await toastOf(response);
    expect(toast).toMatchObject({ type: 'error', key: 'wizard.cannotEdit' });
    expect(label(toast!.key!)).toBe('Этот заказ уже нельзя изменить');
  });

  it('starts again, saying so, when the order of its address is gone (a draft swept after a day)', async () => {
    const args = await web.args('master', { url: '/master/tasks/new?order=987654' });
    const response = await thrownResponse(() => loadWizard(args));
    expect(response.headers.get('Location')).toBe('/master/tasks/new');
    const toast = await toastOf(response);
    expect(toast).toMatchObject({ type: 'error', key: 'wizard.orderGone' });
    expect(label(toast!.key!)).toBe('Этого заказа больше нет: начните заново');
  });

  it('still opens step 3 of an order being taken in', async () => {
    const { orderId } = await createOrder(web.api, web.tokens.master);
    const page = await loadWizard(await web.args('master', { url: `/master/tasks/new?order=${orderId}` }));
    expect(page.step).toBe(3);
  });

  it("takes a booking's «Принять» up with the draft of its car, the booking kept for its services", async () => {
    const draft = await toOpenOrder({ open_order_id: 41, open_order_is_draft: true }, 7);
    expect(draft.headers.get('Location')).toBe('/master/tasks/new?order=41&booking=7');
    const taken = await toOpenOrder({ open_order_id: 41, open_order_is_draft: false }, 7);
    expect(taken.headers.get('Location')).toBe('/master/task/41');
  });
});
