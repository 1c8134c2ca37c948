import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';

export interface Bars {
  label: string;
  value: number;
}

/** A second figure per bar, drawn as a line with its own axis on the right (orders beside money). */
export interface Line {
  values: readonly number[];
  format: (value: number) => string;
  /** What the line counts, for its legend. */
  label: string;
}

interface BarChartProps {
  bars: readonly Bars[];
  /** How a value reads on the axis and in a bar's title (money, a count). */
  format: (value: number) => string;
  /** What the chart shows, for a screen reader (the table beside it holds the figures). */
  title: string;
  /** Bars run across (a few long labels: methods) or up (days, hours). */
  across?: boolean;
  /** Drawn over upright bars: a count per bar on the right axis, with a legend naming both. */
  line?: Line;
  /** The bars' name in the legend (shown with a line only). */
  barLabel?: string;
}

// Narrow, so that the labels stay readable when a phone draws the chart at its own width.
const WIDTH = 480;
const FONT = 12;
const MARGIN = { top: 8, right: 16, bottom: 28 };
/** A tick (8 units) and the label's own offset (2) between the axis and its labels. */
const TICK_GAP = 10;
/** Across, the names' margin: method names are long («Топливная карта Петрол Плюс»). */
const NAMES_WIDTH = 190;
/** As many letters as that margin holds (0.75 em each, see labelWidth). */
const NAME_LETTERS = Math.floor((NAMES_WIDTH - TICK_GAP - 4) / (FONT * 0.75));
/** A long name on an axis ends in «…» within its margin; the bar's title and the table beside have it whole. */
const short = (label: string) => (label.length > NAME_LETTERS ? `${label.slice(0, NAME_LETTERS - 1)}…` : label);

/**
 * How wide a label may be drawn, in the chart's units: digits and «₽» of the fonts the pages
 * use are at most 0.66 em wide, letters (a method's name, «Наличные») up to 0.75 on average, so
 * a margin this wide never cuts a tick's label.
 */
export const labelWidth = (label: string) => Math.ceil(label.length * FONT * (/\p{L}/u.test(label.replace('₽', '')) ? 0.75 : 0.66));

/**
 * Where things go: the side margins as wide as the widest tick label of each axis, and on an
 * axis of many bars every how many bars a label is shown (all of them when they fit).
 */
export function chartLayout({ bars, format, across = false, line }: Pick<BarChartProps, 'bars' | 'format' | 'across' | 'line'>) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  const min = Math.min(0, ...bars.map((b) => b.value));
  const values = scaleLinear<number>({ domain: [min, max || 1], nice: true });
  const counts = scaleLinear<number>({ domain: [0, Math.max(1, ...(line?.values ?? []))], nice: true });
  const widest = (labels: string[]) => Math.max(0, ...labels.map(labelWidth));
  const left = across
    ? Math.min(NAMES_WIDTH, widest(bars.map((b) => short(b.label))) + TICK_GAP + 4)
    : widest(values.ticks(4).map((v) => format(v))) + TICK_GAP + 4;
  // Across, the money axis runs along the bottom: its last label is centred on the right edge,
  // and half of it must fit beside the chart («100 000 ₽» was cut to «100 00»).
  const valueLabelsHalf = Math.ceil(widest(values.ticks(4).map((v) => format(v))) / 2) + 2;
  const right = line
    ? widest(countTicks(counts).map((v) => line.format(v))) + TICK_GAP + 4
    : Math.max(MARGIN.right, across ? valueLabelsHalf : 0);
  const step = (WIDTH - left - right) / Math.max(1, bars.length);
  const every = across ? 1 : Math.max(1, Math.ceil((widest(bars.map((b) => b.label)) + 4) / step));
  return { left, right, every, values, counts };
}

/** Whole numbers only on a count's axis (no «1,5 заказа»). */
const countTicks = (counts: ReturnType<typeof scaleLinear<number>>) => counts.ticks(4).filter((v) => Number.isInteger(v));

/**
 * A bar chart drawn as SVG on the server (visx: d3's scales, React's elements), so the page
 * shows it before any script runs and hydrating it costs nothing but the elements. It scales
 * with its box through the viewBox; colours follow the theme through Bootstrap's variables.
 * A line of a second figure (orders beside money) has its axis on the right and a legend.
 */
