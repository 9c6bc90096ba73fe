// The hiring pipeline (issue #37, decision 0050): the stages an application
// moves through, the reasons for a rejection, and the plain words the
// candidate sees. Declared once; the database's check (migration 0023), the
// domain, the board, the filters and the API all read them from here.
import { z } from "zod";
import { oneLine } from "./form";

/** The stages in their order on the board; rejected and withdrawn can follow any stage. */
export const pipelineStages = [
  "applied",
  "screening",
  "submitted",
  "client_interview",
  "offered",
  "joined",
  "rejected",
  "withdrawn",
] as const;
export type PipelineStage = (typeof pipelineStages)[number];

/** The stages a recruiter moves an application to; "withdrawn" is only the candidate's (decision 0044). */
export const movableStages = pipelineStages.filter(
  (stage): stage is Exclude<PipelineStage, "withdrawn"> => stage !== "withdrawn",
);
export type MovableStage = (typeof movableStages)[number];

/** Why a candidate was rejected: a short list, and "other" with a note. */
export const rejectionReasons = [
  "skills_mismatch",
  "experience_mismatch",
  "salary_expectation",
  "location",
  "not_reachable",
  "client_rejected",
  "other",
] as const;
export type RejectionReason = (typeof rejectionReasons)[number];

/**
 * What the candidate is told of each stage (decision 0050): screening is
 * still "under review"; being sent to the client is what "shortlisted"
 * always meant to them.
 */
export const candidateWordOf = {
  applied: "under_review",
  screening: "under_review",
  submitted: "shortlisted",
  client_interview: "interview",
  offered: "offer",
  joined: "joined",
  rejected: "not_selected",
  withdrawn: "withdrawn",
} as const satisfies Record<PipelineStage, string>;
export type CandidateWord = (typeof candidateWordOf)[PipelineStage];

/** A stage's candidate word; an unknown value as it is. */
export const candidateWord = (stage: string): string =>
  Object.hasOwn(candidateWordOf, stage) ? candidateWordOf[stage as PipelineStage] : stage;

/** The most applications one bulk move takes (a board's column of a large job, page by page). */
export const BULK_MOVE_MAX = 500;
export const MOVE_NOTE_MAX_LENGTH = 500;

/**
 * A move as forms and the API send it. The board's select sends the stage and
 * the reason in one value ("rejected:location"), so a rejection without a
 * reason cannot be picked; `stage` with a separate `reason` is taken too.
 */
export const stageMoveSchema = z
  .object({
    stage: z.string({ message: /*i18n*/ "Please choose a stage." }),
    reason: z.string().optional().nullable(),
    note: z
      .string()
      .optional()
      .nullable()
      .transform((value) => (value ? oneLine(value).trim() : "") || null)
      .pipe(z.string().max(MOVE_NOTE_MAX_LENGTH, /*i18n*/ "A note can be at most 500 characters.").nullable()),
  })
  .transform((value, context) => {
    const [stage, joinedReason] = value.stage.split(":", 2) as [string, string | undefined];
    const reason = joinedReason ?? (value.reason || null);
    if (!(movableStages as readonly string[]).includes(stage)) {
      context.addIssue({ code: "custom", path: ["stage"], message: /*i18n*/ "Please choose a stage." });
      return z.NEVER;
    }
    if (stage === "rejected" && !(rejectionReasons as readonly (string | null)[]).includes(reason)) {
      context.addIssue({
        code: "custom",
        path: ["reason"],
        message: /*i18n*/ "Please choose why the candidate is rejected.",
      });
      return z.NEVER;
    }
    return {
      stage: stage as MovableStage,
      reason: stage === "rejected" ? (reason as RejectionReason) : null,
      note: value.note,
    };
  });
export type StageMove = z.output<typeof stageMoveSchema>;
