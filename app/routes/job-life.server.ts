// The Close and Reopen forms of a job's card (issue #37, decision 0048), the
// same on the employer's My Jobs and the admin's All Jobs: each page's action
// takes these intents beside its own.
import { closeJob, reopenJob } from "../../server/domain/job-life";
import { succeeded, type FormIntent } from "../../server/http/action";
import type { SignedInContext } from "../../server/http/guards";

export const jobLifeIntents = {
  "close-job": {
    failed: /*i18n*/ "Failed to close job.",
    run: async (ctx, form) => {
      await closeJob(ctx, String(form.get("jobId")));
      return succeeded(
        /*i18n*/ "Job Closed",
        /*i18n*/ "It takes no more applications and has left the site.",
      );
    },
  },
  "reopen-job": {
    failed: /*i18n*/ "Failed to reopen job.",
    run: async (ctx, form) => {
      await reopenJob(ctx, String(form.get("jobId")));
      return succeeded(/*i18n*/ "Job Reopened", /*i18n*/ "The job is live on the careers page.");
    },
  },
} satisfies Record<string, FormIntent<SignedInContext>>;
