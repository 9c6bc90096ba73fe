import { clsx } from "clsx";
import { NavLink, Outlet } from "react-router";

export interface DashboardTab {
  to: string;
  label: string;
}

/**
 * A dashboard's tab bar and, under it, the box its current tab's route renders
 * into. The bar wraps rather than scrolls, so every tab's name and the current
 * tab show on a phone (decision 0020); `twoColumns` lines a long list up in two
 * columns there. The current tab is a filled chip (aria-current="page", set by
 * NavLink). `className`: the bar's margin.
 */
export function DashboardTabs({
  label,
  tabs,
  twoColumns = false,
  className,
}: {
  /** The nav's accessible name. */
  label: string;
  tabs: readonly DashboardTab[];
  twoColumns?: boolean;
  className?: string;
}) {
  return (
    <>
      <nav
        aria-label={label}
        className={clsx(
          twoColumns ? "grid grid-cols-2 gap-1 sm:flex sm:flex-wrap" : "flex flex-wrap gap-1",
          className,
        )}
      >
        {tabs.map((tab) => (
          <NavLink
            // By label: a tab's address may carry the page's query.
            key={tab.label}
            to={tab.to}
            className={({ isActive }) =>
              clsx(
                "flex min-h-11 items-center justify-center rounded-lg py-2 text-center text-sm font-semibold",
                twoColumns ? "px-3 sm:px-4" : "px-4",
                isActive ? "bg-navy-900 text-white" : "bg-surface-muted text-navy-900 hover:bg-navy-50",
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div data-dashboard-tab className="mt-4 border-t border-stone-200 pt-4">
        <Outlet />
      </div>
    </>
  );
}
