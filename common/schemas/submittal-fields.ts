// What the submittal pages and forms need to know (limits, statuses, labels
// and messages), without zod, so the pages that show them stay small; the
// rules themselves are in ./submittal.ts (issue #38 part A, decision 0055).

export const PITCH_MAX_LENGTH = 2000;
export const DECISION_COMMENT_MAX_LENGTH = 2000;
export const MAX_PROPOSED_TIMES = 3;
/** Days a candidate has to answer, and a client link lives. */
export const CONSENT_DAYS = 7;
export const CLIENT_LINK_DAYS = 14;

export const submittalStatuses = ["awaiting_consent", "declined", "cancelled", "sent", "revoked"] as const;
export type SubmittalStatus = (typeof submittalStatuses)[number];
export const clientDecisions = ["shortlist", "interview", "not_suitable"] as const;
export type ClientDecision = (typeof clientDecisions)[number];

/** What a client is sent of a profile (the disclosure's `fields`): never contact details. */
export const disclosedFields = [
  "name",
  "city",
  "total_experience",
  "notice_period",
  "summary",
  "experience",
  "education",
  "skills",
] as const;

/** The messages of submittals: refusals and toasts (English catalogue keys). */
export const submittalMessages = {
  notFound: /*i18n*/ "This submittal does not exist, or it is not to your job.",
  applicationNotFound: /*i18n*/ "This application does not exist, or it is not to your job.",
  noClient: /*i18n*/ "This job has no client, so the candidate cannot be submitted to one.",
  contactNotFound: /*i18n*/ "Please choose a contact of this job's client.",
  contactNoEmail: /*i18n*/ "This contact has no e-mail address. Add one on the client's page first.",
  closedApplication: /*i18n*/ "A withdrawn or rejected application cannot be submitted.",
  alreadyOpen: /*i18n*/ "This candidate is already submitted to this client, or waiting to say yes.",
  declinedBefore: /*i18n*/ "The candidate declined to be shared for this job. They will not be asked again.",
  consentWithdrawn: /*i18n*/ "The candidate stopped sharing their profile with this client.",
  submittedNeedsSubmittal:
    /*i18n*/ "Use “Submit to client” to move a candidate to Submitted: the candidate must agree first.",
  asked: /*i18n*/ "The candidate has been asked to agree. The client gets the profile when they say yes.",
  cancelled: /*i18n*/ "Submittal cancelled.",
  resent: /*i18n*/ "A new link was sent to the client. The old one no longer works.",
  revoked: /*i18n*/ "The client's link was revoked.",
  cannotChange: /*i18n*/ "This submittal can no longer be changed.",
  // The candidate's side.
  consentGone: /*i18n*/ "This request does not exist, or it is not yours.",
  consentExpired: /*i18n*/ "This request has expired. Your profile was not shared.",
  consentAnswered: /*i18n*/ "You have already answered this request.",
  sharedYes: /*i18n*/ "Thank you. Your profile has been shared with {client}.",
  sharedNo: /*i18n*/ "Your profile will not be shared with {client} for this job.",
  // The client's side.
  linkInvalid: /*i18n*/ "This link is not valid.",
  linkExpired: /*i18n*/ "This link has expired; ask {firm} for a new one.",
  linkGone: /*i18n*/ "This profile is no longer available.",
  alreadyDecided: /*i18n*/ "Your answer ({decision}) was recorded on {date}.",
  decided: /*i18n*/ "Thank you. Your answer has been sent to the recruiter.",
} as const;

export const clientDecisionLabels: Record<ClientDecision, string> = {
  shortlist: /*i18n*/ "Shortlist",
  interview: /*i18n*/ "Interview",
  not_suitable: /*i18n*/ "Not suitable",
};

export const submittalStatusLabels: Record<SubmittalStatus, string> = {
  awaiting_consent: /*i18n*/ "Waiting for the candidate's consent",
  declined: /*i18n*/ "Candidate declined",
  cancelled: /*i18n*/ "Cancelled",
  sent: /*i18n*/ "Sent to the client",
  revoked: /*i18n*/ "Link revoked",
};
