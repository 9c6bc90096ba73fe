import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { DataNotice } from "~/components/data-notice";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, PasswordField } from "~/components/ui/field";
import { PASSWORD_MIN_LENGTH } from "../../common/schemas/account-fields";
import { currentI18n } from "../../common/i18n";
import { originFrom, pageMeta } from "~/seo";
import { registerCandidate } from "../../server/domain/accounts";
import { formAction } from "../../server/http/action";
import { openToAll, requireVisitor } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import { requestOf } from "../../server/http/load-context";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`Register`),
    description: currentI18n()._(
      msg`Create your candidate account to apply for IT, telecom and NOC jobs across India.`,
    ),
    path: "/register",
    origin: originFrom(matches),
  });

// SPEC §2 /register: to /profile when signed in; an employer's or admin's page is their dashboard (decision 0021).
export const loader = (args: Route.LoaderArgs) => pageLoader(args, requireVisitor, () => null);

// Open to all, as before: only the page sends a signed-in user to their home.
export const action = (args: Route.ActionArgs) =>
  formAction(args, openToAll, {
    failed: { title: /*i18n*/ "Sign Up Failed", description: /*i18n*/ "An error occurred during sign up." },
    run: async (ctx, form) => {
      // The same answer whether the address was new or already had an account
      // (its owner is told by e-mail): sign-up must not tell who is registered.
      // The e-mailed link signs in; so does the sign-in form this leads to.
      await registerCandidate(ctx, form, { language: requestOf(args.context).locale });
      return redirectWithToast(args.context, "/auth", {
        title: /*i18n*/ "Account Created!",
        description: /*i18n*/ "Please check your email for verification link, then complete your profile.",
      });
    },
  });

export default function RegisterPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useLingui();
  return (
    <AuthCard title={t`Create your account`} subtitle={t`Register to apply for jobs in two taps.`}>
      <Form method="post" className="space-y-4" noValidate>
        {result ? <ErrorSummary result={result} /> : null}
        <Field
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={result?.fieldErrors.email}
        />
        <Field
          label={t`Mobile Number`}
          name="phone"
          type="tel"
          // Not "tel-national": the spec allows that token on text inputs only; +91 numbers are accepted.
          autoComplete="tel"
          inputMode="tel"
          placeholder="98765 43210"
          required
          hint={t`10-digit Indian mobile number`}
          error={result?.fieldErrors.phone}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          error={result?.fieldErrors.password}
        />
        <PasswordField
          label={t`Confirm Password`}
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={result?.fieldErrors.confirmPassword}
        />
        <DataNotice
          purpose="registration"
          error={result?.fieldErrors.consent}
          given={result?.values?.consent === "yes"}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t`Creating account...` : t`Create Account`}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        <Trans>
          Already have an account?{" "}
          <Link to="/auth" className="font-semibold text-navy-700 hover:underline">
            Sign in
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
