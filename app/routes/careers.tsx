import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { JobCard } from "~/components/job-card";
import { viewerOf } from "~/components/quick-apply";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { jobFeedLink, newestJobs } from "../../common/job-feed";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import { applicantView } from "../../server/domain/applications";
import { listCareerJobs, searchJobs } from "../../server/domain/jobs";
import { openToAll } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/careers";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

const siteName = site.name;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: currentI18n()._(msg`Careers: Join Our Team`),
    description: currentI18n()._(
      msg`Current openings at ${siteName} and our clients: NOC, network, telecom, cloud and field jobs across India. Apply in two taps.`,
    ),
    path: "/careers",
    origin: originFrom(matches),
  }),
  // The RSS feed of the newest jobs (issue #24).
  jobFeedLink(newestJobs, originFrom(matches)),
];

// Open to everyone; who is looking decides only each job's apply button.
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async (ctx) => {
    // The newest 20 here, and how many /jobs lists (issue #36): its own
    // search without a text, counted up to 1,000 and kept with its results.
    const [jobs, all] = await Promise.all([listCareerJobs(ctx), searchJobs(ctx, {})]);
    const { applicant, applied } = await applicantView(
      ctx,
      jobs.map((job) => job.id),
    );
    return {
      jobs,
      total: all.total,
      capped: all.capped,
      applicant: viewerOf(ctx.actor?.role, applicant),
      applied,
    };
  });

const benefits = [
  {
    title: msg`Learn and Certify`,
    text: msg`Classroom and on-the-job training, with CCNA, cloud and safety certifications paid for.`,
    icon: "M4 7l8-4 8 4-8 4-8-4zM7 9v5c0 1.5 2.2 3 5 3s5-1.5 5-3V9",
  },
  {
    title: msg`Health and Security`,
    text: msg`Medical insurance for you and your family, PF and ESIC from the first month.`,
    icon: "M12 21s-8-4.5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6.5-8 11-8 11z",
  },
  {
    title: msg`Work Across India`,
    text: msg`Projects in more than 10 states: NOCs, tower sites, data centres and client offices.`,
    icon: "M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  },
  {
    title: msg`Grow With Us`,
    text: msg`Clear paths from L1 to L3, field to supervisor, with reviews every six months.`,
    icon: "M4 18l6-6 4 4 6-8M14 8h6v6",
  },
];

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { jobs, total, capped, applicant, applied } = loaderData;
  const appliedIds = new Set(applied);
  const { t, i18n } = useLingui();
  const to = useLocalizedPath();
  const count = total.toLocaleString("en-IN");
  const viewAll = capped
    ? t`View all ${count}+ jobs`
    : t`${plural(total, { one: `View the ${count} job`, other: `View all ${count} jobs` })}`;
  return (
    <>
      <section className="bg-navy-900 text-white">
        <div className="mx-auto max-w-[1200px] px-4 py-12 sm:py-16">
          <p className="font-semibold text-accent-500">{t`Careers at ${siteName}`}</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-5xl">{t`Join Our Team`}</h1>
          <p className="mt-4 max-w-2xl text-lg text-navy-100">
            {t`Build and run the networks India depends on. Fresher or expert, in a NOC or on a tower, there is a place for you here.`}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <a href="#openings" className={buttonClass("primary", "lg")}>
              {t`See Current Openings`}
            </a>
            <Link to={to("/jobs")} className={buttonClass("outline-light", "lg")}>
              {t`Search All Jobs`}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="mx-auto max-w-[1200px] px-4 py-8 sm:py-14">
        <h2 id="benefits-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          {t`Why work with us`}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <li
              key={benefit.icon}
              className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:block sm:p-5"
            >
              <svg
                width="32"
                height="32"
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="shrink-0 text-accent-700"
              >
                <path
                  d={benefit.icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <div>
                <h3 className="text-lg font-bold text-navy-900 sm:mt-3">{i18n._(benefit.title)}</h3>
                <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{i18n._(benefit.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="openings"
        aria-labelledby="openings-title"
        className="scroll-mt-20 border-t border-stone-200 bg-surface-muted"
      >
        <div className="mx-auto max-w-[1200px] px-4 py-10 sm:py-14">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="openings-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
                {t`Current Openings`}
              </h2>
              <p className="mt-1 text-ink-muted">{t`The newest jobs, updated as soon as they are posted.`}</p>
            </div>
            <div className="flex flex-wrap gap-x-6">
              {/* Job alerts (issue #24): new jobs by e-mail. */}
              {applicant !== "staff" ? (
                <Link
                  to="/job-alerts/new"
                  className="inline-flex min-h-11 items-center font-semibold text-navy-700 hover:underline"
                >
                  {t`Get new jobs by e-mail`}
                </Link>
              ) : null}
              <Link
                to={to("/jobs")}
                className="inline-flex min-h-11 items-center font-semibold text-navy-700 hover:underline"
              >
                {viewAll} <span aria-hidden="true">→</span>
              </Link>
            </div>
          </div>
          {jobs.length === 0 ? (
            <EmptyState className="mt-8">{t`No job openings available at the moment.`}</EmptyState>
          ) : (
            <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard
                    job={job}
                    variant="careers"
                    applicant={applicant}
                    applied={appliedIds.has(job.id)}
                  />
                </li>
              ))}
            </ul>
          )}
          {total > jobs.length ? (
            <div className="mt-8 text-center">
              <Link to={to("/jobs")} className={buttonClass("primary", "lg")}>
                {viewAll}
              </Link>
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
