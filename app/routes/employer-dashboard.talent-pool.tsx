// Employer dashboard, Talent Pool (issue #22, decision 0029): employers and
// admins search every candidate, resumes included. Every choice is in the
// address, so a search can be bookmarked and shared; 20 dense cards a page,
// each opening the full profile, and an employer can invite a candidate to
// apply for one of their active jobs.
import type { I18n } from "@lingui/core";
import { msg, ph, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Fragment, useEffect, useRef } from "react";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { CandidateDialog } from "~/components/employer/candidate-dialog";
import { Pager, useSearchHref } from "~/components/pager";
import { Button, buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClass, selectClass } from "~/components/ui/field";
import { formatDate, formatLpa } from "../../common/format";
import { currentI18n, translateText } from "../../common/i18n";
import { indianStates } from "../../common/schemas/indian-states";
import {
  educationLevelOptions,
  experienceOptions,
  industryOptions,
} from "../../common/schemas/profile-fields";
import {
  noticeOptions,
  snippetParts,
  talentSearchHref,
  updatedWithinOptions,
  type TalentSearch,
} from "../../common/schemas/talent-pool";
import { applicantProfile } from "../../server/domain/employer";
import { invitableJobs, inviteToApply, searchCandidates } from "../../server/domain/talent-pool";
import { failure, formOf } from "../../server/http/action";
import { requireEmployer } from "../../server/http/guards";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/employer-dashboard.talent-pool";

export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireEmployer(args);
  const { searchParams } = args.url;
  const candidateId = searchParams.get("candidate");
  const [result, jobs, candidate] = await Promise.all([
    searchCandidates(ctx, searchParams),
    invitableJobs(ctx),
    candidateId ? applicantProfile(ctx, candidateId).catch(() => null) : null,
  ]);
  return {
    result,
    jobs,
    candidate,
    candidateMissing: Boolean(candidateId && !candidate),
    isAdmin: ctx.actor.role === "admin",
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args.request);
  try {
    const ctx = await requireEmployer(args);
    const { candidateName, jobTitle } = await inviteToApply(ctx, {
      candidateId: form.get("candidateId"),
      jobId: form.get("jobId"),
    });
    // Back to the same search (post, redirect, get): the toast shows without
    // JavaScript too, and reloading the page does not post the form again.
    return redirectWithToast(args.context, args.url.pathname + args.url.search, {
      // Its words with the names in them are written here, in the request's language.
      title: /*i18n*/ "Invitation sent",
      description: currentI18n()._(msg`${candidateName} was invited to apply for ${jobTitle}.`),
    });
  } catch (error) {
    return failure(error, undefined, {
      title: /*i18n*/ "Invitation not sent",
      description: /*i18n*/ "Please try again.",
    });
  }
}

const filterLabel = "block text-sm font-medium text-ink";

