import { site } from "~/site.config";

/** The firm's mark: a fibre strand meeting a tower, drawn as SVG. */
export function Logo({ className = "h-9 w-auto", light = false }: { className?: string; light?: boolean }) {
  const [first, ...rest] = site.name.split(" ");
  const ink = light ? "#ffffff" : "#0b1f3a";
  return (
    <svg
      viewBox={`0 0 ${rest.length ? 56 + first.length * 11 + rest.join(" ").length * 7.2 : 56 + first.length * 11} 40`}
      className={className}
      role="img"
      aria-label={site.name}
    >
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 34 L18 6 L30 34" stroke={ink} strokeWidth="3.5" />
        <path d="M11 22 H25" stroke={ink} strokeWidth="2.5" />
        <path d="M18 6 C 26 -1, 36 4, 36 12" stroke="#f26b1d" strokeWidth="3" />
        <circle cx="36" cy="14" r="2.6" fill="#f26b1d" />
      </g>
      <text x="46" y="27" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="700" fill={ink}>
        {first}
      </text>
      <text
        x={50 + first.length * 11}
        y="27"
        fontFamily="system-ui, sans-serif"
        fontSize="12"
        fontWeight="500"
        fill={light ? "#d6e2f2" : "#4c5360"}
      >
        {rest.join(" ")}
      </text>
    </svg>
  );
}
