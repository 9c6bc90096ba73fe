// Job alerts (issue #24): the values and words the pages need, without zod
// (the rules are in ./job-alerts-rules.ts), so the browser's JavaScript stays small.
import { ALL_LEVELS, ALL_STATES, experienceLevels, type JobSearch } from "./jobs";

// In a file of their own, so /jobs' alert form loads them without the rest.
export { alertFrequencies, type AlertFrequency } from "./job-alert-frequencies";

export const ALERT_NAME_MAX_LENGTH = 80;
/** Alerts one person (one address) may keep. */
export const MAX_ALERTS_PER_PERSON = 20;
/** At most this many jobs are listed in one e-mail; a link leads to the rest. */
export const JOBS_PER_ALERT_MAIL = 10;

/**
 * Words marked `/*i18n*\/` are English catalogue keys, shown with
 * `translateText` (docs/i18n.md). `tooMany` has a `{max}` placeholder: the
 * refusal that uses it carries `{ max: MAX_ALERTS_PER_PERSON }`.
 */
export const jobAlertMessages = {
  created: /*i18n*/ "Job alert created",
  createdDescription: /*i18n*/ "We'll e-mail you new jobs like these.",
  confirmSent: /*i18n*/ "Check your inbox",
  /** The text of `confirmSentDescription`, for `translateText(confirmSentDescriptionText, { email })`. */
  confirmSentDescriptionText:
    /*i18n*/ "We sent a link to {email}. Open it to start your job alert; nothing is sent before.",
  confirmSentDescription: (email: string) =>
    `We sent a link to ${email}. Open it to start your job alert; nothing is sent before.`,
  confirmed: /*i18n*/ "Job alert confirmed",
  updated: /*i18n*/ "Job alert updated",
  deleted: /*i18n*/ "Job alert deleted",
  unsubscribed: /*i18n*/ "You're unsubscribed",
  badLink: /*i18n*/ "This link is not valid. It may have been copied incompletely.",
  gone: /*i18n*/ "This job alert no longer exists.",
  duplicate: /*i18n*/ "You already have a job alert for this search.",
  tooMany: /*i18n*/ "You have {max} job alerts, the most one person can have. Delete one to add another.",
  staff: /*i18n*/ "Job alerts are for candidates. Employer and admin accounts cannot create them.",
} as const;

/** "NOC engineer · Karnataka · 3-5 years", or "All new jobs": the alert's name until renamed. */
export function describeSearch(search: Pick<JobSearch, "q" | "state" | "experience">): string {
  const parts: string[] = [];
  if (search.q) parts.push(search.q);
  if (search.state !== ALL_STATES) parts.push(search.state);
  const level = experienceLevels.find((candidate) => candidate.value === search.experience);
  if (search.experience !== ALL_LEVELS && level) parts.push(level.label);
  return parts.length ? parts.join(" · ").slice(0, ALERT_NAME_MAX_LENGTH) : /*i18n*/ "All new jobs";
}
