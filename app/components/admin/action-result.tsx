import { useMemo } from "react";
import { useToast } from "~/components/toaster";
import { ErrorSummary } from "~/components/ui/error-summary";
import { translateText } from "../../../common/i18n";
import type { FieldErrors } from "../../../common/schemas/form";

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
 * The answer's words (English, as the server wrote them) are shown in the
 * page's language.
 */
export function ActionResult({
  result,
  hideRefusal = false,
}: {
  result: TabActionResult | undefined;
  hideRefusal?: boolean;
}) {
  // One new object per answer, not per render: the toast and the summary's focus follow each new answer.
  const shown = useMemo(() => (result ? inPageLanguage(result) : undefined), [result]);
  useToast(shown?.ok ? shown.toast : undefined);
  if (!shown || shown.ok || hideRefusal) return null;
  return <ErrorSummary result={shown} />;
}

function inPageLanguage(result: TabActionResult): TabActionResult {
  const { title, description } = result.toast;
  return {
    ...result,
    toast: {
      ...result.toast,
      title: translateText(title),
      description: description && translateText(description),
    },
  };
}
