// Employer dashboard, Talent Pool (issue #22, decision 0029): employers and
// admins search every candidate, resumes included. Every choice is in the
// address, so a search can be bookmarked and shared; 20 dense cards a page,
// each opening the full profile, and an employer can invite a candidate to
// apply for one of their active jobs.
import { msg, ph, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useActionData, useNavigation, useSearchParams } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { LazyCandidateDialog } from "~/components/employer/lazy-candidate-dialog";
import { TalentCard } from "~/components/employer/talent-card";
import { TalentSearchForm } from "~/components/employer/talent-search-form";
import { Pager, useSearchHref } from "~/components/pager";
import { EmptyState } from "~/components/ui/empty-state";
import { currentI18n } from "../../common/i18n";
import { talentSearchHref } from "../../common/schemas/talent-pool";
import { applicantProfile } from "../../server/domain/employer";
import { invitableJobs, inviteToApply, searchCandidates } from "../../server/domain/talent-pool";
import { formAction } from "../../server/http/action";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/employer-dashboard.talent-pool";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => {
    const { searchParams } = args.url;
    const candidateId = searchParams.get("candidate");
    const [result, jobs, candidate] = await Promise.all([
      searchCandidates(ctx, searchParams),
      invitableJobs(ctx),
      candidateId ? applicantProfile(ctx, candidateId).catch(() => null) : null,
    ]);
    return {
      result,
      jobs,
      candidate,
      candidateMissing: Boolean(candidateId && !candidate),
      isAdmin: ctx.actor.role === "admin",
    };
  });

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireEmployer, {
    failed: { title: /*i18n*/ "Invitation not sent", description: /*i18n*/ "Please try again." },
    run: async (ctx, form) => {
      const { candidateName, jobTitle } = await inviteToApply(ctx, {
        candidateId: form.get("candidateId"),
        jobId: form.get("jobId"),
      });
      // Back to the same search (post, redirect, get): the toast shows without
      // JavaScript too, and reloading the page does not post the form again.
      return redirectWithToast(args.context, args.url.pathname + args.url.search, {
        // Its words with the names in them are written here, in the request's language.
        title: /*i18n*/ "Invitation sent",
        description: currentI18n()._(msg`${candidateName} was invited to apply for ${jobTitle}.`),
      });
    },
  });

export default function TalentPoolTab({ loaderData }: Route.ComponentProps) {
  const { result, jobs, candidate, candidateMissing, isAdmin } = loaderData;
  const { search, cards, total, capped, page, pageCount, correctedQ } = result;
  const actionResult = useActionData<typeof action>();
  const { t } = useLingui();
  const navigation = useNavigation();
  const link = useSearchHref();
  // Closing the profile (Close or Escape) gives focus back to the card's link that opened it.
  const opened = useSearchParams()[0].get("candidate");
  const lastOpened = useRef<string | null>(null);
  useEffect(() => {
    if (opened) lastOpened.current = opened;
    else if (lastOpened.current) {
      document.getElementById(`profile-${lastOpened.current}`)?.focus({ preventScroll: true });
      lastOpened.current = null;
    }
  }, [opened]);
  const filtered = Object.entries(search).some(
    ([key, value]) => key !== "q" && key !== "page" && value !== undefined && value !== "",
  );
  const count = capped ? "1,000+" : total.toLocaleString("en-IN");
  return (
    <div className="space-y-4">
      <ActionResult result={actionResult} />
      <div>
        <h2 className="text-lg font-semibold text-navy-900">{t`Talent Pool`}</h2>
        <p className="text-sm text-ink-muted">
          {isAdmin
            ? t`Every candidate with a complete profile, resumes included.`
            : t`Candidates who let recruiters find their profile, and everyone who applied to your jobs.`}
        </p>
      </div>
      <TalentSearchForm search={search} open={filtered} />
      <p aria-live="polite" className="text-sm font-semibold text-navy-900">
        {t`${count} ${plural(total, { one: "candidate", other: "candidates" })}`}
        {correctedQ ? (
          <span className="font-normal text-ink-muted">
            {" "}
            {t`for “${correctedQ}” (no match for “${ph({ q: search.q })}”)`}
          </span>
        ) : null}
      </p>
      {cards.length === 0 ? (
        <EmptyState title={t`No candidates match this search.`}>
          <p className="mt-1 text-ink-muted">{t`Try fewer words or fewer filters.`}</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {cards.map((card) => (
            <TalentCard
              key={card.id}
              card={card}
              profileLink={link({ candidate: card.id })}
              jobs={jobs}
              inviting={navigation.formData?.get("candidateId") === card.id}
            />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} href={(n) => talentSearchHref({ ...search, page: n }, "")} />
      {candidate || candidateMissing ? <LazyCandidateDialog candidate={candidate} isAdmin={isAdmin} /> : null}
    </div>
  );
}
