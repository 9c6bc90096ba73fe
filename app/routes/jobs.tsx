import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useState } from "react";
import { Form, Link, useNavigate, useNavigation, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { JobCard } from "~/components/job-card";
import { viewerOf } from "~/components/quick-apply";
import { Pager } from "~/components/pager";
import { Button, buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClass, selectClass } from "~/components/ui/field";
import {
  ALL_LEVELS,
  ALL_STATES,
  experienceLevels,
  jobSearchHref,
  MAX_SEARCH_LENGTH,
  type JobSearch,
} from "../../common/schemas/jobs";
import { indianStates } from "../../common/schemas/indian-states";
import { currentI18n, translateText } from "../../common/i18n";
import { jobFeedLink } from "../../common/job-feed";
import { alertFrequencies } from "../../common/schemas/job-alerts";
import { pack, unpack } from "~/packed";
import { originFrom, pageMeta } from "~/seo";
import { applicantView } from "../../server/domain/applications";
import { searchJobs } from "../../server/domain/jobs";
import { savedJobIds } from "../../server/domain/saved-jobs";
import { loginRequired, requireSignedIn } from "../../server/http/guards";
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

export async function loader(args: Route.LoaderArgs) {
  // A visitor gets the 'Login Required' page (the error boundary below draws it).
  const ctx = await requireSignedIn(args, loginRequired);
  const result = await searchJobs(ctx, args.url.searchParams);
  const { applicant, applied } = await applicantView(
    ctx,
    result.jobs.map((job) => job.id),
  );
  // The Save / Saved buttons (issue #24): a candidate's own; staff save nothing.
  const saved =
    ctx.actor.role === "candidate"
      ? await savedJobIds(
          ctx,
          result.jobs.map((job) => job.id),
        )
      : null;
  return {
    ...result,
    jobs: pack(result.jobs),
    applicant: viewerOf(ctx.actor.role, applicant),
    applied,
    saved,
  };
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

function SearchForm({ search }: { search: JobSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The fields follow the URL (back and forward buttons, Clear Filters).
  const [q, setQ] = useState(search.q);
  const [state, setState] = useState<string>(search.state);
  const [experience, setExperience] = useState<string>(search.experience);
  const urlKey = `${search.q}\n${search.state}\n${search.experience}`;
  const [shownKey, setShownKey] = useState(urlKey);
  if (shownKey !== urlKey) {
    setShownKey(urlKey);
    setQ(search.q);
    setState(search.state);
    setExperience(search.experience);
  }

  const filtered = Boolean(search.q) || search.state !== ALL_STATES || search.experience !== ALL_LEVELS;
  // Choosing a filter searches at once; the default values stay out of the URL.
  const submitForm = (form: HTMLFormElement | null) => {
    if (!form) return;
    const data = new FormData(form);
    navigate(
      jobSearchHref({
        q: String(data.get("q") ?? "")
          .replace(/\s+/g, " ")
          .trim(),
        state: String(data.get("state")) as JobSearch["state"],
        experience: String(data.get("experience")) as JobSearch["experience"],
      }),
    );
  };

  return (
    <Form
      method="get"
      action="/jobs"
      role="search"
      aria-label={t`Jobs`}
      className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        submitForm(event.currentTarget);
      }}
    >
      <div className="col-span-2 space-y-1 md:col-span-1">
        <label htmlFor="job-search-q" className="text-sm font-medium">
          {t`Search`}
        </label>
        <input
          id="job-search-q"
          type="search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t`Job title, city or skill`}
          enterKeyHint="search"
          className={inputClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="job-search-state" className="text-sm font-medium">
          {t`State`}
        </label>
        <select
          id="job-search-state"
          name="state"
          value={state}
          onChange={(event) => {
            setState(event.target.value);
            submitForm(event.target.form);
          }}
          className={selectClass}
        >
          <option value={ALL_STATES}>{t`All states`}</option>
          {indianStates.map((name) => (
            <option key={name} value={name}>
              {translateText(name)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="job-search-experience" className="text-sm font-medium">
          {t`Experience`}
        </label>
        <select
          id="job-search-experience"
          name="experience"
          value={experience}
          onChange={(event) => {
            setExperience(event.target.value);
            submitForm(event.target.form);
          }}
          className={selectClass}
        >
          <option value={ALL_LEVELS}>{t`All levels`}</option>
          {experienceLevels.map((level) => (
            <option key={level.value} value={level.value}>
              {translateText(level.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex gap-2 md:col-span-1">
        <Button type="submit" className="flex-1 md:flex-none">
          {t`Search`}
        </Button>
        {filtered ? (
          <Link to="/jobs" className={buttonClass("ghost", "md", "flex-1 whitespace-nowrap md:flex-none")}>
            {t`Clear Filters`}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * "E-mail me jobs like these" (issue #24): this search as a job alert, daily
 * or weekly. A plain post to /job-alerts/new, which sends the candidate on
 * to their alerts with a toast.
 */
function AlertForm({ search }: { search: JobSearch }) {
  const { t } = useLingui();
  return (
    <Form
      method="post"
      action="/job-alerts/new"
      className="mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-navy-100 bg-navy-50 px-3 py-2"
    >
      <input type="hidden" name="q" value={search.q} />
      <input type="hidden" name="state" value={search.state} />
      <input type="hidden" name="experience" value={search.experience} />
      <label htmlFor="alert-frequency" className="text-sm font-medium text-navy-900">
        {t`How often`}
      </label>
      <select
        id="alert-frequency"
        name="frequency"
        defaultValue="daily"
        // As narrow as its words, beside the label and the button.
        className={selectClass.replace("w-full", "w-auto")}
      >
        {alertFrequencies.map((frequency) => (
          <option key={frequency.value} value={frequency.value}>
            {translateText(frequency.label)}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" size="sm">
        {t`E-mail me jobs like these`}
      </Button>
    </Form>
  );
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
