import type { I18n } from "@lingui/core";
import { msg, ph } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Fragment } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { selectClass } from "~/components/ui/field";
import { formatDate, formatLpa } from "../../../common/format";
import { translateText } from "../../../common/i18n";
import { snippetParts, type FoundCandidate } from "../../../common/schemas/talent-pool";

/**
 * A found candidate's card: the link to the full profile, the profile in
 * brief, the words that matched, and, when the employer has active jobs, the
 * form that invites the candidate to apply for one (`inviting` while it is sent).
 */
export function TalentCard({
  card,
  profileLink,
  jobs,
  inviting,
}: {
  card: FoundCandidate;
  profileLink: string;
  jobs: { id: string; title: string }[];
  inviting: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Link
          id={`profile-${card.id}`}
          to={profileLink}
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
            <li key={skill.name} className="rounded-full bg-navy-50 px-2 py-0.5 text-xs text-navy-900">
              {skill.name}
              {skill.years ? ` · ${t`${ph({ years: skill.years })} yr`}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      {card.snippet ? <Snippet text={card.snippet} /> : null}
      <div className="mt-auto space-y-2 pt-3">
        <p className="text-xs text-ink-muted">{t`Updated ${ph({ date: formatDate(card.updatedAt) })}`}</p>
        {jobs.length ? (
          // On a phone the job's whole title above a full-width button; beside it from sm up.
          <Form method="post" preventScrollReset className="flex flex-col gap-2 sm:flex-row sm:items-center">
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
              disabled={inviting}
            >
              {t`Invite to apply`}
            </Button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

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
