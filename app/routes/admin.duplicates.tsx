// Admin dashboard, Duplicates (issue #38, decision 0056): pairs of profiles
// that may be one person, side by side with why they were paired. The admin
// keeps one (Merge, after a confirmation that works without JavaScript) or
// says they are two people (Dismiss); "Scan now" queues the nightly scan at once.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, useActionData, useSearchParams } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ConfirmButton, ConfirmForm, PageDialog } from "~/components/ui/page-dialog";
import { formatDate, formatPhone } from "../../common/format";
import { experienceOptions } from "../../common/schemas/profile-fields";
import { mergeDuplicate } from "../../server/domain/candidate-merge";
import {
  dismissDuplicate,
  listDuplicates,
  scanDuplicatesNow,
  type DuplicatePair,
  type DuplicateSide,
} from "../../server/domain/duplicates";
import { succeeded, formAction } from "../../server/http/action";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/admin.duplicates";

const reasonWords = {
  mobile: msg`Same mobile number`,
  email: msg`Same e-mail mailbox`,
  name_city_profile: msg`Similar name, same city and profile`,
} as const;

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => ({ duplicates: await listDuplicates(ctx) }));

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireAdmin, {
    scan: {
      failed: /*i18n*/ "Failed to scan for duplicates.",
      run: async (ctx) => {
        await scanDuplicatesNow(ctx);
        return succeeded(/*i18n*/ "Scan started", /*i18n*/ "New pairs appear here when it finishes.");
      },
    },
    merge: {
      failed: /*i18n*/ "Failed to merge the profiles.",
      run: async (ctx, form) => {
        await mergeDuplicate(ctx, String(form.get("id")), String(form.get("keep")));
        return succeeded(/*i18n*/ "Profiles merged.", /*i18n*/ "Both addresses have been told by e-mail.");
      },
    },
    dismiss: {
      failed: /*i18n*/ "Failed to dismiss the pair.",
      run: async (ctx, form) => {
        await dismissDuplicate(ctx, String(form.get("id")));
        return succeeded(/*i18n*/ "Pair dismissed.", /*i18n*/ "The scan will not list these two again.");
      },
    },
  });

export default function DuplicatesTab({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { duplicates } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const [mergeId, keep] = (params.get("merge") ?? "").split(":");
  const merging = duplicates.pairs.find((pair) => pair.id === mergeId);
  const total = duplicates.total.toLocaleString("en-IN");
  const lastScan = duplicates.lastScan ? formatDate(duplicates.lastScan.finished_at) : null;
  return (
    <div className="space-y-4">
      <ActionResult result={result} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {t`Open pairs: ${total}`} · {lastScan ? t`Last scan ${lastScan}` : t`Not scanned yet`}
        </p>
        <Form method="post">
          <button type="submit" name="intent" value="scan" className={buttonClass("secondary", "sm")}>
            {t`Scan now`}
          </button>
        </Form>
      </div>
      {duplicates.pairs.length === 0 ? (
        <EmptyState>{t`No open pairs. The scan runs every night.`}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {duplicates.pairs.map((pair) => (
            <PairCard key={pair.id} pair={pair} params={params} />
          ))}
        </ul>
      )}
      {merging && (keep === "a" || keep === "b") ? (
        <MergeDialog pair={merging} keep={keep} closeTo={closeLink(params)} />
      ) : null}
    </div>
  );
}

function closeLink(params: URLSearchParams) {
  const rest = new URLSearchParams(params);
  rest.delete("merge");
  const query = rest.toString();
  return query ? `?${query}` : "?";
}

function PairCard({ pair, params }: { pair: DuplicatePair; params: URLSearchParams }) {
  const { t, i18n } = useLingui();
  const found = formatDate(pair.foundAt);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        {pair.reasons.map((reason) => (
          <span
            key={reason}
            className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
          >
            {i18n._(reasonWords[reason])}
          </span>
        ))}
        <span className="text-xs text-ink-muted">{t`Found ${found}`}</span>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {(["a", "b"] as const).map((side) => (
          <Side key={side} person={pair[side]} pairId={pair.id} side={side} params={params} />
        ))}
      </div>
      <Form method="post" className="mt-3">
        <input type="hidden" name="id" value={pair.id} />
        <button type="submit" name="intent" value="dismiss" className={buttonClass("ghost", "sm")}>
          {t`Not the same person`}
        </button>
      </Form>
    </li>
  );
}

function Side({
  person,
  pairId,
  side,
  params,
}: {
  person: DuplicateSide;
  pairId: string;
  side: "a" | "b";
  params: URLSearchParams;
}) {
  const { t, i18n } = useLingui();
  const name = person.name || t`No name yet`;
  const experience = experienceOptions.find(([value]) => value === person.totalExperience)?.[1];
  const joined = formatDate(person.createdAt);
  const applications = person.applications;
  return (
    <section className="min-w-0 rounded-lg bg-surface p-3 text-sm" aria-label={name}>
      <h3 className="font-semibold text-navy-900 break-words">{name}</h3>
      <dl className="mt-1 space-y-0.5 text-ink break-words">
        <Row label={t`Email`} value={person.email} breakAll />
        <Row label={t`Mobile`} value={formatPhone(person.phone) || "–"} />
        <Row label={t`City`} value={person.city || "–"} />
        <Row label={t`Experience`} value={experience ? i18n._(experience) : "–"} />
        <Row label={t`Latest job`} value={person.latestJob || "–"} />
        <Row label={t`Skills`} value={person.skills.join(", ") || "–"} />
        <Row label={t`Applications`} value={String(applications)} />
        <Row label={t`Registered`} value={joined} />
      </dl>
      <div className="mt-2">
        <ConfirmButton
          param="merge"
          value={`${pairId}:${side}`}
          keep={params}
          id={`merge-${pairId}-${side}`}
          label={t`Keep this one`}
          accessibleLabel={t`Merge the pair, keeping ${name}`}
        />
      </div>
    </section>
  );
}

function Row({ label, value, breakAll }: { label: string; value: string; breakAll?: boolean }) {
  return (
    <div className="flex gap-2">
      <dt className="w-24 shrink-0 text-ink-muted">{label}</dt>
      <dd className={breakAll ? "min-w-0 break-all" : "min-w-0"}>{value}</dd>
    </div>
  );
}

function MergeDialog({ pair, keep, closeTo }: { pair: DuplicatePair; keep: "a" | "b"; closeTo: string }) {
  const { t } = useLingui();
  const kept = pair[keep];
  const removed = pair[keep === "a" ? "b" : "a"];
  const keptName = kept.name || kept.email;
  const keptEmail = kept.email;
  const removedName = removed.name || removed.email;
  const removedEmail = removed.email;
  return (
    <PageDialog
      title={t`Merge into ${keptName}?`}
      closeTo={closeTo}
      returnFocusTo={`merge-${pair.id}-${keep}`}
      actions={
        <ConfirmForm action={closeTo} fields={{ intent: "merge", id: pair.id, keep }} label={t`Yes, merge`} />
      }
    >
      <p className="mt-3 text-sm text-ink">
        {t`The profile and account of ${removedName} (${removedEmail}) will be removed. Its applications, skills, experience, education, saved jobs and alerts move to ${keptName}, who signs in with ${keptEmail}. Both addresses get an e-mail. This cannot be undone.`}
      </p>
    </PageDialog>
  );
}
