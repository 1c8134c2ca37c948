import { describe, expect, it } from 'vitest';
import { label } from '~/test/i18n';
import { thrownResponse, toastOf } from '~/test/route-args';
import { webApiFixture } from '~/test/web-api';
import { loadWizard } from './wizard-loaders.server';

/**
 * «Принять» of a booking whose car is already in the live queue (taken in without it): the wizard
 * does not start a second order, it marks the booking arrived with the car's order and shows it.
 */
const web = webApiFixture({ roles: ['owner', 'master'] });

/** A car booked by phone for tomorrow and taken in without its booking: the booking's and the order's ids. */
async function bookedCarAlreadyIn(plate: string) {
  expect((await web.post('owner/bay', { name: `Пост ${plate}`, kind: 'both' }, 'owner')).status).toBe(200);
  const options = (await web.get('public/booking/options')).body.data as { services: Array<{ id: number; kind: string }> };
  const wash = options.services.find((s) => s.kind === 'wash')!.id;
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  tomorrow.setUTCHours(9, 0, 0, 0);
  const booked = await web.post(
    'bookings/create',
    { kind: 'wash', service_ids: [wash], class_id: 1, plate_number: plate, starts_at: tomorrow.toISOString() },
    'master',
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const draft = await web.post('new-order', { plate_number: plate, brand_name: 'Lada', model_name: 'Vesta', class_id: 1 }, 'master');
  const orderId = draft.body.data.order_id as number;
  const lines = [{ service_id: wash, is_wash: true, quantity: 1 }];
  expect((await web.post('new-order/lines', { order_id: orderId, lines }, 'master')).status).toBe(200);
  return { bookingId: booked.body.data.booking_id as number, orderId };
}

describe('the wizard taking in a booked car that is already in the queue', () => {
  it("marks the booking arrived with the car's order and opens that order, saying so", async () => {
    const { bookingId, orderId } = await bookedCarAlreadyIn('Е321КХ77');
    const args = await web.args('master', { url: `/master/tasks/new?plate=${encodeURIComponent('Е321КХ77')}&booking=${bookingId}` });
    const response = await thrownResponse(() => loadWizard(args));
    expect(response.headers.get('Location')).toBe(`/master/task/${orderId}`);
    const toast = await toastOf(response);
    expect(toast).toMatchObject({ type: 'success', key: 'wizard.bookingArrived' });
    expect(label(toast!.key!)).toBe('Эта машина уже в работе: запись отмечена, машина приехала');
    const booking = await web.get(`booking/${bookingId}`, 'master');
    expect(booking.body.data).toMatchObject({ status: 'arrived', order_id: orderId });
  });
});
