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
  indianStates,
  jobSearchHref,
  MAX_SEARCH_LENGTH,
  type JobSearch,
} from "~/schemas/jobs";
import { pack, unpack } from "~/packed";
import { originFrom, pageMeta } from "~/seo";
import { applicantView } from "../../server/domain/applications";
import { searchJobs } from "../../server/domain/jobs";
import { loginRequired, requireSignedIn } from "../../server/http/guards";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Browse Jobs",
    description: "Search IT, telecom, NOC and field jobs across India by title, city or skill.",
    path: "/jobs",
    origin: originFrom(matches),
    noindex: true,
  });

export async function loader(args: Route.LoaderArgs) {
  // A visitor gets the 'Login Required' page (the error boundary below draws it).
  const ctx = await requireSignedIn(args, loginRequired);
  const result = await searchJobs(ctx, args.url.searchParams);
  const { applicant, applied } = await applicantView(
    ctx,
    result.jobs.map((job) => job.id),
  );
  return { ...result, jobs: pack(result.jobs), applicant: viewerOf(ctx.actor.role, applicant), applied };
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

function SearchForm({ search }: { search: JobSearch }) {
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
      aria-label="Jobs"
      className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        submitForm(event.currentTarget);
      }}
    >
      <div className="col-span-2 space-y-1 md:col-span-1">
        <label htmlFor="job-search-q" className="text-sm font-medium">
          Search
        </label>
        <input
          id="job-search-q"
          type="search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Job title, city or skill"
          enterKeyHint="search"
          className={inputClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="job-search-state" className="text-sm font-medium">
          State
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
          <option value={ALL_STATES}>All states</option>
          {indianStates.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="job-search-experience" className="text-sm font-medium">
          Experience
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
          <option value={ALL_LEVELS}>All levels</option>
          {experienceLevels.map((level) => (
            <option key={level.value} value={level.value}>
              {level.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex gap-2 md:col-span-1">
        <Button type="submit" className="flex-1 md:flex-none">
          Search
        </Button>
        {filtered ? (
          <Link to="/jobs" className={buttonClass("ghost", "md", "flex-1 whitespace-nowrap md:flex-none")}>
            Clear Filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { total, capped, page, pageCount, search, correctedQ, applicant, applied } = loaderData;
  const jobs = unpack(loaderData.jobs);
  const appliedIds = new Set(applied);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/jobs";
  const filtered = Boolean(search.q) || search.state !== ALL_STATES || search.experience !== ALL_LEVELS;

  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-navy-900">Browse Jobs</h1>
      <p className="mt-1 text-ink-muted">
        Search by job title, city or skill, and narrow down by state and experience.
      </p>
      <div className="mt-6">
        <SearchForm search={search} />
      </div>

      <div className="mt-6 flex min-h-8 flex-wrap items-baseline justify-between gap-2" aria-live="polite">
        <h2 className="text-xl font-bold text-navy-900">
          {capped
            ? `${total.toLocaleString("en-IN")}+ Jobs Found`
            : `${total} ${total === 1 ? "Job" : "Jobs"} Found`}
        </h2>
        {loading ? (
          <p className="text-ink-muted">Loading job openings...</p>
        ) : pageCount > 1 ? (
          <p className="text-ink-muted">
            Page {page} of {pageCount}
          </p>
        ) : null}
      </div>

      {correctedQ ? (
        <p className="mt-1 text-ink-muted">
          No jobs match “{search.q}”. Showing results for “{correctedQ}”.
        </p>
      ) : null}

      {jobs.length === 0 ? (
        <EmptyState
          title={filtered ? "No jobs match your search." : "No job openings available at the moment."}
          className="mt-6"
        >
          {filtered ? (
            <>
              <p className="mt-2 text-ink-muted">Try another word, or clear the filters to see every job.</p>
              <Link to="/jobs" className={buttonClass("ghost", "md", "mt-4")}>
                Clear Filters
              </Link>
            </>
          ) : null}
        </EmptyState>
      ) : (
        <ul className={clsx("mt-4 grid gap-4 md:grid-cols-2", loading && "opacity-60")}>
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} variant="jobs" applicant={applicant} applied={appliedIds.has(job.id)} />
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
