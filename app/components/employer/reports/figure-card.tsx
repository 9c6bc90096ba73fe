// One figure of the reports page (decision 0058): its heading, what it says
// in a sentence, the chart, a table with the same numbers, and its CSV.
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { BarList, type Bar } from "~/components/charts/bar-list";

export function FigureCard({
  id,
  title,
  summary,
  bars,
  chartTitle,
  chart,
  table,
  csvHref,
  children,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  bars?: Bar[];
  chartTitle: string;
  /** Another chart than the bars (the months' columns). */
  chart?: ReactNode;
  /** The table's caption, heads and rows: the chart's numbers, to read. */
  table: { caption: string; heads: string[]; rows: (string | number)[][] };
  csvHref: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <h3 id={`${id}-heading`} className="text-base font-semibold text-navy-900">
          {title}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{summary}</p>
      </div>
      {chart ?? <BarList title={chartTitle} bars={bars ?? []} />}
      <FigureTable {...table} />
      {children}
      <a
        href={csvHref}
        className="inline-flex min-h-11 items-center font-semibold text-navy-700 hover:underline"
        download
      >
        {t`Download CSV`}
      </a>
    </section>
  );
}

/** A small table of label and numbers: two or three columns, so it fits a phone without scrolling. */
export function FigureTable({
  caption,
  heads,
  rows,
}: {
  caption: string;
  heads: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-200 text-ink-muted">
          {heads.map((head, index) => (
            <th
              key={head}
              scope="col"
              className={index ? "px-2 py-1.5 text-right font-medium" : "py-1.5 pr-2 font-medium"}
            >
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${index}-${row[0]}`} className="border-b border-stone-100">
            {row.map((cell, index) =>
              index ? (
                <td key={index} className="px-2 py-1.5 text-right whitespace-nowrap tabular-nums">
                  {cell}
                </td>
              ) : (
                // A long label (a recruiter's address) wraps rather than widening a phone's page.
                <th key={index} scope="row" className="py-1.5 pr-2 font-normal [overflow-wrap:anywhere]">
                  {cell}
                </th>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
