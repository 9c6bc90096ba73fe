// The pipeline's words (decision 0050): each stage as recruiters name it, each
// rejection reason, and the plain words a candidate sees instead of stages.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  candidateWord,
  type CandidateWord,
  type PipelineStage,
  type RejectionReason,
} from "../../../common/schemas/pipeline-stages";

/** Each stage as the board, the selectors and the filters name it. */
export const stageLabels: Record<PipelineStage, MessageDescriptor> = {
  applied: msg`Applied`,
  screening: msg`Screening`,
  submitted: msg`Submitted to client`,
  client_interview: msg`Client interview`,
  offered: msg`Offered`,
  joined: msg`Joined`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
};

export const rejectionReasonLabels: Record<RejectionReason, MessageDescriptor> = {
  skills_mismatch: msg`Skills mismatch`,
  experience_mismatch: msg`Experience mismatch`,
  salary_expectation: msg`Salary expectation`,
  location: msg`Location`,
  not_reachable: msg`Not reachable`,
  client_rejected: msg`Client rejected`,
  other: msg`Other reason`,
};

/** What the candidate reads for each stage: never the recruiter's stage names. */
export const candidateWordLabels: Record<CandidateWord, MessageDescriptor> = {
  under_review: msg`Under review`,
  shortlisted: msg`Shortlisted`,
  interview: msg`Interview`,
  offer: msg`Offer`,
  joined: msg`Joined`,
  not_selected: msg`Not selected`,
  withdrawn: msg`Withdrawn`,
};

/** A stage's recruiter name in the page's language; an unknown value as it is. */
export function useStageLabel(): (stage: string) => string {
  const { i18n } = useLingui();
  return (stage) => (Object.hasOwn(stageLabels, stage) ? i18n._(stageLabels[stage as PipelineStage]) : stage);
}

/** A stage's plain word for its candidate in the page's language. */
export function useCandidateWord(): (stage: string) => string {
  const { i18n } = useLingui();
  return (stage) => {
    const word = candidateWord(stage);
    return Object.hasOwn(candidateWordLabels, word)
      ? i18n._(candidateWordLabels[word as CandidateWord])
      : stage;
  };
}

export function useReasonLabel(): (reason: string) => string {
  const { i18n } = useLingui();
  return (reason) =>
    Object.hasOwn(rejectionReasonLabels, reason)
      ? i18n._(rejectionReasonLabels[reason as RejectionReason])
      : reason;
}
