import { describe, expect, it } from 'vitest';
import { label } from '~/test/i18n';
import { redirectOf, thrownResponse, toastOf } from '~/test/route-args';
import { webApiFixture } from '~/test/web-api';
import { loadTask, taskAction } from '~/routes/_app.master.task.$orderId/task.server';
import { loadServicesEdit, loadWizard } from './wizard-loaders.server';

/**
 * «Принять» of a booking whose car is already in the live queue (taken in without it): the wizard
 * starts no second order and opens the car's task page, which offers to mark the booking arrived
 * with that order; only its form changes anything. The API's clock stands at Monday 30 November
 * 2026, 10:00 in Moscow.
 */
const NOW = new Date('2026-11-30T07:00:00Z');
const web = webApiFixture({ roles: ['owner', 'master'], clock: () => NOW });

/** A car booked by phone for today at 12:00 and taken in without its booking: the booking's and the order's ids. */
async function bookedCarAlreadyIn(plate: string) {
  expect((await web.post('owner/bay', { name: `Пост ${plate}`, kind: 'both' }, 'owner')).status).toBe(200);
  const options = (await web.get('public/booking/options')).body.data as { services: Array<{ id: number; kind: string }> };
  const wash = options.services.find((s) => s.kind === 'wash')!.id;
  const booked = await web.post(
    'bookings/create',
    { kind: 'wash', service_ids: [wash], class_id: 1, plate_number: plate, starts_at: new Date('2026-11-30T12:00:00+03:00').toISOString() },
    'master',
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const draft = await web.post('new-order', { plate_number: plate, brand_name: 'Lada', model_name: 'Vesta', class_id: 1 }, 'master');
  const orderId = draft.body.data.order_id as number;
  const lines = [{ service_id: wash, is_wash: true, quantity: 1 }];
  expect((await web.post('new-order/lines', { order_id: orderId, lines }, 'master')).status).toBe(200);
  return { bookingId: booked.body.data.booking_id as number, orderId };
}

const statusOf = async (bookingId: number) => (await web.get(`booking/${bookingId}`, 'master')).body.data as { status: string };

describe('the wizard taking in a booked car that is already in the queue', () => {
  it("opens the car's order, which offers to mark the booking arrived; the form does it", async () => {
    const plate = 'Е321КХ77';
    const { bookingId, orderId } = await bookedCarAlreadyIn(plate);
    const wizard = await web.args('master', { url: `/master/tasks/new?plate=${encodeURIComponent(plate)}&booking=${bookingId}` });
    const response = await thrownResponse(() => loadWizard(wizard));
    expect(response.headers.get('Location')).toBe(`/master/task/${orderId}?booking=${bookingId}`);
    // No error toast: nothing went wrong, the page's box says what to do.
    expect(await toastOf(response)).toBeNull();
    // Opening the addresses changes nothing.
    const page = await loadTask(await web.args('master', { url: `/master/task/${orderId}?booking=${bookingId}` }), String(orderId));
    // The order already holds the one booked service: nothing to add.
    expect(page.arrival).toMatchObject({ id: bookingId, starts_at: '2026-11-30T09:00:00.000Z', missing: [] });
    expect(label('task.bookedCarArrived')).toBe('Машина по записи приехала');
    expect((await statusOf(bookingId)).status).toBe('booked');

    const form = { intent: 'arrive-booking', booking_id: String(bookingId) };
    const result = await taskAction(
      await web.args('master', { url: `/master/task/${orderId}?booking=${bookingId}`, form }),
      String(orderId),
    );
    expect(redirectOf(result)?.location).toBe(`/master/task/${orderId}`);
    expect(await statusOf(bookingId)).toMatchObject({ status: 'arrived', order_id: orderId });
    // Once arrived, the page offers nothing more.
    const after = await loadTask(await web.args('master', { url: `/master/task/${orderId}?booking=${bookingId}` }), String(orderId));
    expect(after.arrival).toBeNull();
  });

  it('names who booked and the booked services the order lacks, and opens its services with them picked', async () => {
    const plate = 'Е324КХ77';
    expect((await web.post('owner/bay', { name: `Пост ${plate}`, kind: 'both' }, 'owner')).status).toBe(200);
    const options = (await web.get('public/booking/options')).body.data as { services: Array<{ id: number; kind: string; name: string }> };
    const [first, second] = options.services.filter((s) => s.kind === 'wash');
    const startsAt = new Date('2026-11-30T13:00:00+03:00').toISOString();
    const body = { kind: 'wash', service_ids: [first!.id, second!.id], class_id: 1, plate_number: plate, starts_at: startsAt };
    const booked = await web.post('bookings/create', { ...body, phone: '+79161234567', name: 'Ирина' }, 'master');
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const bookingId = booked.body.data.booking_id as number;
    // Taken in without the booking, with the first booked service only.
    const draft = await web.post('new-order', { plate_number: plate, brand_name: 'Lada', model_name: 'Vesta', class_id: 1 }, 'master');
    const orderId = draft.body.data.order_id as number;
    const lines = [{ service_id: first!.id, is_wash: true, quantity: 1 }];
    expect((await web.post('new-order/lines', { order_id: orderId, lines }, 'master')).status).toBe(200);

    const url = `/master/task/${orderId}?booking=${bookingId}`;
    const page = await loadTask(await web.args('master', { url }), String(orderId));
    expect(page.arrival).toMatchObject({ client_name: 'Ирина', phone: '+79161234567', missing: [second!.name] });

    const form = { intent: 'arrive-booking', booking_id: String(bookingId), add_services: '1' };
    const result = await taskAction(await web.args('master', { url, form }), String(orderId));
    const services = `/master/task/${orderId}/services?booking=${bookingId}`;
    expect(redirectOf(result)?.location).toBe(services);
    expect(await statusOf(bookingId)).toMatchObject({ status: 'arrived', order_id: orderId });
    // Nothing is added until the master saves: the services page starts from both.
    expect((await web.get(`order/${orderId}`, 'master')).body.data.items).toHaveLength(1);
    const edit = await loadServicesEdit(await web.args('master', { url: services }), orderId);
    expect(edit.booked).toMatchObject({ id: bookingId, kind: 'wash', services: [{ id: first!.id }, { id: second!.id }] });
    // Another order's booking picks nothing.
    const other = await bookedCarAlreadyIn('Е325КХ77');
    const elsewhere = await loadServicesEdit(
      await web.args('master', { url: `/master/task/${other.orderId}/services?booking=${bookingId}` }),
      other.orderId,
    );
    expect(elsewhere.booked).toBeNull();
  });

  it("offers nothing for another car's booking, or an address that names none", async () => {
    const { orderId } = await bookedCarAlreadyIn('Е322КХ77');
    const other = await bookedCarAlreadyIn('Е323КХ77');
    const wrongCar = await loadTask(
      await web.args('master', { url: `/master/task/${orderId}?booking=${other.bookingId}` }),
      String(orderId),
    );
    expect(wrongCar.arrival).toBeNull();
    const none = await loadTask(await web.args('master', { url: `/master/task/${orderId}?booking=abc` }), String(orderId));
    expect(none.arrival).toBeNull();
  });

  it("takes a foreign plate's booking to step 2 marked non-standard, not back to step 1", async () => {
    expect((await web.post('owner/bay', { name: 'Пост B-MW', kind: 'both' }, 'owner')).status).toBe(200);
    const options = (await web.get('public/booking/options')).body.data as { services: Array<{ id: number; kind: string }> };
    const wash = options.services.find((s) => s.kind === 'wash')!.id;
    const startsAt = new Date('2026-11-30T15:00:00+03:00').toISOString();
    const body = { kind: 'wash', service_ids: [wash], class_id: 1, plate_number: 'B-MW 1234', non_standard: true, starts_at: startsAt };
    const booked = await web.post('bookings/create', body, 'master');
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const id = booked.body.data.booking_id as number;
    const args = await web.args('master', { url: `/master/tasks/new?booking=${id}` });
    const accept = await thrownResponse(() => loadWizard(args));
    const location = accept.headers.get('Location')!;
    expect(location).toBe(`/master/tasks/new?plate=B-MW+1234&ns=1&booking=${id}`);
    const step = await loadWizard(await web.args('master', { url: location }));
    expect(step).toMatchObject({ step: 2, bookingId: id });
  });
});
