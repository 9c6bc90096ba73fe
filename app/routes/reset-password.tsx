import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { PasswordField } from "~/components/ui/field";
import { currentI18n } from "../../common/i18n";
import { resetPassword } from "../../server/domain/accounts";
import { DATABASE_UNAVAILABLE } from "../../server/db/database";
import { formAction } from "../../server/http/action";
import { openToAll } from "../../server/http/guards";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: currentI18n()._(msg`Set a new password`) },
  { name: "robots", content: "noindex" },
];

/** SPEC §8 "Password reset": 'Reset failed' with a message. */
const RESET_FAILED = { title: /*i18n*/ "Reset failed", description: DATABASE_UNAVAILABLE.message };

export const action = (args: Route.ActionArgs) =>
  formAction(args, openToAll, {
    failed: RESET_FAILED,
    run: async (ctx, form) => {
      await resetPassword(ctx, form);
      return redirectWithToast(args.context, "/auth", {
        title: /*i18n*/ "Password updated",
        description: /*i18n*/ "You can now sign in with your new password.",
      });
    },
  });

export default function ResetPasswordPage() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const busy = useNavigation().state === "submitting";
  const { t } = useLingui();
  if (!token) {
    return (
      <AuthCard title={t`Reset link incomplete`}>
        <p className="text-ink-muted">{t`This reset link is incomplete. Please request a new one.`}</p>
        <Link to="/forgot-password" className="mt-4 inline-block font-semibold text-navy-700 hover:underline">
          {t`Request a new link`}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t`Set a new password`}>
      {/* A refusal is said once, here and under the fields (decision 0021); a success redirects with its toast. */}
      <Form method="post" className="space-y-4" noValidate>
        {result ? <ErrorSummary result={result} /> : null}
        <input type="hidden" name="token" value={token} />
        <PasswordField
          label={t`New Password`}
          name="password"
          autoComplete="new-password"
          required
          error={result?.fieldErrors.password}
        />
        <PasswordField
          label={t`Confirm Password`}
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={result?.fieldErrors.confirmPassword}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t`Saving...` : t`Save New Password`}
        </Button>
      </Form>
    </AuthCard>
  );
}
