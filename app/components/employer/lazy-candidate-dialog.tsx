import { lazy, Suspense, type ComponentProps } from "react";
import type { CandidateDialog as Dialog } from "./candidate-dialog";

const CandidateDialog = lazy(() =>
  import("./candidate-dialog").then((module) => ({ default: module.CandidateDialog })),
);

/**
 * The candidate's dialog with its code (the profile, the recruiter's,
 * submittal, placement and message panels) loaded when a candidate is opened
 * rather than with the tab, which keeps the tab within its script budget
 * (docs/performance.md). The server renders it whole (entry.server.tsx waits
 * for everything), so it shows and works before its script arrives.
 */
export function LazyCandidateDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <CandidateDialog {...props} />
    </Suspense>
  );
}
