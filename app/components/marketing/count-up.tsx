import { useEffect } from "react";
import { countUps } from "../visitor-script";

/**
 * A number that counts up from 0 when it scrolls into view (SPEC §2: 1500 ms
 * by default, optional prefix and suffix). This is only the markup, with the
 * final value in it: right without JavaScript, for search engines and for
 * screen readers (which only ever hear the final value). `countUps`
 * (components/visitor-script.ts) animates it. An invisible copy of the final value holds the width, so the
 * layout never shifts while the digits change.
 */
export function CountUp({
  end,
  prefix = "",
  suffix = "",
  durationMs = 1500,
}: {
  end: number;
  prefix?: string;
  suffix?: string;
  durationMs?: number;
}) {
  const final = `${prefix}${end}${suffix}`;
  return (
    <span className="inline-grid tabular-nums">
      <span className="sr-only">{final}</span>
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {final}
      </span>
      <span
        aria-hidden="true"
        className="col-start-1 row-start-1"
        data-count-up={end}
        data-prefix={prefix}
        data-suffix={suffix}
        data-duration={durationMs}
      >
        {final}
      </span>
    </span>
  );
}

/**
 * Animates every CountUp on a page React hydrates (a signed-in user's); a
 * visitor's page runs the same function from the visitor script.
 */
export function useCountUps() {
  useEffect(() => countUps(), []);
}