export function BarChart({ bars, format, title, across = false, line, barLabel }: BarChartProps) {
  // Nothing to draw (an empty day): the table beside says so in words.
  if (!bars.some((b) => b.value !== 0) && !line?.values.some((v) => v !== 0)) return null;
  const height = across ? Math.max(96, bars.length * 40 + MARGIN.top + MARGIN.bottom) : 240;
  const { left, right, every, values, counts } = chartLayout({ bars, format, across, line });
  const innerW = WIDTH - left - right;
  const innerH = height - MARGIN.top - MARGIN.bottom;
  values.range(across ? [0, innerW] : [innerH, 0]);
  counts.range([innerH, 0]);
  const labels = scaleBand<string>({ domain: bars.map((b) => b.label), range: across ? [0, innerH] : [0, innerW], padding: 0.25 });
  const tickLabels = bars.map((b) => b.label).filter((_, i) => i % every === 0);
  const tickStyle = { fill: 'var(--bs-secondary-color)', fontSize: FONT, fontFamily: 'inherit' };
  const middle = (label: string) => (labels(label) ?? 0) + labels.bandwidth() / 2;
  const points = line
    ? bars.map((b, i) => ({ label: b.label, x: middle(b.label), y: counts(line.values[i] ?? 0), value: line.values[i] ?? 0 }))
    : [];
  return (
    <figure className="mb-0">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={title} className="wd-chart">
        <Group left={left} top={MARGIN.top}>
          {bars.map((b) => {
            const band = labels(b.label) ?? 0;
            const zero = values(0);
            const end = values(b.value);
            const x = across ? Math.min(zero, end) : band;
            const y = across ? band : Math.min(zero, end);
            const w = across ? Math.abs(end - zero) : labels.bandwidth();
            const h = across ? labels.bandwidth() : Math.abs(end - zero);
            return (
              <Bar key={b.label} x={x} y={y} width={w} height={h} rx={2} fill={b.value < 0 ? 'var(--bs-danger)' : 'var(--bs-primary)'}>
                <title>{`${b.label}: ${format(b.value)}`}</title>
              </Bar>
            );
          })}
          {line ? (
            <g className="wd-chart-line">
              <LinePath data={points} x={(p) => p.x} y={(p) => p.y} stroke="var(--bs-emphasis-color)" strokeWidth={2} />
              {points.map((p) => (
                <circle key={p.label} cx={p.x} cy={p.y} r={3} fill="var(--bs-body-bg)" stroke="var(--bs-emphasis-color)" strokeWidth={2}>
                  <title>{`${p.label}: ${line.format(p.value)}`}</title>
                </circle>
              ))}
            </g>
          ) : null}
          {across ? (
            <>
              <AxisLeft
                scale={labels}
                hideTicks
                tickFormat={short}
                stroke="var(--bs-border-color)"
                tickLabelProps={() => ({ ...tickStyle, textAnchor: 'end', dx: -TICK_GAP, dy: 4 })}
              />
              <AxisBottom
                top={innerH}
                scale={values}
                numTicks={3}
                tickFormat={(v) => format(Number(v))}
                stroke="var(--bs-border-color)"
                tickStroke="var(--bs-border-color)"
                tickLabelProps={() => ({ ...tickStyle, textAnchor: 'middle' })}
              />
            </>
          ) : (
            <>
              <AxisLeft
                scale={values}
                numTicks={4}
                tickFormat={(v) => format(Number(v))}
                stroke="var(--bs-border-color)"
                tickStroke="var(--bs-border-color)"
                tickLabelProps={() => ({ ...tickStyle, textAnchor: 'end', dx: -2, dy: 4 })}
              />
              {line ? (
                <AxisRight
                  left={innerW}
                  scale={counts}
                  tickValues={countTicks(counts)}
                  tickFormat={(v) => line.format(Number(v))}
                  stroke="var(--bs-border-color)"
                  tickStroke="var(--bs-border-color)"
                  tickLabelProps={() => ({ ...tickStyle, textAnchor: 'start', dx: 2, dy: 4 })}
                />
              ) : null}
              <AxisBottom
                top={innerH}
                scale={labels}
                tickValues={tickLabels}
                hideTicks
                stroke="var(--bs-border-color)"
                tickLabelProps={() => ({ ...tickStyle, textAnchor: 'middle' })}
              />
            </>
          )}
        </Group>
      </svg>
      {line ? (
        <figcaption className="d-flex flex-wrap gap-3 small text-body-secondary">
          <span>
            <span className="wd-legend-bar" aria-hidden="true" /> {barLabel}
          </span>
          <span>
            <span className="wd-legend-line" aria-hidden="true" /> {line.label}
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}
