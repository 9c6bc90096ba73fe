import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link, useNavigation, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { AlertForm } from "~/components/job/job-alert-form";
import { SearchForm } from "~/components/job/job-search-form";
import { JobCard } from "~/components/job-card";
import { viewerOf } from "~/components/quick-apply";
import { Pager } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ALL_LEVELS, ALL_STATES, jobSearchHref } from "../../common/schemas/jobs";
import { currentI18n } from "../../common/i18n";
import { jobFeedLink } from "../../common/job-feed";
import { pack, unpack } from "~/packed";
import { originFrom, pageMeta } from "~/seo";
import { applicantView } from "../../server/domain/applications";
import { searchJobs } from "../../server/domain/jobs";
import { savedJobIds } from "../../server/domain/saved-jobs";
import { loginRequired, requireSignedIn, type GuardArgs } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta({
    title: currentI18n()._(msg`Browse Jobs`),
    description: currentI18n()._(
      msg`Search IT, telecom, NOC and field jobs across India by title, city or skill.`,
    ),
    path: "/jobs",
    origin: originFrom(matches),
    noindex: true,
  }),
  // The RSS feed of this search (issue #24).
  ...(loaderData ? [jobFeedLink(loaderData.search, originFrom(matches))] : []),
];

// A visitor gets the 'Login Required' page (the error boundary below draws it).
const signedInToSearch = (args: GuardArgs) => requireSignedIn(args, loginRequired);

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, signedInToSearch, async (ctx) => {
    const result = await searchJobs(ctx, args.url.searchParams);
    const ids = result.jobs.map((job) => job.id);
    const { applicant, applied } = await applicantView(ctx, ids);
    // The Save / Saved buttons (issue #24): a candidate's own; staff save nothing.
    const saved = ctx.actor.role === "candidate" ? await savedJobIds(ctx, ids) : null;
    return {
      ...result,
      jobs: pack(result.jobs),
      applicant: viewerOf(ctx.actor.role, applicant),
      applied,
      saved,
    };
  });

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const { total, capped, page, pageCount, search, correctedQ, applicant, applied, saved } = loaderData;
  const jobs = unpack(loaderData.jobs);
  const appliedIds = new Set(applied);
  const savedIds = saved ? new Set(saved) : null;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/jobs";
  const filtered = Boolean(search.q) || search.state !== ALL_STATES || search.experience !== ALL_LEVELS;
  const totalShown = total.toLocaleString("en-IN");
  const count = String(total);
  const searched = search.q;

  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-navy-900">{t`Browse Jobs`}</h1>
      <p className="mt-1 text-ink-muted">{t`Search by job title, city or skill, and narrow down by state and experience.`}</p>
      <div className="mt-6">
        <SearchForm search={search} />
      </div>

      <div className="mt-6 flex min-h-8 flex-wrap items-baseline justify-between gap-2" aria-live="polite">
        <h2 className="text-xl font-bold text-navy-900">
          {capped
            ? t`${totalShown}+ Jobs Found`
            : t`${plural(total, { one: `${count} Job Found`, other: `${count} Jobs Found` })}`}
        </h2>
        {loading ? (
          <p className="text-ink-muted">{t`Loading job openings...`}</p>
        ) : pageCount > 1 ? (
          <p className="text-ink-muted">{t`Page ${page} of ${pageCount}`}</p>
        ) : null}
      </div>

      {applicant !== "staff" ? <AlertForm search={search} /> : null}

      {correctedQ ? (
        <p className="mt-1 text-ink-muted">{t`No jobs match “${searched}”. Showing results for “${correctedQ}”.`}</p>
      ) : null}

      {jobs.length === 0 ? (
        <EmptyState
          title={filtered ? t`No jobs match your search.` : t`No job openings available at the moment.`}
          className="mt-6"
        >
          {filtered ? (
            <>
              <p className="mt-2 text-ink-muted">{t`Try another word, or clear the filters to see every job.`}</p>
              <Link to="/jobs" className={buttonClass("ghost", "md", "mt-4")}>
                {t`Clear Filters`}
              </Link>
            </>
          ) : null}
        </EmptyState>
      ) : (
        <ul className={clsx("mt-4 grid gap-4 md:grid-cols-2", loading && "opacity-60")}>
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                variant="jobs"
                applicant={applicant}
                applied={appliedIds.has(job.id)}
                saved={savedIds?.has(job.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        href={(n) => jobSearchHref({ ...search, page: n })}
        className="mt-8"
      />
    </section>
  );
}
