import type { PublicOrder } from '#contract/public-order';
import { customerShows, isCanceledService } from '~/components/orders/status-display';
import { withTyreSize } from '~/utils/catalogue-name';
import { formatDateTime, formatMoney, formatTime } from '~/utils/format';

/**
 * The customer's order as HTML (docs/screens.md 'The customer's page'): one function for the
 * server's render and for the page's script, which puts each view the server pushes in place
 * of the last (docs/decisions/046-the-customers-own-bundle.md). The server says its words with
 * i18next, the script with the same words sent in the page (customer-script/words.ts); every
 * word and every value of the view is escaped here, once. Every figure is the API's; the page
 * only lays them out.
 */

/**
 * A word of the customers' pages by its key (`customer.state.done`, `customer.ahead` with a
 * count, a tyre profile's `catalogue.profile.standard`), its values put in; `defaultValue` is
 * said when the language has no such word.
 */
export type CustomerWords = (key: string, values?: Record<string, string | number>) => string;

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string | number) => String(text).replace(/[&<>"']/g, (c) => ESCAPED[c]!);
const when = (shown: unknown, html: () => string) => (shown ? html() : '');

/** The cards of the order: where the car is, its services and money, the shop. */
export function orderMarkup(view: PublicOrder, t: CustomerWords, timeZone: string): string {
  const car = [view.car.brand, view.car.model].filter(Boolean).join(' ');
  const shows = customerShows(view.state);
  return [
    '<section class="wd-customer-card" aria-labelledby="wd-customer-state">',
    `<p class="wd-customer-shop">${esc(view.shop?.name ?? t('customer.title'))}</p>`,
    `<p class="wd-customer-car">${when(car, () => `<span>${esc(car)}</span>`)}`,
    `<span class="wd-customer-plate">${esc(view.car.plate)}</span></p>`,
    stateMarkup(view, t, timeZone),
    '</section>',
    '<section class="wd-customer-card" aria-labelledby="wd-customer-services">',
    `<h2 id="wd-customer-services" class="h5">${esc(shows.receipt ? t('customer.receipt') : t('customer.services'))}</h2>`,
    servicesMarkup(view, t),
    moneyMarkup(view, t),
    '</section>',
    when(view.shop, () => shopMarkup(view.shop!, t)),
  ].join('');
}

/** A card with a title and one sentence: a link that opens nothing, too many requests, a page not available. */
export function noticeMarkup(title: string, text: string): string {
  return `<section class="wd-customer-card" role="alert"><h1 class="h4">${esc(title)}</h1><p class="mb-0">${esc(text)}</p></section>`;
}

function stateMarkup(view: PublicOrder, t: CustomerWords, timeZone: string): string {
  const shows = customerShows(view.state);
  const queue = view.queue;
  return [
    `<div class="wd-customer-state wd-customer-state-${esc(view.state)}">`,
    `<h1 id="wd-customer-state" class="wd-customer-headline">${esc(t(`customer.state.${view.state}`))}</h1>`,
    when(
      queue && shows.ahead,
      () =>
        `<p class="wd-customer-ahead">${esc(queue!.ahead === 0 ? t('customer.next') : t('customer.ahead', { count: queue!.ahead }))}</p>`,
    ),
    when(
      queue,
      () => `<p class="wd-customer-ready">${esc(t('customer.readyAround', { time: formatTime(queue!.ready_at, timeZone) }))}</p>`,
    ),
    when(queue, () => `<p class="wd-customer-note">${esc(t('customer.estimateNote'))}</p>`),
    when(
      shows.collectAt && view.shop,
      () => `<p class="wd-customer-where">${esc(t('customer.pickUpAt', { address: view.shop!.address }))}</p>`,
    ),
    when(
      shows.receipt && view.picked_up_at,
      () => `<p class="wd-customer-note">${esc(t('customer.pickedUpAt', { time: formatDateTime(view.picked_up_at!, timeZone) }))}</p>`,
    ),
    '</div>',
  ].join('');
}

function servicesMarkup(view: PublicOrder, t: CustomerWords): string {
  const lines = view.services.map((service) => {
    const canceled = isCanceledService(service);
    const said = service.parking ? t('customer.parking') : withTyreSize(service.name, service.tire_size, t);
    const name = canceled ? `<s>${esc(said)}</s>` : esc(said);
    const quantity = service.quantity > 1 ? ` × ${esc(service.quantity)}` : '';
    return [
      `<li class="wd-customer-service${canceled ? ' text-body-secondary' : ''}">`,
      `<span class="wd-customer-service-name">${name}${quantity}</span>`,
      `<span class="badge wd-customer-badge-${esc(service.state)}">${esc(t(`customer.service.${service.state}`))}</span>`,
      `<span class="wd-customer-sum">${esc(formatMoney(service.sum))}</span>`,
      '</li>',
    ].join('');
  });
  return `<ul class="list-unstyled wd-customer-services">${lines.join('')}</ul>`;
}

/** The total, the discount and the payment, as the order's derivation says them. */
function moneyMarkup(view: PublicOrder, t: CustomerWords): string {
  const { money } = view;
  const row = (className: string, term: string, value: string) =>
    `<div${className ? ` class="${className}"` : ''}><dt>${esc(term)}</dt><dd>${esc(value)}</dd></div>`;
  return [
    '<dl class="wd-customer-money">',
    when(money.discount > 0, () => row('', t('customer.discount'), `−${formatMoney(money.discount)}`)),
    row('wd-customer-total', t('customer.total'), formatMoney(money.total)),
    when(money.paid > 0, () => row('', t('customer.paid'), formatMoney(money.paid))),
    when(customerShows(view.state).toPay, () =>
      row(
        money.to_pay > 0 ? 'wd-customer-to-pay' : '',
        t('customer.toPay'),
        money.to_pay > 0 ? formatMoney(money.to_pay) : t('customer.nothingToPay'),
      ),
    ),
    '</dl>',
  ].join('');
}

function shopMarkup(shop: NonNullable<PublicOrder['shop']>, t: CustomerWords): string {
  return [
    '<footer class="wd-customer-card wd-customer-shop-card">',
    `<p class="fw-semibold mb-1">${esc(shop.name)}</p>`,
    `<p class="mb-1">${esc(shop.address)}</p>`,
    when(shop.hours, () => `<p class="mb-0">${esc(t('customer.hours', { hours: shop.hours }))}</p>`),
    '</footer>',
  ].join('');
}
