// Where an applicant came from (migration 0030, decision 0058). The job
// page's address says where it was found (`?from=`); the apply forms carry it
// as a hidden field; the application keeps the stored word. Anything unknown
// is the job page, never a refusal.

/** The stored words, in the order of precedence when several apply (the first wins). */
export const applicationSources = [
  "referral",
  "invitation",
  "guest",
  "talent_pool",
  "search",
  "job_alert",
  "job_page",
] as const;

export type ApplicationSource = (typeof applicationSources)[number];

/** The words links use (`?from=`), and what each is stored as. */
const fromWords: Readonly<Record<string, ApplicationSource>> = Object.freeze({
  search: "search",
  alert: "job_alert",
  invite: "invitation",
});

/** The link word for a source, when it has one (for the forms' hidden field). */
export const fromWordOf: Readonly<Partial<Record<ApplicationSource, string>>> = Object.freeze({
  search: "search",
  job_alert: "alert",
  invitation: "invite",
});

/** A `from` value as given (a link's, a form's, anything): its source, else the job page. */
export function sourceOf(from: unknown): ApplicationSource {
  if (typeof from !== "string" || from.length > 20) return "job_page";
  return Object.hasOwn(fromWords, from) ? fromWords[from] : "job_page";
}

/** A `from` value for a link or a hidden field: the known word, else none. */
export function fromWord(from: unknown): string | null {
  const source = sourceOf(from);
  return fromWordOf[source] ?? null;
}

/** Of two sources, the one that wins (referral > invitation > guest > talent pool > search > alert > job page). */
export function strongerSource(a: ApplicationSource, b: ApplicationSource): ApplicationSource {
  return applicationSources.indexOf(a) <= applicationSources.indexOf(b) ? a : b;
}
