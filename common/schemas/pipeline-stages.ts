// The pipeline's stages, rejection reasons and the candidate's words, without
// zod, so the board and the badges bring no schema library into the browser
// (as recruiting-fields.ts does for the recruiter's forms). Decision 0050.
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

/**
 * Whether a move from one stage to another needs a form of its own rather
 * than a plain move (issue #38): entering Offered records the offer (CTC,
 * fee, expected joining) and entering Joined the joining date, on the
 * placement form, one application at a time. Joined back to Offered is a
 * correction and needs nothing.
 */
export function stageNeedsForm(from: string, to: string): "placement" | null {
  if (to === "joined" && from !== "joined") return "placement";
  if (to === "offered" && from !== "offered" && from !== "joined") return "placement";
  return null;
}
