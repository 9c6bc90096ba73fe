// The recruiter's workflow (issue #23): the values and words the pages and
// e-mails need, without zod (the rules are in ./recruiting.ts), so that the
// pages that show an interview do not carry zod to the browser.

export const NOTE_MAX_LENGTH = 5000;

/** How an interview is held, and the product's words for it. */
export const interviewModes = [
  ["in_person", /*i18n*/ "In person"],
  ["phone", /*i18n*/ "Phone call"],
  ["video", /*i18n*/ "Video call"],
] as const;
export type InterviewMode = (typeof interviewModes)[number][0];
export const interviewModeLabels = Object.fromEntries(interviewModes) as Record<InterviewMode, string>;

export const interviewDurations = [15, 30, 45, 60, 90, 120] as const;
