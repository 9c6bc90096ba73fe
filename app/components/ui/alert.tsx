import { clsx } from "clsx";
import type { ReactNode } from "react";

/** An in-page message: the no-JavaScript twin of a toast, announced to screen readers. */
export function Alert({
  tone = "error",
  title,
  children,
}: {
  tone?: "error" | "success" | "info";
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "rounded-lg border px-4 py-3 text-sm",
        tone === "error" && "border-red-300 bg-red-50 text-red-900",
        tone === "success" && "border-green-300 bg-green-50 text-green-900",
        tone === "info" && "border-navy-200 bg-navy-50 text-navy-900",
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div>{children}</div> : null}
    </div>
  );
}
