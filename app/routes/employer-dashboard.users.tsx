// Employer dashboard, All Users (admins only): every registered candidate as
// a card, searched by name or city and paged 24 at a time.
import { ph } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Form, redirect, useSearchParams } from "react-router";
import { Pager } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { selectClass } from "~/components/ui/field";
import { formatDate, formatLpa } from "../../common/format";
import { translateText } from "../../common/i18n";
import { pageNumber } from "../../common/schemas/paging";
import { listCandidates } from "../../server/domain/employer";
import { accessDenied, requireAdmin, type GuardArgs } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.users";

// An employer has no such tab: they get the dashboard's first, as they did before it was a route.
const adminsOnly = (args: GuardArgs) =>
  requireAdmin(args, (actor, guardArgs) =>
    actor?.role === "employer" ? redirect("/employer-dashboard/orders") : accessDenied(actor, guardArgs),
  );

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, adminsOnly, async (ctx) => ({
    users: await listCandidates(ctx, {
      q: args.url.searchParams.get("q"),
      page: pageNumber(args.url.searchParams.get("page")),
    }),
  }));

export default function AllUsersTab({ loaderData }: Route.ComponentProps) {
  const { users } = loaderData;
  const [params] = useSearchParams();
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-navy-900">{t`All Registered Users`}</h2>
        <span className="rounded-full bg-navy-800 px-3 py-0.5 text-sm font-semibold text-white">
          {t`Total Candidates: ${ph({ total: users.total })}`}
        </span>
      </div>
      <Form method="get" className="flex gap-2">
        <label htmlFor="user-search" className="sr-only">
          {t`Search candidates by name or city`}
        </label>
        <input
          id="user-search"
          name="q"
          defaultValue={params.get("q") ?? ""}
          placeholder={t`Search by name or city`}
          className={clsx(selectClass, "max-w-sm")}
        />
        <button type="submit" className={buttonClass("secondary")}>
          {t`Search`}
        </button>
      </Form>
      {users.cards.length === 0 ? (
        <EmptyState>{t`No registered users`}</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {users.cards.map((card) => (
            <li
              key={card.id}
              className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 text-sm"
            >
              <p className="text-base font-semibold text-navy-900">{card.name || t`Name not given`}</p>
              <p className="text-ink-muted">
                {/* 'Not specified' and the experience's label are the domain's English words. */}
                {translateText(card.city)} · {translateText(card.experience)}
              </p>
              <p className="mt-2">
                {t`Expected: ${ph({ salary: formatLpa(card.expectedSalary, { rupeeSign: true }) })}`}
              </p>
              {card.currentRole ? (
                <p>
                  {t`${ph({ designation: card.currentRole.designation })} at ${ph({ company: card.currentRole.company })}`}
                </p>
              ) : null}
              {card.latestEducation ? (
                <p className="text-ink-muted">
                  {card.latestEducation.course_name}, {card.latestEducation.institute_name}
                  {card.latestEducation.year_of_passing ? ` (${card.latestEducation.year_of_passing})` : ""}
                </p>
              ) : null}
              {card.summary ? <p className="mt-2 line-clamp-2 text-ink-muted">{card.summary}</p> : null}
              {card.skills.length ? (
                <ul className="mt-3 flex flex-wrap gap-1.5">
                  {card.skills.map((skill) => (
                    <li key={skill} className="rounded-full bg-navy-50 px-2 py-0.5 text-xs text-navy-900">
                      {skill}
                    </li>
                  ))}
                  {card.moreSkills ? (
                    <li className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                      {t`+${ph({ count: card.moreSkills })} more`}
                    </li>
                  ) : null}
                </ul>
              ) : null}
              <p className="mt-auto pt-3 text-xs text-ink-muted">
                {t`Registered ${ph({ date: formatDate(card.registeredAt) })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={users.page} pageCount={users.pageCount} />
    </div>
  );
}
