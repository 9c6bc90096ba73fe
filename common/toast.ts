/**
 * A toast as the server sends it (with a redirect, in the session's flash) and
 * the page shows it (app/components/toaster.tsx).
 */
export interface Toast {
  title: string;
  description?: string;
  /** Failure toasts use the destructive style (SPEC §8). */
  variant?: "default" | "destructive";
  durationMs?: number;
}
