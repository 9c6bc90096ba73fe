// The hiring pipeline (issue #37, decision 0050): the stages an application
// moves through, the reasons for a rejection, and the plain words the
// candidate sees. Declared once; the database's check (migration 0023), the
// domain, the board, the filters and the API all read them from here.
import { z } from "zod";
import { oneLine } from "./form";

import {
  candidateWord,
  candidateWordOf,
  movableStages,
  pipelineStages,
  rejectionReasons,
  type CandidateWord,
  type MovableStage,
  type PipelineStage,
  type RejectionReason,
} from "./pipeline-stages";

export {
  candidateWord,
  candidateWordOf,
  movableStages,
  pipelineStages,
  rejectionReasons,
  type CandidateWord,
  type MovableStage,
  type PipelineStage,
  type RejectionReason,
};

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
      .pipe(
        z.string().max(MOVE_NOTE_MAX_LENGTH, /*i18n*/ "A note can be at most 500 characters.").nullable(),
      ),
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
