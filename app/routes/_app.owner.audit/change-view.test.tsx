// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { auditNameKinds } from '#contract/audit-kinds';
import type { AuditNames } from '#contract/owner-audit';
import { russian } from '~/test/i18n';
import { ChangeView } from './change-view';

/** One side of an audited change as the owner reads it in «Журнал изменений». */
afterEach(cleanup);

const noNames = Object.fromEntries(auditNameKinds.map((k) => [k, {}])) as unknown as AuditNames;
const shown = (value: unknown) =>
  render(
    <I18nextProvider i18n={russian()}>
      <ChangeView value={value} names={noNames} timeZone="Europe/Moscow" />
    </I18nextProvider>,
  ).container.textContent!.replace(/\s+/g, ' ');

describe("a payment's method switch in the audit log", () => {
  it('says the sum and the method, not the payment number, and no fuel card where there is none', () => {
    const before = shown({ payment_id: 176, sum: 1700, method: 'cash', fuel_card_name: null });
    expect(before).toMatch(/сумма: 1 700 ₽/);
    expect(before).toMatch(/Наличные/);
    expect(before).not.toMatch(/176|платёж|топливная карта/);
    expect(shown({ payment_id: 176, sum: 1700, method: 'fuel', fuel_card_name: 'petrol' })).toMatch(/топливная карта: .*Петрол/);
  });
});

describe("an order line's status in the audit log", () => {
  it('says a live line is in the order, not at work: the order may have been waiting', () => {
    expect(shown({ status: 'active' })).toMatch(/статус: В заказе/);
    expect(shown({ status: 'active' })).not.toMatch(/В работе/);
    expect(shown({ status: 'canceled' })).toMatch(/статус: Отменено/);
    expect(shown({ status: 'done' })).toMatch(/статус: Выполнено/);
  });
});

describe('bookings, booking rules and tyre storage in the audit log', () => {
  it('says a booking’s time in the shop’s zone, its plate and its status in words', () => {
    const created = shown({ starts_at: '2026-12-03T12:30:00.000Z', plate_number: 'К778КК77' });
    expect(created).toMatch(/время записи: 03\.12\.2026 15:30/);
    expect(created).toMatch(/номер: К778КК77/);
    expect(shown({ status: 'booked' })).toMatch(/статус: Записан/);
    expect(shown({ status: 'no_show' })).toMatch(/статус: Не приехал/);
  });

  it('says the week of the booking rules by its days and hours', () => {
    const hours = [...Array.from({ length: 6 }, () => ({ open: 540, close: 1260 })), null];
    const rules = shown({ hours, horizon_days: 14, cancel_hours: 2 });
    expect(rules).toMatch(/часы работы: Пн 09:00–21:00, Вт 09:00–21:00, .*Сб 09:00–21:00, Вс выходной/);
    expect(rules).toMatch(/запись вперёд, дней: 14/);
    expect(rules).toMatch(/отмена клиентом, за ч: 2/);
  });

  it('names a bay for both kinds of work, a message by its kind, and a storage term as a date', () => {
    expect(shown({ name: 'Пост 1', kind: 'both', is_active: true })).toMatch(/вид: мойка и шиномонтаж.*в работе: да/);
    expect(shown({ kind: 'accepted', enabled: true })).toMatch(/вид: Автомобиль принят/);
    expect(shown({ set_id: 12, cell: 'A-1-2', term_until: '2027-04-01' })).toMatch(/комплект: 12.*хранение до: 01\.04\.2027/);
    expect(shown({ rack: 'A', shelves: 3, places: 4, added: 12 })).toMatch(/стеллаж: A.*полок: 3.*мест на полке: 4.*ячеек добавлено: 12/);
  });

  it('leaves no field or code of these as the API named it', () => {
    const all = shown({
      starts_at: '2026-12-03T12:30:00.000Z',
      plate_number: 'К778КК77',
      status: 'arrived',
      kind: 'booking_hour',
      day: '2026-12-31',
      minutes: 45,
      overdue_months: 0,
    });
    expect(all).not.toMatch(/[a-z]+_[a-z]+|\b(arrived|booked|minutes|day)\b|T\d\d:/);
  });
});

describe('a phone in the audit log', () => {
  it('is set left to right, so that an RTL layout does not read it backwards', () => {
    const { container } = render(
      <I18nextProvider i18n={russian()}>
        <ChangeView value={{ phone: '+79161234567', client_id: 5, name: 'Иван' }} names={noNames} timeZone="Europe/Moscow" />
      </I18nextProvider>,
    );
    const ltr = [...container.querySelectorAll('dd[dir="ltr"]')].map((d) => d.textContent);
    expect(ltr).toEqual(['+7 (916) 123-45-67', '№5']);
    expect(container.querySelectorAll('dd:not([dir])')).toHaveLength(1);
  });
});
