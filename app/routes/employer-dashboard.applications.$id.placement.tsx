// Employer dashboard, an application's placement (issue #38, part C, decision
// 0057): record the offer or the joining (the stage moves with it), correct
// it, or end a joined placement early. Where a move to Offered or Joined on
// the board or the Applications tab leads (`?stage=`); plain forms, so it all
// works without JavaScript. The job's owner and admins only.
import { useLingui } from "@lingui/react/macro";
import { Link, useActionData } from "react-router";
import { translateText } from "../../common/i18n";
import { ActionResult } from "~/components/admin/action-result";
import { refusedBy } from "~/components/clients/client-forms";
import {
  EndPlacementForm,
  PlacementForm,
  PlacementRecruiterForm,
  PlacementSummary,
} from "~/components/employer/placement-panel";
import { recruiterChoices } from "../../server/domain/job-orders";
import {
  changePlacementRecruiter,
  endPlacement,
  getPlacement,
  savePlacement,
} from "../../server/domain/placements";
import { formAction, succeeded } from "../../server/http/action";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/employer-dashboard.applications.$id.placement";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => {
    const data = await getPlacement(ctx, args.params.id);
    const asked = new URL(args.request.url).searchParams.get("stage");
    const current = data.placement?.status === "joined" ? "joined" : "offered";
    const stage: "offered" | "joined" = asked === "joined" || asked === "offered" ? asked : current;
    // Only an admin may credit the placement to another recruiter.
    const recruiters = data.placement && ctx.actor?.role === "admin" ? await recruiterChoices(ctx) : null;
    return { ...data, stage, recruiters };
  });

export const action = (args: Route.ActionArgs) => {
  const id = args.params.id;
  return formAction(args, requireEmployer, {
    save: {
      failed: /*i18n*/ "The placement was not saved.",
      run: async (ctx, form) => {
        const { stage } = await savePlacement(ctx, id, Object.fromEntries(form));
        // Back to the application, where the placement now shows.
        const { application } = await getPlacement(ctx, id);
        return redirectWithToast(
          args.context,
          `/employer-dashboard/applications?job=${application.job_id}&application=${id}`,
          {
            title: stage === "joined" ? /*i18n*/ "Joining recorded" : /*i18n*/ "Offer recorded",
          },
        );
      },
    },
    end: {
      failed: /*i18n*/ "The placement was not ended.",
      run: async (ctx, form) => {
        const { placement } = await getPlacement(ctx, id);
        await endPlacement(ctx, placement?.id ?? "", Object.fromEntries(form));
        return succeeded(/*i18n*/ "Placement ended");
      },
    },
    recruiter: {
      failed: /*i18n*/ "The recruiter was not changed.",
      run: async (ctx, form) => {
        await changePlacementRecruiter(ctx, id, Object.fromEntries(form));
        return succeeded(/*i18n*/ "Recruiter changed");
      },
    },
  });
};

export default function PlacementPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const result = useActionData<typeof action>();
  const { application, placement, defaults, stage, recruiters } = loaderData;
  const live = placement && (placement.status === "offered" || placement.status === "joined");
  return (
    <div className="space-y-4">
      <ActionResult result={result && "ok" in result ? result : undefined} />
      {result && "ok" in result && result.ok ? (
        // Said on the page too, for a post made without JavaScript (no toast then).
        <p
          role="status"
          className="rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          {translateText(result.toast.title)}
        </p>
      ) : null}
      <div className="space-y-1">
        <Link
          to={`/employer-dashboard/applications?job=${application.job_id}&application=${application.id}`}
          className="inline-flex min-h-11 items-center text-sm font-medium text-navy-700 underline"
        >
          {t`Back to the application`}
        </Link>
        <h2 className="text-lg font-semibold text-navy-900">
          {t`Placement`}: {application.candidate_name}
        </h2>
        <p className="text-sm text-ink-muted">
          {application.job_title}
          {application.client_name ? ` · ${application.client_name}` : null}
          {" · "}
          {t`Guarantee: ${defaults.guarantee_days} days from joining`}
        </p>
      </div>
      {placement ? (
        <section className="rounded-2xl border border-stone-200 bg-white p-4">
          <PlacementSummary placement={placement} />
        </section>
      ) : null}
      {application.stage === "withdrawn" ? (
        <p className="text-sm text-ink-muted">
          {t`Withdrawn by the candidate. Its status can no longer be changed.`}
        </p>
      ) : placement?.status === "ended" ? null : (
        <section
          className="rounded-2xl border border-stone-200 bg-white p-4"
          aria-labelledby="placement-form"
        >
          <h3 id="placement-form" className="mb-3 font-semibold text-navy-900">
            {live ? t`Change the placement` : t`Record the offer`}
          </h3>
          <PlacementForm
            stage={stage}
            placement={placement}
            defaults={defaults}
            refused={refusedBy(result, "save")}
          />
        </section>
      )}
      {placement?.status === "joined" ? (
        <section className="rounded-2xl border border-stone-200 bg-white p-4" aria-labelledby="end-placement">
          <h3 id="end-placement" className="mb-3 font-semibold text-navy-900">
            {t`End placement`}
          </h3>
          <p className="mb-3 text-sm text-ink-muted">
            {t`If the candidate leaves on or before the guarantee's last day, the opening is free again and the client is owed a replacement.`}
          </p>
          <EndPlacementForm refused={refusedBy(result, "end")} />
        </section>
      ) : null}
      {placement && recruiters ? (
        <section
          className="rounded-2xl border border-stone-200 bg-white p-4"
          aria-labelledby="placement-recruiter"
        >
          <h3 id="placement-recruiter" className="mb-3 font-semibold text-navy-900">
            {t`Credited recruiter`}
          </h3>
          <PlacementRecruiterForm
            current={placement.recruiter_id}
            recruiters={recruiters}
            refused={refusedBy(result, "recruiter")}
          />
        </section>
      ) : null}
    </div>
  );
}
