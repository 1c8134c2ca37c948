import type { MethodTotals } from '#contract/shifts';

/** The locales key of a method's name: card, cash, or the fuel card itself. */
export const methodKey = (m: Pick<MethodTotals, 'method' | 'fuel_card_name'>) =>
  `cashier.methods.${m.method === 'fuel' ? (m.fuel_card_name ?? 'yandex') : m.method}`;
