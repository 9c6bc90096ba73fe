// Submittals (issue #38 part A, decision 0055): a candidate sent to a client
// contact with a pitch, the candidate's answer, and the client's decision
// through a signed link. Declared once: the forms, the API and the domain
// read these; the database's checks are migration 0027's.
import { z } from "zod";
import { oneLine } from "./form";
import {
  clientDecisions,
  MAX_PROPOSED_TIMES,
  PITCH_MAX_LENGTH,
  DECISION_COMMENT_MAX_LENGTH,
} from "./submittal-fields";

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
