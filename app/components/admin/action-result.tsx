import { useToast } from "~/components/toaster";
import { Alert } from "~/components/ui/alert";

/** What a dashboard tab's action answered (server/http/action.ts). */
export interface TabActionResult {
  ok: boolean;
  toast: { title: string; description?: string };
}

/**
 * A form post's answer: a toast, and for a refusal an alert at the top of the
 * tab as well, which stays (and is all there is without JavaScript).
 */
export function ActionResult({ result }: { result: TabActionResult | undefined }) {
  useToast(result?.toast);
  if (!result || result.ok) return null;
  return <Alert title={result.toast.title}>{result.toast.description}</Alert>;
}
