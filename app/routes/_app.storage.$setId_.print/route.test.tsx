// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fittedPt } from '~/components/storage/print-set-labels';
import type { PrintedSet } from '~/components/storage/print-set-receipt';
import { renderRoute } from '~/test/render-route';
import StoredSetPrintPage from './route';

/**
 * The printed page of a stored set as a person reads it: the customer's receipt with no money
 * on it, and a label for each tyre on a page of its own.
 */
afterEach(cleanup);

const set: PrintedSet = {
  id: 1042,
  number: '1042',
  cell: 'A-3-2',
  client_id: 7,
  client_name: 'Ирина Соколова',
  phone: '+79161234567',
  plate_number: 'А123ВС77',
  count: 4,
  size: '205/55 R16',
  brand: 'Nokian',
  model: 'Hakkapeliitta 10',
  season: 'winter',
  with_rims: true,
  // 00:30 in Moscow on the 2nd, still the 1st in UTC: the receipt says the business's day.
  stored_at: '2026-04-01T21:30:00.000Z',
  term_until: '2026-10-02',
  given_at: null,
  overdue: false,
  car_id: 310,
  radius: 'R16',
  profile_id: 1,
  width: 205,
  height: 55,
  tread: [7.5, 7.5, 7, 7],
  notes: 'Царапина на одном диске',
  take_order_id: 5120,
  give_order_id: null,
  overdue_months: 0,
  overdue_now: 0,
  overdue_now_sum: 0,
  history: [{ kind: 'in', at: '2026-04-01T21:30:00.000Z', cell: 'A-3-2', order_id: 5120, by: 'Мастер' }],
  shop: { name: 'Шиномонтаж «Колесо»', address: 'Москва, ул. Полярная, 31', phone: '+74951234567' },
};

const render = (loaderData: { set: PrintedSet; canEditShop: boolean }) =>
  renderRoute({
    id: 'routes/_app.storage.$setId_.print',
    path: 'storage/:setId/print',
    url: '/storage/1042/print',
    Component: StoredSetPrintPage,
    loaderData,
  });

/** A term of the receipt's list and what it says. */
const row = (receipt: HTMLElement, term: string) => within(receipt).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the printed page of a stored set', () => {
  it('prints the receipt: the shop, the number, who left which set in which cell until when, and no money', async () => {
    render({ set, canEditShop: false });
    const receipt = await screen.findByRole('article', { name: 'Квитанция хранения шин №1042' });
    const shop = within(receipt).getByTestId('business');
    expect(shop.textContent).toContain('Шиномонтаж «Колесо»');
    expect(shop.textContent).toContain('Москва, ул. Полярная, 31');
    expect(shop.textContent).toContain('Тел.: +7 (495) 123-45-67');
    expect(row(receipt, 'Принят на хранение')).toBe('02.04.2026');
    expect(row(receipt, 'Клиент')).toBe('Ирина Соколова');
    expect(row(receipt, 'Телефон')).toBe('+7 (916) 123-45-67');
    expect(row(receipt, 'Автомобиль')).toBe('А\u202f123\u202fВС\u202f77');
    expect(row(receipt, 'Комплект')).toBe('4 шт., на дисках');
    expect(row(receipt, 'Шины')).toBe('Nokian Hakkapeliitta 10');
    expect(row(receipt, 'Размер')).toBe('205/55 R16');
    expect(row(receipt, 'Сезон')).toBe('Зимние');
    expect(row(receipt, 'Протектор')).toBe('7,5 / 7,5 / 7 / 7 мм');
    expect(row(receipt, 'Примечания')).toBe('Царапина на одном диске');
    expect(row(receipt, 'Ячейка')).toBe('A-3-2');
    expect(within(receipt).getByText('Хранится до 02.10.2026')).toBeTruthy();
    expect(within(receipt).getByText(/^Сдал:/)).toBeTruthy();
    expect(within(receipt).getByText(/^Принял:/)).toBeTruthy();
    expect(receipt.textContent).not.toMatch(/₽/);
  });

  it('prints a label per tyre, each on a page of its own, with the number and cell large', async () => {
    render({ set: { ...set, count: 2, with_rims: false, season: 'all_season', tread: null, notes: '' }, canEditShop: false });
    const labels = await screen.findAllByTestId('storage-label');
    expect(labels.map((l) => l.getAttribute('aria-label'))).toEqual(['Бирка 1 из 2', 'Бирка 2 из 2']);
    for (const [n, label] of labels.entries()) {
      expect(label.style.breakBefore).toBe('page');
      expect(within(label).getByText('№ 1042').style.fontSize).toBe('48pt');
      expect(within(label).getByText('A-3-2').style.fontSize).toBe('60pt');
      expect(within(label).getByText('А 123 ВС 77')).toBeTruthy();
      expect(within(label).getByText('205/55 R16 · Всесезонные')).toBeTruthy();
      expect(within(label).getByText(`${n + 1}/2`)).toBeTruthy();
    }
    const receipt = screen.getByTestId('storage-receipt');
    expect(row(receipt, 'Комплект')).toBe('2 шт., без дисков');
    expect(within(receipt).queryByText('Протектор')).toBeNull();
    expect(within(receipt).queryByText('Примечания')).toBeNull();
  });

  it('has «Печать» and «Назад» to the set, kept off the paper', async () => {
    render({ set, canEditShop: false });
    const back = await screen.findByRole('link', { name: '← Назад' });
    expect(back.getAttribute('href')).toBe('/storage/1042');
    const print = screen.getByRole('button', { name: 'Печать' });
    expect(back.parentElement).toBe(print.parentElement);
    expect(back.parentElement!.className).toContain('d-print-none');
  });

  it('says on screen that the shop details are missing, with the way to them for the owner only', async () => {
    render({ set: { ...set, shop: null }, canEditShop: true });
    const missing = await screen.findByTestId('business-missing');
    expect(missing.className).toContain('d-print-none');
    expect(within(missing).getByRole('link', { name: 'Задать реквизиты' }).getAttribute('href')).toBe('/owner/business');
    cleanup();
    render({ set: { ...set, shop: null, client_name: null, phone: null }, canEditShop: false });
    expect((await screen.findByTestId('business-missing')).textContent).toContain('Попросите владельца');
    const receipt = screen.getByTestId('storage-receipt');
    expect([row(receipt, 'Клиент'), row(receipt, 'Телефон')]).toEqual(['—', '—']);
  });
});

describe('fittedPt: the label type that fits the strip', () => {
  it('keeps a short cell at its largest and shrinks a long one to fit', () => {
    expect(fittedPt('A-3-2', 72)).toBe(60);
    expect(fittedPt('A-1', 72)).toBe(72);
    expect(fittedPt('ABCD-20-40', 72)).toBe(30);
  });
});
