import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * What a list shows when it has nothing in it: a dashed box. Without a title
 * the children are the (muted) message; with one, the title leads and the
 * children follow (a hint, a link onward). `className`: its margin.
 */
export function EmptyState({
  title,
  children,
  className,
}: {
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const box = clsx("rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center", className);
  if (title === undefined) return <p className={clsx(box, "text-ink-muted")}>{children}</p>;
  return (
    <div className={box}>
      <p className="text-lg font-semibold text-navy-900">{title}</p>
      {children}
    </div>
  );
}
