import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

export interface Bars {
  label: string;
  value: number;
}

interface BarChartProps {
  bars: readonly Bars[];
  /** How a value reads on the axis and in a bar's title (money, a count). */
  format: (value: number) => string;
  /** What the chart shows, for a screen reader (the table beside it holds the figures). */
  title: string;
  /** Bars run across (a few long labels: methods) or up (days, hours). */
  across?: boolean;
}

// Narrow, so that the labels stay readable when a phone draws the chart at its own width.
const WIDTH = 480;
/** A long name on an axis ends in «…»; the bar's title and the table beside have it whole. */
const short = (label: string) => (label.length > 24 ? `${label.slice(0, 23)}…` : label);
const MARGIN = { top: 8, right: 16, bottom: 28, left: 64 };

/**
 * A bar chart drawn as SVG on the server (visx: d3's scales, React's elements), so the page
 * shows it before any script runs and hydrating it costs nothing but the elements. It scales
 * with its box through the viewBox; colours follow the theme through Bootstrap's variables.
 */
export function BarChart({ bars, format, title, across = false }: BarChartProps) {
  // Nothing to draw (an empty day): the table beside says so in words.
  if (!bars.some((b) => b.value !== 0)) return null;
  const height = across ? Math.max(96, bars.length * 40 + MARGIN.top + MARGIN.bottom) : 240;
  // Method names are long («Топливная карта Петрол Плюс»): the labels get a third of the width.
  const left = across ? 190 : MARGIN.left;
  const innerW = WIDTH - left - MARGIN.right;
  const innerH = height - MARGIN.top - MARGIN.bottom;
  const max = Math.max(0, ...bars.map((b) => b.value));
  const min = Math.min(0, ...bars.map((b) => b.value));
  const values = scaleLinear<number>({ domain: [min, max || 1], range: across ? [0, innerW] : [innerH, 0], nice: true });
  const labels = scaleBand<string>({ domain: bars.map((b) => b.label), range: across ? [0, innerH] : [0, innerW], padding: 0.25 });
  // Every label on a short axis; every few on a long one (31 days, 24 hours).
  const every = Math.max(1, Math.ceil(bars.length / (across ? 12 : 12)));
  const tickLabels = bars.map((b) => b.label).filter((_, i) => i % every === 0);
  const tickStyle = { fill: 'var(--bs-secondary-color)', fontSize: 12, fontFamily: 'inherit' };
  return (
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
        {across ? (
          <>
            <AxisLeft scale={labels} hideTicks tickFormat={short} stroke="var(--bs-border-color)" tickLabelProps={() => ({ ...tickStyle, textAnchor: 'end', dx: -6, dy: 4 })} />
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
              tickLabelProps={() => ({ ...tickStyle, textAnchor: 'end', dx: -4, dy: 4 })}
            />
            <AxisBottom top={innerH} scale={labels} tickValues={tickLabels} hideTicks stroke="var(--bs-border-color)" tickLabelProps={() => ({ ...tickStyle, textAnchor: 'middle' })} />
          </>
        )}
      </Group>
    </svg>
  );
}
