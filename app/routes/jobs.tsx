import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link, useNavigation, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { AlertForm } from "~/components/job/job-alert-form";
import { isFiltered, SearchForm } from "~/components/job/job-search-form";
import { JobCard } from "~/components/job-card";
import { viewerOf } from "~/components/quick-apply";
import { Pager } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { jobSearchHref, withoutDefaultPlaces } from "../../common/schemas/jobs";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { jobFeedLink } from "../../common/job-feed";
import { pack, unpack } from "~/packed";
import { originFrom, pageMeta } from "~/seo";
import { visitorPage } from "~/visitor-pages";
import { applicantView } from "../../server/domain/applications";
import { searchJobs } from "../../server/domain/jobs";
import { savedJobIds } from "../../server/domain/saved-jobs";
import { openToAll } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/jobs";

// Anyone may search (issue #36, decision 0042, superseding SPEC §/jobs
// 'Login required'); a visitor gets the page without React (decision 0025).
export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => [
  ...pageMeta({
    title: currentI18n()._(msg`Browse Jobs`),
    description: currentI18n()._(
      msg`Search IT, telecom, NOC and field jobs across India by title, city or skill.`,
    ),
    path: "/jobs",
    origin: originFrom(matches),
    // Every job, newest first, may be indexed; a search, a filter, an order
    // or a page is a search result, which search engines should not index
    // (decision 0042). Its links are still followed, to the job pages.
    noindex: location.search.length > 1,
  }),
  // The RSS feed of this search (issue #24).
  ...(loaderData ? [jobFeedLink(loaderData.search, originFrom(matches))] : []),
];

// Open to everyone; who is looking decides only each job's buttons.
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async (ctx) => {
    const result = await searchJobs(ctx, args.url.searchParams);
    const ids = result.jobs.map((job) => job.id);
    const { applicant, applied } = await applicantView(ctx, ids);
    // The Save / Saved buttons (issue #24): a candidate's own; staff save nothing.
    const saved = ctx.actor?.role === "candidate" ? await savedJobIds(ctx, ids) : null;
    return {
      ...result,
      // The places' defaults left out of the page's data (decision 0053).
      jobs: pack(result.jobs.map(withoutDefaultPlaces)),
      applicant: viewerOf(ctx.actor?.role, applicant),
      applied,
      saved,
    };
  });

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const { total, capped, page, pageCount, search, correctedQ, applicant, applied, saved } = loaderData;
  const jobs = unpack(loaderData.jobs);
  const appliedIds = new Set(applied);
  const savedIds = saved ? new Set(saved) : null;
  const loading = navigation.state === "loading" && navigation.location.pathname === to("/jobs");
  const filtered = isFiltered(search);
  const totalShown = total.toLocaleString("en-IN");
  const count = String(total);
  const searched = search.q;

  return (
    <section className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t`Browse Jobs`}</h1>
      <p className="mt-1 text-ink-muted">{t`Search by job title, city or skill; narrow down by state, experience, salary, job type and work mode.`}</p>
      <div className="mt-4 sm:mt-6">
        <SearchForm search={search} />
      </div>

      <div className="mt-5 flex min-h-8 flex-wrap items-baseline justify-between gap-2" aria-live="polite">
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
              <Link to={to("/jobs")} className={buttonClass("ghost", "md", "mt-4")}>
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
                from="search"
              />
            </li>
          ))}
        </ul>
      )}
      {/* After the results, so on a phone they come first. */}
      {applicant !== "staff" ? <AlertForm search={search} /> : null}
      <Pager
        page={page}
        pageCount={pageCount}
        href={(n) => jobSearchHref({ ...search, page: n }, to("/jobs"))}
        className="mt-8"
      />
    </section>
  );
}
