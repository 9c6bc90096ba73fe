// Submittals (issue #38 part A, decision 0055): a candidate sent to a client
// contact with a pitch, the candidate's answer, and the client's decision
// through a signed link. Declared once: the forms, the API and the domain
// read these; the database's checks are migration 0027's.
import { z } from "zod";
import { oneLine } from "./form";

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

const multiline = (value: string) => value.replace(/\r\n?/g, "\n").replaceAll("\u0000", "").trim();

/** "Submit to client": a contact of the job's client and a pitch. */
export const submitSchema = z.object({
  contactId: z.string({ message: /*i18n*/ "Please choose a contact at the client." }).trim(),
  pitch: z
    .string({ message: /*i18n*/ "Please write a short pitch for the client." })
    .transform(multiline)
    .pipe(
      z
        .string()
        .min(1, /*i18n*/ "Please write a short pitch for the client.")
        .max(PITCH_MAX_LENGTH, /*i18n*/ "A pitch can be at most 2,000 characters."),
    ),
});
export type SubmitInput = z.output<typeof submitSchema>;

/** The candidate's answer. */
export const consentAnswerSchema = z.object({
  answer: z.enum(["yes", "no"], { message: /*i18n*/ "Please answer Yes or No." }),
});

const timeSlot = z
  .string()
  .transform((value) => oneLine(value).trim())
  .pipe(z.string().max(40));

/**
 * The client's decision: Shortlist, Interview with one to three proposed
 * times (a day and time in India, as `YYYY-MM-DDTHH:MM` from a
 * datetime-local field; empty ones are left out) or Not suitable; a comment.
 */
export const decisionSchema = z
  .object({
    decision: z.enum(clientDecisions, { message: /*i18n*/ "Please choose your decision." }),
    comment: z
      .string()
      .optional()
      .nullable()
      .transform((value) => (value ? multiline(value) : "") || null)
      .pipe(
        z
          .string()
          .max(DECISION_COMMENT_MAX_LENGTH, /*i18n*/ "A comment can be at most 2,000 characters.")
          .nullable(),
      ),
    times: z.union([timeSlot, z.array(timeSlot).max(10)]).optional(),
  })
  .transform((value, context) => {
    const slots = (Array.isArray(value.times) ? value.times : value.times ? [value.times] : []).filter(
      Boolean,
    );
    const times: Date[] = [];
    for (const slot of slots) {
      const match = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)$/.exec(slot);
      const at = match ? new Date(`${match[1]}T${match[2]}:${match[3]}:00+05:30`) : null;
      if (!at || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) < "2000-01-01") {
        context.addIssue({
          code: "custom",
          path: ["times"],
          message: /*i18n*/ "Please give each proposed time as a date and a time.",
        });
        return z.NEVER;
      }
      times.push(at);
    }
    if (value.decision === "interview" && (times.length < 1 || times.length > MAX_PROPOSED_TIMES)) {
      context.addIssue({
        code: "custom",
        path: ["times"],
        message: /*i18n*/ "Please propose one to three interview times.",
      });
      return z.NEVER;
    }
    return {
      decision: value.decision,
      comment: value.comment,
      proposedTimes: value.decision === "interview" ? times : [],
    };
  });
export type DecisionInput = z.output<typeof decisionSchema>;

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
