import { useLingui } from "@lingui/react/macro";
import { formatDate } from "../../../common/format";

/** Applications per day over the last 30 days, as an SVG bar chart with a text summary for screen readers. */
export function ApplicationsChart({ days }: { days: { day: string; count: number }[] }) {
  const { t } = useLingui();
  const max = Math.max(1, ...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = max === 1 && total === 0 ? 0 : max;
  const width = 600;
  const height = 140;
  const bar = width / days.length;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={t`${total} applications in the last 30 days`}
      >
        {days.map((day, index) => {
          const h = Math.round((day.count / max) * height);
          return (
            <g key={day.day}>
              <title>{`${formatDate(day.day)}: ${day.count}`}</title>
              <rect
                x={index * bar + 2}
                y={height - h}
                width={bar - 4}
                height={Math.max(h, 1)}
                rx={2}
                fill={day.count ? "#1d4478" : "#d6e2f2"}
              />
            </g>
          );
        })}
      </svg>
      {/* The first and last day as text under the bars, not in the SVG, which scales its text down with it on a phone. */}
      <div className="mt-1 flex justify-between text-xs text-ink-muted">
        <span>{formatDate(days[0]?.day)}</span>
        <span>{formatDate(days[days.length - 1]?.day)}</span>
      </div>
      <figcaption className="mt-1 text-sm text-ink-muted">
        {t`${total} applications in the last 30 days (busiest day: ${busiest}).`}
      </figcaption>
    </figure>
  );
}
