import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { currentI18n } from "../../common/i18n";
import { DATABASE_UNAVAILABLE } from "../../server/db/database";
import { deleteMyAccount } from "../../server/domain/profiles";
import { formAction } from "../../server/http/action";
import { requireSignedIn } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/profile.delete";

export const meta: Route.MetaFunction = () => [
  { title: currentI18n()._(msg`Delete account`) },
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireSignedIn, (ctx) => ({ email: ctx.actor.email }));

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireSignedIn, {
    failed: { title: /*i18n*/ "Account not deleted", description: DATABASE_UNAVAILABLE.message },
    run: async (ctx, form) => {
      await deleteMyAccount(ctx, form.get("confirmation"));
      // The session went with the account; clear its cookie too.
      const headers = new Headers();
      for (const name of ["jb.session_token", "__Secure-jb.session_token"]) {
        headers.append("set-cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
      }
      return redirectWithToast(
        args.context,
        "/",
        {
          title: /*i18n*/ "Account deleted",
          description: /*i18n*/ "Your account, profile, applications and files have been removed.",
        },
        { headers },
      );
    },
  });

export default function DeleteAccountPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { email } = loaderData;
  return (
    <AuthCard
      title={t`Delete your account`}
      subtitle={t`This removes your profile, applications, photo and resume for good.`}
    >
      <Form method="post" className="space-y-4">
        {result ? <ErrorSummary result={result} /> : null}
        <Field
          label={t`Type ${email} to confirm`}
          name="confirmation"
          autoComplete="off"
          required
          error={result?.fieldErrors.confirmation}
        />
        <Button type="submit" variant="danger" className="w-full" disabled={busy}>
          {busy ? t`Deleting...` : t`Delete My Account`}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/profile" className="font-semibold text-navy-700 hover:underline">
          {t`Keep my account`}
        </Link>
      </p>
    </AuthCard>
  );
}
