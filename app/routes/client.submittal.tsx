// The client's page for one submittal (issue #38, decision 0055), reached by
// a signed link without an account: the recruiter's pitch, the job, the
// client CV (never contact details) with its PDF, and the decision, once per
// link. A refused link says why, politely: 404 when it was not made here,
// 410 when it expired or is no longer available. Never cached, never indexed.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data, useActionData } from "react-router";
import { ClientCvView } from "~/components/submittals/client-cv-view";
import { DecisionForm } from "~/components/submittals/decision-form";
import { formatDate } from "../../common/format";
import { currentI18n, translateText } from "../../common/i18n";
import { submittalMessages } from "../../common/schemas/submittal-fields";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import { clientSubmittalView, decideByToken } from "../../server/domain/submittals";
import { formAction, succeeded } from "../../server/http/action";
import { openToAll } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/client.submittal";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`Candidate profile`),
    description: "",
    path: "/client/submittal",
    origin: originFrom(matches),
    noindex: true,
  });

/** Private to the link's holder: not kept by any cache, not indexed, no Referer sent on. */
export function headers() {
  return {
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async (ctx) => {
    const token = args.url.searchParams.get("token") ?? "";
    const view = await clientSubmittalView(ctx, token);
    if (view.state !== "ok")
      return data(
        {
          view: null,
          token: "",
          problem: translateText(view.message, "values" in view ? view.values : undefined),
        },
        { status: view.status },
      );
    return { view, token, problem: null };
  });

export const action = (args: Route.ActionArgs) =>
  formAction(args, openToAll, {
    failed: /*i18n*/ "Your decision was not saved. Please try again.",
    run: async (ctx, form) => {
      const token = new URL(args.request.url).searchParams.get("token");
      const result = await decideByToken(ctx, token, {
        decision: form.get("decision"),
        comment: form.get("comment"),
        times: form.getAll("times").map(String),
      });
      if (result.state !== "ok")
        return data(
          {
            ok: false as const,
            toast: {
              title: translateText(/*i18n*/ "Error"),
              description: translateText(result.message, "values" in result ? result.values : undefined),
              variant: "destructive" as const,
            },
            fieldErrors: {},
          },
          { status: result.status },
        );
      return succeeded(/*i18n*/ "Thank you", submittalMessages.decided);
    },
  });

export default function ClientSubmittalPage({ loaderData }: Route.ComponentProps) {
  const { view, problem } = loaderData;
  const result = useActionData<typeof action>();
  const { t } = useLingui();
  const answered = result && "ok" in result && result.ok ? result.toast.description : null;
  const refused = result && "ok" in result && !result.ok ? result.toast.description : null;
  if (!view)
    return (
      <section className="mx-auto max-w-[720px] px-4 py-10">
        <h1 className="text-2xl font-bold text-navy-900">{t`Candidate profile`}</h1>
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {problem}
        </p>
        <p className="mt-4 text-sm text-ink-muted">{t`Write to us at ${site.emails.contact} if you need the profile again.`}</p>
      </section>
    );
  const jobTitle = view.jobTitle;
  const clientName = view.clientName;
  const reference = view.reference;
  const pdfHref = `/client/submittal/cv.pdf?token=${encodeURIComponent(loaderData.token)}`;
  return (
    <section className="mx-auto max-w-[720px] px-4 py-8">
      <p className="text-sm text-ink-muted">{t`Shared with ${clientName} for ${jobTitle}, ref ${reference}`}</p>
      <h1 className="mt-1 text-3xl font-bold text-navy-900">{t`Candidate for ${jobTitle}`}</h1>
      <div className="mt-4 rounded-lg border border-stone-200 bg-stone-50 p-4">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t`From your recruiter at ${site.name}`}</h2>
        <p className="mt-1 whitespace-pre-line break-words text-ink">{view.pitch}</p>
      </div>
      <p className="mt-4">
        <a href={pdfHref} className="font-semibold text-navy-800 underline underline-offset-2" download>
          {t`Download the profile (PDF)`}
        </a>
      </p>
      <div className="mt-6">
        <ClientCvView cv={view.cv} />
      </div>
      <div className="mt-8 border-t border-stone-200 pt-6">
        {answered ? (
          <p
            role="status"
            className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900"
          >
            {answered}
          </p>
        ) : view.decided ? (
          <p role="status" className="rounded-lg border border-stone-300 bg-stone-50 px-4 py-3 text-ink">
            {translateText(submittalMessages.alreadyDecided, {
              decision: translateText(view.decided.label),
              date: formatDate(view.decided.at),
            })}
          </p>
        ) : (
          <DecisionForm
            problem={refused}
            fieldErrors={result && "fieldErrors" in result ? result.fieldErrors : undefined}
          />
        )}
      </div>
    </section>
  );
}
