// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicBooking } from '#contract/bookings';
import { renderRoute } from '~/test/render-route';
import { BookingChange } from './booking-change';

afterEach(cleanup);

const view: PublicBooking = {
  state: 'booked',
  kind: 'tire',
  starts_at: '2026-12-03T09:00:00.000Z',
  ends_at: '2026-12-03T10:00:00.000Z',
  services: ['Шиномонтаж R16'],
  car: { plate: 'А***АА77', class_name: 'Легковой', class_code: 'car' },
  change_until: '2026-12-03T07:00:00.000Z',
  cancel_hours: 2,
  time_zone: 'Europe/Moscow',
  shop: null,
};

/** Another day, its 15:00 (Moscow) offered, and chosen by the customer (`start` in the address). */
const chosen = '2026-12-04T12:00:00.000Z';
const slots = { minutes: 60, days: [{ date: '2026-12-04', open: true, starts: [chosen] }] };

function moveScreen(error?: string, again?: boolean) {
  const Component = () => (
    <BookingChange
      token="AAAAAAAAAAAAAAAAAAAAAAAA"
      view={view}
      mode="move"
      slots={slots}
      slotsError={null}
      start={chosen}
      said={null}
      today="2026-12-02"
      zone="Москва"
      error={error}
      again={again}
    />
  );
  renderRoute({ id: 'routes/b', path: 'b/:token', url: '/b/AAAAAAAAAAAAAAAAAAAAAAAA?move=1', Component, loaderData: {} });
}

describe("the customer's move of a booking (its own page)", () => {
  it('offers the time chosen, to confirm', async () => {
    moveScreen();
    expect(await screen.findByRole('button', { name: 'Перенести на 15:00' })).toBeTruthy();
  });

  it('offers a refused time no more: the reason stands above the times to choose another', async () => {
    const reason = 'В этот день на ваш номер уже есть запись: выберите другой день или позвоните нам';
    moveScreen(reason);
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
    expect(screen.queryByRole('button', { name: /^Перенести на/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Не переносить' })).toBeTruthy();
  });

  it("keeps the time chosen when the failure was the server's, to send it again", async () => {
    moveScreen('Что-то пошло не так. Попробуйте ещё раз', true);
    expect(await screen.findByRole('button', { name: 'Перенести на 15:00' })).toBeTruthy();
  });
});
