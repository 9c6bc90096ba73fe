// One open job order on the Orders tab (issue #37, decision 0052): what it
// is and for whom, how far it is filled, its candidates by stage (the new
// ones first), and its dates. A card on a phone; on a wide screen one dense
// row, its parts in columns that line up from order to order.
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatDate } from "../../../../common/format";
import { orderStages, type JobOrder, type OrderStage } from "../../../../common/schemas/job-orders";
import { PriorityBadge } from "./priority";

/** The strip's short stage names; "applied" is what a recruiter has not looked at yet: new. */
// Their own context, so a language can keep them as short as the strip's cells.
const stripLabels: Record<OrderStage, MessageDescriptor> = {
  applied: msg({ message: "New", context: "order strip" }),
  screening: msg({ message: "Screening", context: "order strip" }),
  submitted: msg({ message: "Submitted", context: "order strip" }),
  client_interview: msg({ message: "Interview", context: "order strip" }),
  offered: msg({ message: "Offered", context: "order strip" }),
  joined: msg({ message: "Joined", context: "order strip" }),
};

export function OrderCard({ order, showOwner }: { order: JobOrder; showOwner: boolean }) {
  const { t } = useLingui();
  const fresh = order.stages.applied;
  const filled = order.placed >= order.openings;
  return (
    <li
      className={clsx(
        // A phone: the order, then placed and dates side by side, the stages, the links. A wide
        // screen: one row, the order and its links first, then placed, the stages, the dates.
        "grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border bg-white p-4",
        "lg:grid-cols-[minmax(0,1fr)_8rem_25rem_12rem] lg:items-center lg:gap-x-5 lg:gap-y-2",
        order.overdue || order.priority === "urgent" ? "border-red-300" : "border-stone-200",
      )}
    >
      <div className="col-span-2 min-w-0 lg:col-span-1 lg:col-start-1 lg:row-start-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <PriorityBadge priority={order.priority} />
          {order.overdue ? (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">{t`Overdue`}</span>
          ) : null}
          {filled ? (
            <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
              {t`All placed`}
            </span>
          ) : null}
        </div>
        <h3 className="mt-1 font-semibold break-words text-navy-900">
          <Link to={`/employer-dashboard/jobs/${order.id}/pipeline`} className="hover:underline">
            {order.title}
          </Link>
        </h3>
        <p className="text-sm break-words text-ink-muted">
          {/* What staff typed, in elements of their own, apart from the interface's words. */}
          <span>{order.client}</span>
          {order.confidential ? <> · {t`Confidential`}</> : null}
        </p>
        {showOwner ? (
          <p className="text-sm break-words text-ink-muted">
            {t`Owner`}: {order.owner ? <span>{order.owner}</span> : t`nobody (admins only)`}
          </p>
        ) : null}
      </div>
      <Placed order={order} />
      <Dates order={order} />
      <StageStrip order={order} />
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1 lg:col-start-1 lg:row-start-2">
        <Link
          to={`/employer-dashboard/jobs/${order.id}/pipeline`}
          className={buttonClass("ghost", "sm")}
          aria-label={t`Pipeline board: ${order.title}`}
        >
          {t`Pipeline board`}
        </Link>
        <Link
          to={`/employer-dashboard/applications?job=${order.id}${fresh ? "&status=applied&sort=oldest" : ""}`}
          className={buttonClass(fresh ? "secondary" : "ghost", "sm")}
          aria-label={fresh ? t`Review ${fresh} new: ${order.title}` : t`Applications: ${order.title}`}
        >
          {fresh ? t`Review ${fresh} new` : t`Applications`}
        </Link>
      </div>
    </li>
  );
}

function Placed({ order }: { order: JobOrder }) {
  const { t } = useLingui();
  const { placed, openings } = order;
  const share = Math.min(100, Math.round((placed / openings) * 100));
  return (
    <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <p className="text-sm text-ink">
        <strong className="text-base text-navy-900">{t`${placed} of ${openings}`}</strong> {t`placed`}
      </p>
      <div className="mt-1 h-1.5 rounded-full bg-stone-200" aria-hidden="true">
        <div className="h-full rounded-full bg-green-600" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

function StageStrip({ order }: { order: JobOrder }) {
  const { i18n, t } = useLingui();
  return (
    <dl
      className="col-span-2 grid grid-cols-3 gap-1 sm:grid-cols-6 lg:col-span-1 lg:col-start-3 lg:row-span-2 lg:row-start-1"
      aria-label={t`Candidates by stage`}
    >
      {orderStages.map((stage) => {
        const count = order.stages[stage];
        const fresh = stage === "applied" && count > 0;
        return (
          <div
            key={stage}
            className={clsx(
              // A phone: the name and the count on one line, three stages a row; wider: six columns.
              "flex items-baseline justify-between gap-1 rounded-lg px-2 py-1 sm:block sm:px-1.5",
              fresh ? "bg-orange-50 ring-1 ring-orange-300" : "bg-surface-muted",
            )}
          >
            <dt className="min-w-0 text-xs leading-tight text-ink-muted">{i18n._(stripLabels[stage])}</dt>
            <dd className={clsx("font-semibold", count ? "text-navy-900" : "text-stone-500")}>{count}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function Dates({ order }: { order: JobOrder }) {
  const { t } = useLingui();
  const days = order.days_to_target;
  return (
    <div className="space-y-0.5 text-sm lg:col-start-4 lg:row-span-2 lg:row-start-1">
      <p className="text-ink">
        {t`${plural(order.days_open, { 0: "Opened today", one: "Open # day", other: "Open # days" })}`}
      </p>
      {order.target_date !== null && days !== null ? (
        <p className={order.overdue ? "font-semibold text-red-800" : "text-ink"}>
          {t`Target ${formatDate(order.target_date)}`}
          {" · "}
          {days < 0
            ? t`${plural(-days, { one: "# day overdue", other: "# days overdue" })}`
            : days === 0
              ? t`today`
              : t`${plural(days, { one: "in # day", other: "in # days" })}`}
        </p>
      ) : (
        <p className="text-ink-muted">{t`No target date`}</p>
      )}
      {order.waiting_days !== null ? (
        <p className={order.waiting_days >= 3 ? "font-semibold text-accent-800" : "text-ink-muted"}>
          {t`${plural(order.waiting_days, {
            0: "Oldest new application: today",
            one: "Oldest new application: # day",
            other: "Oldest new application: # days",
          })}`}
        </p>
      ) : null}
    </div>
  );
}
