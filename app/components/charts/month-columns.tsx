// Columns per month drawn on the server (decision 0058), BarList's companion:
// no chart library and no JavaScript in the browser. One column a month, its
// value written above it and the month below; a year's twelve columns still
// fit a 390 px phone (the text gets smaller as the columns get narrower). The
// SVG scales to its box (viewBox, width 100%) and takes its colours from
// Tailwind classes through currentColor. A table with the same numbers
// always follows it.
import { useId } from "react";

export interface Column {
  /** The month, short: "Jun". */
  label: string;
  /** Under the month: its year, where the year changes (the first column, January). */
  sublabel?: string;
  value: number;
  /** Written above the column: "4.5" (nothing over an empty month: the table has its zero). */
  text: string;
}

const WIDTH = 320;
const PLOT = 120;
const TOP = 18;
const BOTTOM = 34;

export function MonthColumns({ title, columns }: { title: string; columns: Column[] }) {
  const id = useId();
  const max = Math.max(1, ...columns.map((column) => column.value));
  const slot = WIDTH / Math.max(1, columns.length);
  const barWidth = Math.min(36, slot * 0.7);
  const fontSize = slot < 30 ? 9 : slot < 45 ? 11 : 13;
  const height = TOP + PLOT + BOTTOM;
  return (
    <svg
      role="img"
      aria-labelledby={id}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      className="block max-w-md text-navy-700"
      style={{ fontSize }}
    >
      <title id={id}>{title}</title>
      <line
        x1={0}
        x2={WIDTH}
        y1={TOP + PLOT + 0.5}
        y2={TOP + PLOT + 0.5}
        className="text-stone-300"
        stroke="currentColor"
      />
      {columns.map((column, index) => {
        const middle = slot * index + slot / 2;
        const length = column.value > 0 ? Math.max(2, (PLOT * column.value) / max) : 0;
        return (
          <g key={`${index}-${column.label}`}>
            <rect
              x={middle - barWidth / 2}
              y={TOP + PLOT - length}
              width={barWidth}
              height={length}
              rx={2}
              className="text-accent-600"
              fill="currentColor"
            />
            {column.value > 0 ? (
              <text
                x={middle}
                y={TOP + PLOT - length - 4}
                textAnchor="middle"
                className="fill-ink"
                fill="currentColor"
              >
                {column.text}
              </text>
            ) : null}
            <text x={middle} y={TOP + PLOT + 14} textAnchor="middle" className="fill-ink" fill="currentColor">
              {column.label}
            </text>
            {column.sublabel ? (
              <text
                x={middle}
                y={TOP + PLOT + 28}
                textAnchor="middle"
                className="fill-ink-muted"
                fill="currentColor"
              >
                {column.sublabel}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
