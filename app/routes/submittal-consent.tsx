// The candidate's answer from the mail (issue #38, decision 0055):
// /submittal-consent?token=… shows the question; only its form's POST
// answers it, so a mail scanner that fetches the link changes nothing. No
// sign-in: the signed link names one request, and is the authority.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, useActionData } from "react-router";
import { ConsentQuestion } from "~/components/submittals/consent-question";
import { currentI18n, currentLocale, translateText } from "../../common/i18n";
import { submittalMessages } from "../../common/schemas/submittal-fields";
import { originFrom, pageMeta } from "~/seo";
import { answerConsentByToken, consentRequestByToken } from "../../server/domain/submittals";
import { formAction, succeeded } from "../../server/http/action";
import { openToAll } from "../../server/http/guards";
import { pageLoader, refusalText } from "../../server/http/loader";
import type { Route } from "./+types/submittal-consent";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`Share your profile?`),
    description: "",
    path: "/submittal-consent",
    origin: originFrom(matches),
    noindex: true,
  });

export function headers() {
  return {
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
  };
}

// A refused link (bad, expired, answered) is said in the page's body.
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async (ctx) => {
    try {
      const request = await consentRequestByToken(ctx, args.url.searchParams.get("token"));
      return { problem: null, request };
    } catch (error) {
      return { problem: refusalText(error), request: null };
    }
  });

export const action = (args: Route.ActionArgs) =>
  formAction(args, openToAll, {
    failed: /*i18n*/ "Your answer was not saved. Please try again.",
    run: async (ctx, form) => {
      const token = new URL(args.request.url).searchParams.get("token");
      const { answer, client } = await answerConsentByToken(
        ctx,
        token,
        { answer: form.get("answer") },
        currentLocale(),
      );
      const said = answer === "yes" ? submittalMessages.sharedYes : submittalMessages.sharedNo;
      return { ...succeeded(/*i18n*/ "Thank you", translateText(said, { client })), answered: answer };
    },
  });

export default function SubmittalConsentPage({ loaderData }: Route.ComponentProps) {
  const { problem, request } = loaderData;
  const result = useActionData<typeof action>();
  const { t } = useLingui();
  const done = result?.ok ? result.toast.description : null;
  const refused = result && !result.ok ? result.toast.description : null;
  const waiting = request && request.status === "awaiting_consent" && !request.expired;
  return (
    <section className="mx-auto max-w-[640px] px-4 py-10">
      {done ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          {done}
        </p>
      ) : problem ? (
        <>
          <h1 className="text-2xl font-bold text-navy-900">{t`Share your profile?`}</h1>
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
            {problem}
          </p>
        </>
      ) : request && waiting ? (
        <>
          {refused ? (
            <p
              role="alert"
              className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900"
            >
              {refused}
            </p>
          ) : null}
          <ConsentQuestion request={request} fields={{}} headingLevel={1} />
        </>
      ) : request ? (
        <>
          <h1 className="text-2xl font-bold text-navy-900">{t`Share your profile?`}</h1>
          <p role="status" className="mt-4 text-ink">
            {request.expired
              ? translateText(submittalMessages.consentExpired)
              : translateText(submittalMessages.consentAnswered)}
          </p>
        </>
      ) : null}
      <p className="mt-6">
        <Link to="/my-applications" className="font-semibold text-navy-800 underline underline-offset-2">
          {t`My Applications`}
        </Link>
      </p>
    </section>
  );
}
