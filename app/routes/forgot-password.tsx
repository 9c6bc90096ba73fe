import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { useToast } from "~/components/toaster";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import type { FieldErrors } from "../../common/schemas/form";
import { currentI18n, translateText } from "../../common/i18n";
import { originFrom, pageMeta } from "~/seo";
import { requestPasswordReset } from "../../server/domain/accounts";
import { DATABASE_UNAVAILABLE } from "../../server/db/database";
import { formAction } from "../../server/http/action";
import { openToAll } from "../../server/http/guards";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`Forgot Password`),
    description: currentI18n()._(msg`Reset the password of your account.`),
    path: "/forgot-password",
    origin: originFrom(matches),
  });

/** SPEC §8 "Password reset": 'Reset failed' with a message. */
const RESET_FAILED = { title: /*i18n*/ "Reset failed", description: DATABASE_UNAVAILABLE.message };

export const action = (args: Route.ActionArgs) =>
  formAction(args, openToAll, {
    failed: RESET_FAILED,
    run: async (ctx, form) => {
      await requestPasswordReset(ctx, form);
      return {
        ok: true as const,
        toast: {
          title: /*i18n*/ "Reset email sent",
          description: /*i18n*/ "Please check your email for password reset instructions.",
        },
        fieldErrors: {} as FieldErrors,
      };
    },
  });

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useLingui();
  // A success is a toast and a note in place; a refusal only the summary at the top of the form (decision 0021).
  useToast(result?.ok ? result.toast : undefined);
  return (
    <AuthCard
      title={t`Forgot your password?`}
      subtitle={t`Enter your email and we will send you a reset link.`}
    >
      {result?.ok ? (
        <div className="mb-4">
          <Alert tone="success" title={translateText(result.toast.title)}>
            {translateText(result.toast.description)}
          </Alert>
        </div>
      ) : null}
      <Form method="post" className="space-y-4" noValidate>
        {result && !result.ok ? <ErrorSummary result={result} /> : null}
        <Field
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={result?.fieldErrors.email}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t`Sending...` : t`Send Reset Link`}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-semibold text-navy-700 hover:underline">
          {t`Back to sign in`}
        </Link>
      </p>
    </AuthCard>
  );
}
