// What the apply button (app/components/quick-apply.tsx), its dialog
// (app/components/quick-apply-dialog.tsx) and the job page share: here, so
// that the button and the dialog it loads do not import each other.
import type { JobLocation } from "../../../common/schemas/jobs";
import type { Toast } from "../../../common/toast";

/** What the job page's action answers to an application (app/routes/jobs.$id.tsx). */
export type ApplyResult =
  | { ok: true; toast: Toast; /** The guest form's success (issue #36). */ guest?: true }
  | {
      ok: false;
      toast: Toast;
      fieldErrors: Partial<Record<string, string>>;
      /** The form that was refused, and what was typed in it (server/http/action.ts). */
      intent?: string;
      values?: Record<string, string>;
    };

/** The facts of a job its apply button and dialog show. */
export interface ApplyJob {
  id: string;
  title: string;
  company_name: string;
  location_city: string;
  location_state: string;
  /** Its other places and work mode (decision 0053); a card's job has them. */
  other_locations?: readonly JobLocation[] | null;
  work_mode?: string | null;
  accepting: boolean;
}
