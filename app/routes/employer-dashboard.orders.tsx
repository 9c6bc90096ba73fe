// Employer dashboard, Orders (issue #37, decision 0052): the recruiter's open
// job orders, what needs attention first: urgent or overdue, then new
// applications waiting longest, then the nearest target date. The admin sees
// everyone's, or one recruiter's. Where the dashboard opens.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { NoOrders } from "~/components/employer/orders/no-orders";
import { OrderCard } from "~/components/employer/orders/order-card";
import { OwnerFilter } from "~/components/employer/orders/owner-filter";
import { Pager } from "~/components/pager";
import { listJobOrders, recruiterChoices } from "../../server/domain/job-orders";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.orders";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => {
    const { searchParams } = args.url;
    const isAdmin = ctx.actor.role === "admin";
    const [list, owners] = await Promise.all([
      listJobOrders(ctx, { page: searchParams.get("page"), owner: searchParams.get("owner") }),
      isAdmin ? recruiterChoices(ctx) : null,
    ]);
    return { ...list, owners };
  });

export default function OrdersTab({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { orders, total, page, pageCount, owners, owner } = loaderData;
  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="orders-heading" className="text-lg font-semibold text-navy-900">
            {owners ? t`Open job orders` : t`My open job orders`}
          </h2>
          <p className="text-sm text-ink-muted">
            {total
              ? t`${plural(total, { one: "# open order", other: "# open orders" })}: what needs attention first.`
              : null}
          </p>
        </div>
        {owners ? <OwnerFilter owners={owners} owner={owner} /> : null}
      </div>
      {orders.length === 0 && page === 1 ? (
        <NoOrders filtered={owner !== null} />
      ) : (
        <ol className="space-y-3">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} showOwner={owners !== null} />
          ))}
        </ol>
      )}
      <Pager page={page} pageCount={pageCount} />
    </section>
  );
}
