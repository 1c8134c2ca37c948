import { useTranslation } from 'react-i18next';
import { AUDIT_ID_KEYS, AUDIT_MONEY_KEYS, AUDIT_MONEY_MAPS, auditPriceKey } from '#contract/audit-kinds';
import type { AuditNames } from '#contract/owner-audit';
import { formatDateTime, formatDay, formatMoney, formatPhone } from '~/utils/format';
import { timeText } from '~/routes/_app.owner.bookings/day-time';

/** Values that are codes, said in the reader's words by the texts the screens already have. */
function useCodeText() {
  const { t } = useTranslation();
  return (key: string, value: string, all: Record<string, unknown>): string | undefined => {
    switch (key) {
      case 'role':
        return t(`roles.${value}`, { defaultValue: value });
      case 'job_status':
        return t(`status.job.${value}`, { defaultValue: value });
      case 'pay_status':
        return t(`status.pay.${value}`, { defaultValue: value });
      case 'status':
        // A line's status, or a booking's (booked, arrived, no-show). A line's stored `active`
        // says only that it is not canceled: the order may still have been waiting, so the log
        // has its own word for it (`owner.audit.lineStatus`), not «В работе».
        return t(`owner.audit.lineStatus.${value}`, {
          defaultValue: t(`status.item.${value}`, { defaultValue: t(`bookings.state.${value}`, { defaultValue: value }) }),
        });
      case 'keys':
        return value === 'none' ? '—' : t(`keysState.${value}`, { cell: all.cell ?? '?', defaultValue: value });
      case 'method':
      case 'fuel_card_name':
        return t(`cashier.methods.${value}`, { defaultValue: value });
      case 'source':
        return t(`owner.audit.sources.${value}`, { defaultValue: value });
      case 'kind':
        // The kind of a line or a bay, or which message a text is of.
        return t(`owner.audit.kindsOfWork.${value}`, { defaultValue: t(`owner.messages.kind.${value}`, { defaultValue: value }) });
      default:
        return undefined;
    }
  };
}

/** One weekday's opening and closing in minutes after midnight (the booking rules' `hours`). */
function isDayHours(d: unknown): d is { open: number; close: number } {
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof (d as { open?: unknown }).open === 'number' &&
    typeof (d as { close?: unknown }).close === 'number'
  );
}

/**
 * Fields kept for the record that tell the owner nothing: a payment's number (its sum and
 * method say which), and a fuel card where the method is not a fuel card.
 */
function unread(key: string, value: unknown): boolean {
  return key === 'payment_id' || (key === 'fuel_card_name' && (value === null || value === undefined));
}

/**
 * What an audited change held, before or after: each field by its name in the reader's
 * language (unknown ones as sent), money as money, codes in words, and what a number points
 * to by its name (`names`, from the API: a line's service, a worker, a company, a class), so
 * the owner reads «исполнители: Иван Петров», not «исполнители: 3»; lists and nested values
 * one level deep.
 */
export function ChangeView({ value, names, timeZone }: { value: unknown; names: AuditNames; timeZone: string }) {
  const { t } = useTranslation();
  const codeText = useCodeText();
  // Moments and days as the owner reads them: a booking's time in the shop's zone, a date as a date.
  const when = (key: string, v: string): string | undefined => {
    if (key === 'starts_at' && !Number.isNaN(Date.parse(v))) return formatDateTime(v, timeZone);
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDay(v);
    return undefined;
  };
  // The booking rules' week, Monday first: «Пн 09:00–21:00, …, Вс выходной».
  const week = (days: unknown[]): string =>
    days
      .map((d, i) => {
        const day = t(`owner.bookings.weekdayShort.${i}`);
        if (!isDayHours(d)) return `${day} ${t('owner.bookings.hours.closed').toLowerCase()}`;
        return `${day} ${timeText(d.open)}–${timeText(d.close)}`;
      })
      .join(', ');
  if (value === null || value === undefined) return <span className="text-body-secondary">—</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  const all = value as Record<string, unknown>;
  const named = (key: string, id: number): string | undefined => {
    const kind = AUDIT_ID_KEYS[key];
    const name = kind ? names[kind][String(id)] : undefined;
    if (!kind) return undefined;
    // A thing since deleted keeps its number.
    return name === undefined ? t('owner.audit.numbered', { n: id }) : kind === 'client' ? formatPhone(name) : name;
  };
  // A price list's key is what is priced: a class, or a tyre size.
  const priced = (key: string): string =>
    auditPriceKey(key)
      .map(([kind, id]) => names[kind][String(id)] ?? String(id))
      .join(' × ') || key;
  const show = (key: string, v: unknown, money: boolean): string => {
    if (v === null || v === undefined) return '—';
    if (typeof v === 'number' && (money || AUDIT_MONEY_KEYS.has(key))) return formatMoney(v);
    if (typeof v === 'number') return named(key, v) ?? codeText(key, String(v), all) ?? String(v);
    if (typeof v === 'boolean') return v ? t('owner.audit.yes') : t('owner.audit.no');
    if (Array.isArray(v)) return key === 'hours' && v.length === 7 ? week(v) : v.map((x) => show(key, x, money)).join(', ');
    if (typeof v === 'object') {
      const prices = AUDIT_MONEY_MAPS.has(key);
      return Object.entries(v as Record<string, unknown>)
        .map(([k, x]) => `${prices ? priced(k) : t(`owner.audit.field.${k}`, { defaultValue: k })}: ${show(k, x, money || prices)}`)
        .join('; ');
    }
    if (key === 'phone') return formatPhone(v as string);
    return codeText(key, v as string, all) || when(key, v as string) || String(v);
  };
  return (
    <dl className="mb-0 wd-audit-change">
      {Object.entries(all)
        .filter(([k, v]) => !unread(k, v))
        .map(([k, v]) => (
          <div key={k}>
            <dt className="d-inline fw-semibold">{t(`owner.audit.field.${k}`, { defaultValue: k })}:</dt>{' '}
            {/* A phone reads left to right in an RTL layout too (as PhoneText sets it elsewhere), unbroken. */}
            <dd
              className={k === 'phone' ? 'd-inline text-nowrap' : 'd-inline'}
              dir={k === 'phone' || AUDIT_ID_KEYS[k] === 'client' ? 'ltr' : undefined}
            >
              {show(k, v, AUDIT_MONEY_MAPS.has(k))}
            </dd>
          </div>
        ))}
    </dl>
  );
}
