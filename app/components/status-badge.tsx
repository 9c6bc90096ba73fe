import { clsx } from "clsx";
import { candidateWord } from "../../common/schemas/pipeline-stages";
import { useCandidateWord, useStageLabel } from "~/components/pipeline/stage-words";

/**
 * SPEC §4 badge colours, by what the stage means (decision 0050): new blue,
 * under way yellow, with the client or further green, rejected red, anything
 * else grey (a withdrawn application, decision 0044).
 */
const tones: Record<string, string> = {
  applied: "border-blue-200 bg-blue-50 text-blue-800",
  screening: "border-yellow-300 bg-yellow-50 text-yellow-900",
  submitted: "border-green-300 bg-green-50 text-green-800",
  client_interview: "border-green-300 bg-green-50 text-green-800",
  offered: "border-green-300 bg-green-50 text-green-800",
  joined: "border-green-400 bg-green-100 text-green-900",
  rejected: "border-red-200 bg-red-50 text-red-800",
};
const grey = "border-stone-300 bg-stone-100 text-stone-700";

/** The candidate's plain word for a stage in the page's language (My Applications). */
export const useStatusLabel = useCandidateWord;

/**
 * An application's stage as a coloured pill: the stage's name for staff, the
 * plain word for its candidate (`candidate`).
 */
export function StatusBadge({
  status,
  className,
  candidate = false,
}: {
  status: string;
  className?: string;
  candidate?: boolean;
}) {
  const stageLabel = useStageLabel();
  const candidateLabel = useCandidateWord();
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold",
        tones[status] ?? grey,
        className,
      )}
      data-status={status}
      data-word={candidate ? candidateWord(status) : undefined}
    >
      {candidate ? candidateLabel(status) : stageLabel(status)}
    </span>
  );
}
