import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link, useSearchParams } from "react-router";

/**
 * Builds links to the current page with some search parameters changed
 * (`null` removes one) and every other parameter kept as it is.
 */
export function useSearchHref() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `?${next.toString()}`;
  };
}

/** Page numbers to link: first, last, and two either side of the current page; "gap" where some are left out. */
export function pagesToShow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const n of sorted) {
    const last = result[result.length - 1];
    if (typeof last === "number" && n - last > 1) result.push("gap");
    result.push(n);
  }
  return result;
}

// At least 44 px square: a comfortable tap target on phones. Numbers are
// padded less, so seven of them (up to three digits) fit on one line at 390 px.
const item = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg font-semibold";
const idle = "text-navy-800 hover:bg-navy-50";

/**
 * Links through the pages of a list: Previous, the numbered pages (see
 * `pagesToShow`) and Next, on one line; on phones Previous and Next share a
 * line above the numbers. Plain links, so paging works without JavaScript; by
 * default they keep the other search parameters and change only `page`.
 * Renders nothing when everything fits on one page.
 */
export function Pager({
  page,
  pageCount,
  href,
  className,
}: {
  page: number;
  pageCount: number;
  /** The address of a page, when the default (`?…&page=n`, other parameters kept) does not fit. */
  href?: (page: number) => string;
  className?: string;
}) {
  const searchHref = useSearchHref();
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const to = href ?? ((n: number) => searchHref({ page: String(n) }));
  return (
    <nav
      aria-label={t`Pagination`}
      className={clsx("flex flex-wrap items-center gap-y-2 sm:justify-center sm:gap-x-1", className)}
    >
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={clsx(item, idle, "px-3")}>
          <span aria-hidden="true">←</span>
          {t`Previous`}
        </Link>
      ) : null}
      <ul className="order-last flex w-full flex-wrap items-center justify-center sm:order-none sm:w-auto sm:gap-1">
        {pagesToShow(page, pageCount).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} className="px-0.5 text-ink-muted sm:px-1" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                aria-label={t`Page ${n}`}
                aria-current={n === page ? "page" : undefined}
                className={clsx(item, "px-2", n === page ? "bg-navy-800 text-white" : idle)}
              >
                {n.toLocaleString("en-IN")}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={to(page + 1)} rel="next" className={clsx(item, idle, "ml-auto px-3 sm:ml-0")}>
          {t`Next`}
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
