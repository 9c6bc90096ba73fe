import { clsx } from "clsx";

/**
 * A line icon from the sprite public/images/icons.svg; decorative, so hidden
 * from screen readers. The sprite is fetched once and cached, so a list of
 * cards repeats a short reference rather than the drawing.
 */
export function Icon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={clsx("shrink-0", className)}
    >
      <use href={`/images/icons.svg#${name}`} />
    </svg>
  );
}
