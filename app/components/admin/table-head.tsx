import { Link } from "react-router";
import { useSearchHref } from "~/components/pager";

export type Column =
  | string
  | {
      label: string;
      /** The `sort` search parameter for this column: its header becomes a link that sorts by it. */
      sort?: string;
      /** The label is for screen readers only (a column of buttons). */
      hidden?: boolean;
    };

const th = "border-b border-stone-200 bg-surface-muted px-3 py-2.5 font-semibold text-navy-900";

/**
 * The header row of an admin table. Sortable columns link to `?sort=key&dir=…`
 * (other search parameters kept, back to page 1): descending first, and the
 * other direction when the column is already sorted descending.
 */
export function TableHead({ columns, sort }: { columns: Column[]; sort?: { key: string; dir: string } }) {
  const link = useSearchHref();
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, sort: key, hidden } = typeof column === "string" ? { label: column } : column;
          const active = key !== undefined && sort?.key === key;
          return (
            <th
              key={label}
              scope="col"
              className={th}
              aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
            >
              {hidden ? (
                <span className="sr-only">{label}</span>
              ) : key !== undefined ? (
                <Link
                  to={link({ sort: key, dir: active && sort.dir === "desc" ? "asc" : "desc", page: null })}
                  className="inline-flex min-h-11 min-w-11 items-center hover:underline"
                >
                  {label}
                  {active ? (sort.dir === "asc" ? " ▲" : " ▼") : ""}
                </Link>
              ) : (
                label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
