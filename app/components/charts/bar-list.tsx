// Horizontal bars drawn on the server (decision 0058): no chart library and
// no JavaScript in the browser. Each bar's label sits above it, so a long
// label never squeezes the bar on a 390 px phone; the value follows the bar.
// The SVG scales to its box (viewBox, width 100%) and takes its colours from
// Tailwind classes through currentColor. A table with the same numbers always
// follows it: the chart is for the eye, the table for reading and screen readers.
import { useId } from "react";

export interface Bar {
  label: string;
  value: number;
  /** What is written after the bar (the value by default): "12 (40 %)". */
  text?: string;
  /** Drawn in the accent colour (e.g. the buckets that kept a promise). */
  accent?: boolean;
}

const WIDTH = 320;
const ROW = 42;
const LABEL = 14;
const BAR = 16;
/** Room kept right of the longest bar for its value. */
const VALUE_ROOM = 72;

export function BarList({ title, bars }: { title: string; bars: Bar[] }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * ROW + 4;
  return (
    <svg
      role="img"
      aria-labelledby={id}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      className="block max-w-sm text-navy-700"
      style={{ fontSize: 13 }}
    >
      <title id={id}>{title}</title>
      {bars.map((bar, index) => {
        const top = index * ROW;
        const length = bar.value > 0 ? Math.max(2, ((WIDTH - VALUE_ROOM) * bar.value) / max) : 0;
        return (
          <g key={`${index}-${bar.label}`}>
            <text x={0} y={top + LABEL} className="fill-ink" fill="currentColor">
              {bar.label}
            </text>
            <rect
              x={0}
              y={top + LABEL + 5}
              width={length}
              height={BAR}
              rx={3}
              className={bar.accent ? "text-accent-600" : "text-navy-600"}
              fill="currentColor"
            />
            <text x={length + 6} y={top + LABEL + 5 + BAR - 4} className="fill-ink" fill="currentColor">
              {bar.text ?? String(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
