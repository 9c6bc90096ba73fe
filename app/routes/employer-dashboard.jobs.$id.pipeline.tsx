// Employer dashboard, a job's pipeline (issue #37, decision 0050): the board
// of its candidates by stage, for the job's own employer and admins. Every
// move is a form posted here (one card, or the checked cards at once), so the
// board works without JavaScript; with it, cards also move by drag and drop
// and by the arrow keys.
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, redirect, useActionData } from "react-router";
import { PipelineBoard } from "~/components/pipeline/board";
import { stageLabels } from "~/components/pipeline/stage-words";
import { buttonClass } from "~/components/ui/button";
import { currentI18n } from "../../common/i18n";
import { jobPipeline, moveApplications } from "../../server/domain/pipeline";
import { needsPlacementForm, placementFormPath } from "../../server/domain/placements";
import { formAction, succeeded, type FormIntent } from "../../server/http/action";
import { requireEmployer, type SignedInContext } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.jobs.$id.pipeline";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, (ctx) => jobPipeline(ctx, args.params.id));

/** Both forms move: one card (`move`) or the checked ones (`bulk`), each with a stage and, to reject, a reason. */
async function runMove(ctx: SignedInContext, form: FormData) {
  const ids = form.getAll("applicationId");
  let result: Awaited<ReturnType<typeof moveApplications>>;
  try {
    result = await moveApplications(ctx, ids, {
      stage: form.get("stage"),
      reason: form.get("reason"),
      note: form.get("note"),
    });
  } catch (error) {
    // One card to Offered or Joined: its placement form records the offer with the move (decision 0057).
    if (needsPlacementForm(error) && ids.length === 1)
      return redirect(placementFormPath(String(ids[0]), form.get("stage")));
    throw error;
  }
  const { stage, moved, skipped } = result;
  const i18n = currentI18n();
  const label = i18n._(stageLabels[stage]);
  return succeeded(
    /*i18n*/ "Pipeline updated",
    skipped
      ? i18n._(
          msg`${plural(moved, { one: "# candidate", other: "# candidates" })} moved to ${label}; ${skipped} left as they were.`,
        )
      : i18n._(msg`${plural(moved, { one: "# candidate", other: "# candidates" })} moved to ${label}.`),
  );
}

const pipelineForms = {
  move: { failed: /*i18n*/ "The candidate was not moved. Please try again.", run: runMove },
  bulk: { failed: /*i18n*/ "The candidates were not moved. Please try again.", run: runMove },
} satisfies Record<string, FormIntent<SignedInContext>>;

export const action = (args: Route.ActionArgs) => formAction(args, requireEmployer, pipelineForms);

export default function PipelinePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  // The answer of a form posted without JavaScript (or of the bulk form): said on the page itself.
  const result = useActionData<typeof action>();
  const { job, total } = loaderData;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-navy-900">
          {t`Pipeline`}: {job.title}
          <span className="font-normal text-ink-muted"> · {job.company_name}</span>
          <span className="block text-sm font-normal text-ink-muted">
            {t`${plural(total, { one: "# application", other: "# applications" })}`}
          </span>
        </h2>
        <Link to={`/employer-dashboard/applications?job=${job.id}`} className={buttonClass("ghost", "sm")}>
          {t`View Applications`}
        </Link>
      </div>
      {result?.toast ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={
            result.ok
              ? "rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900"
              : "rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          }
        >
          <strong>{result.toast.title}</strong>
          {result.toast.description ? <> {result.toast.description}</> : null}
        </p>
      ) : null}
      <PipelineBoard board={loaderData} />
    </div>
  );
}