/** The snippet's matched words, marked by the search (MATCH_START…MATCH_END), as <mark>. */
function Snippet({ text }: { text: string }) {
  return (
    <p className="mt-2 line-clamp-3 text-sm text-ink-muted">
      {snippetParts(text).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}

function noticeText(i18n: I18n, days: number | null) {
  if (days === null) return i18n._(msg`Notice not given`);
  return days === 0 ? i18n._(msg`Immediate joiner`) : i18n._(msg`${days} days notice`);
}

function SearchForm({ search, open }: { search: TalentSearch; open: boolean }) {
  const { t } = useLingui();
  const value = (key: keyof TalentSearch) => (search[key] === undefined ? "" : String(search[key]));
  return (
    <Form method="get" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4" role="search">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="talent-q" className="sr-only">
          {t`Search candidates`}
        </label>
        <input
          id="talent-q"
          name="q"
          type="search"
          defaultValue={search.q}
          placeholder={t`Skills, designation, company, name or resume words`}
          className={clsx(inputClass, "sm:flex-1")}
        />
        <Button type="submit">{t`Search`}</Button>
      </div>
      <details open={open} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-800">
          {/* A flex summary has no marker of its own: this one turns as the filters open. */}
          <span aria-hidden="true" className="text-sm transition-transform group-open:rotate-90">
            ▶
          </span>
          {t`Filters`}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-1">
            <label htmlFor="talent-city" className={filterLabel}>
              {t`City or home location`}
            </label>
            <input id="talent-city" name="city" defaultValue={search.city} className={inputClass} />
          </div>
          <div className="space-y-1">
            <label htmlFor="talent-state" className={filterLabel}>
              {t`State`}
            </label>
            <select id="talent-state" name="state" defaultValue={value("state")} className={selectClass}>
              <option value="">{t`Any state`}</option>
              {indianStates.map((state) => (
                <option key={state} value={state}>
                  {translateText(state)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="talent-experience" className={filterLabel}>
              {t`Total experience`}
            </label>
            <select
              id="talent-experience"
              name="experience"
              defaultValue={value("experience")}
              className={selectClass}
            >
              <option value="">{t`Any experience`}</option>
              {experienceOptions.map(([option, label]) => (
                <option key={option} value={option}>
                  {translateText(label)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="space-y-1">
            <legend className={filterLabel}>{t`Expected salary (LPA)`}</legend>
            <div className="flex items-center gap-2">
              <label htmlFor="talent-salary-min" className="sr-only">
                {t`Expected salary from, in LPA`}
              </label>
              <input
                id="talent-salary-min"
                name="salaryMin"
                type="number"
                min="0"
                step="0.5"
                inputMode="decimal"
                placeholder={t`From`}
                defaultValue={value("salaryMin")}
                className={inputClass}
              />
              <span aria-hidden="true">–</span>
              <label htmlFor="talent-salary-max" className="sr-only">
                {t`Expected salary up to, in LPA`}
              </label>
              <input
                id="talent-salary-max"
                name="salaryMax"
                type="number"
                min="0"
                step="0.5"
                inputMode="decimal"
                placeholder={t`To`}
                defaultValue={value("salaryMax")}
                className={inputClass}
              />
            </div>
          </fieldset>
          <div className="space-y-1">
            <label htmlFor="talent-notice" className={filterLabel}>
              {t`Notice period`}
            </label>
            <select id="talent-notice" name="notice" defaultValue={value("notice")} className={selectClass}>
              <option value="">{t`Any notice period`}</option>
              {noticeOptions.map(([days, label]) => (
                <option key={days} value={days}>
                  {translateText(label)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="space-y-1">
            <legend className={filterLabel}>{t`Skill, with at least`}</legend>
            <div className="flex items-center gap-2">
              <label htmlFor="talent-skill" className="sr-only">
                {t`Skill`}
              </label>
              <input
                id="talent-skill"
                name="skill"
                placeholder={t`e.g. OTDR`}
                defaultValue={search.skill}
                className={inputClass}
              />
              <label htmlFor="talent-skill-years" className="sr-only">
                {t`Years of experience in the skill, at least`}
              </label>
              <input
                id="talent-skill-years"
                name="skillYears"
                type="number"
                min="0"
                max="50"
                inputMode="numeric"
                placeholder={t`Years`}
                defaultValue={value("skillYears")}
                className={clsx(inputClass, "w-24")}
              />
            </div>
          </fieldset>
          <div className="space-y-1">
            <label htmlFor="talent-education" className={filterLabel}>
              {t`Education, at least`}
            </label>
            <select
              id="talent-education"
              name="education"
              defaultValue={value("education")}
              className={selectClass}
            >
              <option value="">{t`Any education`}</option>
              {educationLevelOptions
                .filter(([level]) => level !== "other")
                .map(([level, label]) => (
                  <option key={level} value={level}>
                    {translateText(label)}
                  </option>
                ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="talent-industry" className={filterLabel}>
              {t`Industry`}
            </label>
            <select
              id="talent-industry"
              name="industry"
              defaultValue={value("industry")}
              className={selectClass}
            >
              <option value="">{t`Any industry`}</option>
              {industryOptions.map(([industry, label]) => (
                <option key={industry} value={industry}>
                  {translateText(label)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="talent-updated" className={filterLabel}>
              {t`Profile updated`}
            </label>
            <select
              id="talent-updated"
              name="updated"
              defaultValue={value("updated")}
              className={selectClass}
            >
              <option value="">{t`Any time`}</option>
              {updatedWithinOptions.map(([days, label]) => (
                <option key={days} value={days}>
                  {translateText(label)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit">{t`Apply filters`}</Button>
          <Link to="/employer-dashboard/talent-pool" className={buttonClass("ghost")}>
            {t`Clear all`}
          </Link>
        </div>
      </details>
    </Form>
  );
}

export default function TalentPoolTab({ loaderData }: Route.ComponentProps) {
  const { result, jobs, candidate, candidateMissing, isAdmin } = loaderData;
  const { search, cards, total, capped, page, pageCount, correctedQ } = result;
  const actionResult = useActionData<typeof action>();
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const link = useSearchHref();
  // Closing the profile (Close or Escape) gives focus back to the card's link that opened it.
  const opened = useSearchParams()[0].get("candidate");
  const lastOpened = useRef<string | null>(null);
  useEffect(() => {
    if (opened) lastOpened.current = opened;
    else if (lastOpened.current) {
      document.getElementById(`profile-${lastOpened.current}`)?.focus({ preventScroll: true });
      lastOpened.current = null;
    }
  }, [opened]);
  const filtered = Object.entries(search).some(
    ([key, value]) => key !== "q" && key !== "page" && value !== undefined && value !== "",
  );
  const count = capped ? "1,000+" : total.toLocaleString("en-IN");
  return (
    <div className="space-y-4">
      <ActionResult result={actionResult} />
      <div>
        <h2 className="text-lg font-semibold text-navy-900">{t`Talent Pool`}</h2>
        <p className="text-sm text-ink-muted">
          {isAdmin
            ? t`Every candidate with a complete profile, resumes included.`
            : t`Candidates who let recruiters find their profile, and everyone who applied to your jobs.`}
        </p>
      </div>
      <SearchForm search={search} open={filtered} />
      <p aria-live="polite" className="text-sm font-semibold text-navy-900">
        {t`${count} ${plural(total, { one: "candidate", other: "candidates" })}`}
        {correctedQ ? (
          <span className="font-normal text-ink-muted">
            {" "}
            {t`for “${correctedQ}” (no match for “${ph({ q: search.q })}”)`}
          </span>
        ) : null}
      </p>
      {cards.length === 0 ? (
        <EmptyState title={t`No candidates match this search.`}>
          <p className="mt-1 text-ink-muted">{t`Try fewer words or fewer filters.`}</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {cards.map((card) => (
            <li
              key={card.id}
              className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 text-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <Link
                  id={`profile-${card.id}`}
                  to={link({ candidate: card.id })}
                  preventScrollReset
                  className="inline-flex min-h-11 items-center text-base font-semibold text-navy-800 underline-offset-2 hover:underline"
                >
                  {card.name}
                  <span className="sr-only">{t`: view full profile`}</span>
                </Link>
                {card.applied ? (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                    {t`Applied to your job`}
                  </span>
                ) : null}
              </div>
              <p className="text-ink">
                {/* 'Not specified' and the experience's label are the domain's English words. */}
                {translateText(card.city)} · {translateText(card.experience)} ·{" "}
                {formatLpa(card.expectedSalary, { rupeeSign: true })} · {noticeText(i18n, card.noticePeriod)}
              </p>
              {card.skills.length ? (
                <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t`Top skills`}>
                  {card.skills.map((skill) => (
                    <li
                      key={skill.name}
                      className="rounded-full bg-navy-50 px-2 py-0.5 text-xs text-navy-900"
                    >
                      {skill.name}
                      {skill.years ? ` · ${t`${ph({ years: skill.years })} yr`}` : ""}
                    </li>
                  ))}
                </ul>
              ) : null}
              {card.snippet ? <Snippet text={card.snippet} /> : null}
              <div className="mt-auto space-y-2 pt-3">
                <p className="text-xs text-ink-muted">
                  {t`Updated ${ph({ date: formatDate(card.updatedAt) })}`}
                </p>
                {jobs.length ? (
                  // On a phone the job's whole title above a full-width button; beside it from sm up.
                  <Form
                    method="post"
                    preventScrollReset
                    className="flex flex-col gap-2 sm:flex-row sm:items-center"
                  >
                    <input type="hidden" name="candidateId" value={card.id} />
                    <label htmlFor={`invite-${card.id}`} className="sr-only">
                      {t`Job to invite ${ph({ name: card.name })} to`}
                    </label>
                    <select
                      id={`invite-${card.id}`}
                      name="jobId"
                      className={clsx(selectClass, "min-w-0 text-sm sm:flex-1")}
                    >
                      {jobs.map((job) => (
                        <option key={job.id} value={job.id}>
                          {job.title}
                        </option>
                      ))}
                    </select>
                    <Button
                      type="submit"
                      variant="secondary"
                      className="shrink-0 whitespace-nowrap"
                      disabled={navigation.formData?.get("candidateId") === card.id}
                    >
                      {t`Invite to apply`}
                    </Button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} href={(n) => talentSearchHref({ ...search, page: n }, "")} />
      {candidate || candidateMissing ? <CandidateDialog candidate={candidate} isAdmin={isAdmin} /> : null}
    </div>
  );
}
