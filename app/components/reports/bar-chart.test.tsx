import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/utils/format';
import { BarChart, chartLayout, labelWidth } from './bar-chart';

/** A day's hours as the report has them: money per hour and the orders taken in. */
const hours = Array.from({ length: 24 }, (_, hour) => ({
  label: String(hour),
  value: [15_300, 1_800, 41_713][hour % 3]!,
  orders: hour % 5,
}));
const bars = hours.map((h) => ({ label: h.label, value: h.value }));
const orders = { values: hours.map((h) => h.orders), format: (n: number) => String(n), label: 'Принято заказов' };

describe('the bar chart of the report', () => {
  it('leaves each axis room for its widest label, so that «40 000 ₽» and the orders are never cut', () => {
    const { left, right } = chartLayout({ bars, format: formatMoney, line: orders });
    expect(left).toBeGreaterThanOrEqual(labelWidth(formatMoney(40_000)) + 10);
    expect(right).toBeGreaterThanOrEqual(labelWidth('4') + 10);
    // Across, a method's name has its width too, up to a third of the chart.
    expect(chartLayout({ bars: [{ label: 'Наличные', value: 5 }], format: formatMoney, across: true }).left).toBeGreaterThanOrEqual(
      labelWidth('Наличные') + 10,
    );
    // Across, the money runs along the bottom, and its last label is centred on the chart's right edge.
    const methods = [
      { label: 'Карта', value: 96_000 },
      { label: 'Наличные', value: 20_000 },
    ];
    expect(chartLayout({ bars: methods, format: formatMoney, across: true }).right).toBeGreaterThanOrEqual(
      labelWidth(formatMoney(100_000)) / 2,
    );
  });

  it('shortens a long method name to what its margin holds, so that it is not cut at the left', () => {
    const methods = [{ label: 'Топливная карта Петрол Плюс', value: 7_000 }];
    const svg = renderToStaticMarkup(<BarChart bars={methods} format={formatMoney} title="Выручка по способам оплаты" across />);
    const shown = /Топливная[^<]*/.exec(svg.replace(/<title>[^<]*<\/title>/g, ''))![0];
    expect(shown.endsWith('…')).toBe(true);
    expect(labelWidth(shown) + 10).toBeLessThanOrEqual(chartLayout({ bars: methods, format: formatMoney, across: true }).left);
  });

  it('shows the orders of each hour as a line beside the money, with its own axis and a legend', () => {
    const svg = renderToStaticMarkup(
      <BarChart bars={bars} format={formatMoney} title="Выручка и заказы по часам" line={orders} barLabel="Выручка" />,
    );
    expect(svg.match(/<circle/g)).toHaveLength(24);
    expect(svg).toContain('<title>7: 2</title>');
    expect(svg).toContain('visx-axis-right');
    expect(svg).toMatch(/<figcaption[^>]*>.*Выручка.*Принято заказов.*<\/figcaption>/);
  });
});
