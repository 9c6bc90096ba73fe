import { useEffect } from "react";

/**
 * A number that counts up from 0 when it scrolls into view (SPEC §2: 1500 ms
 * by default, optional prefix and suffix). This is only the markup, with the
 * final value in it: right without JavaScript, for search engines and for
 * screen readers (which only ever hear the final value). `useCountUps`
 * animates it. An invisible copy of the final value holds the width, so the
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
 * Animates every CountUp on the page once it is 40% visible. Nothing moves
 * under prefers-reduced-motion, and the final values are restored when the
 * page unmounts.
 */
export function useCountUps() {
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) return;
    const frames = new Set<number>();
    const nodes = [...document.querySelectorAll<HTMLElement>("[data-count-up]")];
    const finalOf = (node: HTMLElement, value = Number(node.dataset.countUp)) =>
      `${node.dataset.prefix ?? ""}${value}${node.dataset.suffix ?? ""}`;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const node = entry.target as HTMLElement;
          const end = Number(node.dataset.countUp);
          const duration = Number(node.dataset.duration) || 1500;
          const start = performance.now();
          const tick = (now: number) => {
            const progress = Math.min(1, (now - start) / duration);
            node.textContent = finalOf(node, Math.round(end * (1 - (1 - progress) ** 3)));
            if (progress < 1) frames.add(requestAnimationFrame(tick));
          };
          node.textContent = finalOf(node, 0);
          frames.add(requestAnimationFrame(tick));
        }
      },
      { threshold: 0.4 },
    );
    nodes.forEach((node) => observer.observe(node));
    return () => {
      observer.disconnect();
      frames.forEach(cancelAnimationFrame);
      nodes.forEach((node) => (node.textContent = finalOf(node)));
    };
  }, []);
}
