import { useToast } from "~/components/toaster";
import { ErrorSummary } from "~/components/ui/error-summary";
import type { FieldErrors } from "~/schemas/form";

/** What a dashboard tab's action answered (server/http/action.ts). */
export interface TabActionResult {
  ok: boolean;
  toast: { title: string; description?: string };
  fieldErrors?: FieldErrors;
}

/**
 * A form post's answer (decision 0021). A success is a toast. A refusal is
 * said once, by the error summary at the top of the tab (server-rendered, so
 * it is all there is without JavaScript; focused and scrolled into view with
 * it), and raises no toast. `hideRefusal`: the refused form shows its own
 * summary (the admin's Create New Job), so the tab says nothing more.
 */
export function ActionResult({
  result,
  hideRefusal = false,
}: {
  result: TabActionResult | undefined;
  hideRefusal?: boolean;
}) {
  useToast(result?.ok ? result.toast : undefined);
  if (!result || result.ok || hideRefusal) return null;
  return <ErrorSummary result={result} />;
}
