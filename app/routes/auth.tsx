import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, PasswordField } from "~/components/ui/field";
import { currentI18n } from "../../common/i18n";
import { originFrom, pageMeta } from "~/seo";
import { signIn } from "../../server/domain/accounts";
import type { DomainContext } from "../../server/domain/context";
import { formAction } from "../../server/http/action";
import { openToAll, requireVisitor } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { languageCookie } from "../../server/http/locale";
import { homeOf, safeRedirectPath } from "../../server/http/session";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`Sign In`),
    description: currentI18n()._(
      msg`Sign in to apply for jobs, track your applications or manage your postings.`,
    ),
    path: "/auth",
    origin: originFrom(matches),
  });

export const loader = (args: Route.LoaderArgs) => pageLoader(args, requireVisitor, () => null);

/** SPEC §8 "Sign-in failure ... unexpected" / "Admin login": each tab's own title. */
const SIGN_IN_FAILED = {
  title: /*i18n*/ "Sign in failed",
  description: /*i18n*/ "An unexpected error occurred.",
};
const ADMIN_SIGN_IN_FAILED = { ...SIGN_IN_FAILED, title: /*i18n*/ "Admin sign in failed" };

// Open to all, as before: only the page sends a signed-in user to their home.
export const action = (args: Route.ActionArgs) => {
  const signInForm = {
    // The admin tab's form says so in `portal`: its failure message is its own.
    failed: (form: FormData) => (form.get("portal") === "admin" ? ADMIN_SIGN_IN_FAILED : SIGN_IN_FAILED),
    run: async (ctx: DomainContext, form: FormData) => {
      const admin = form.get("portal") === "admin";
      const { role, headers, language } = await signIn(ctx, form);
      // The account's language comes back to this browser (issue #25).
      if (language) headers.append("Set-Cookie", languageCookie(language, args.context));
      if (admin) {
        return redirectWithToast(
          args.context,
          "/admin",
          {
            title: /*i18n*/ "Admin login successful",
            description: /*i18n*/ "Welcome to the admin dashboard!",
          },
          { headers },
        );
      }
      return redirect(safeRedirectPath(form.get("redirectTo"), homeOf(role)), { headers });
    },
  };
  return formAction(args, openToAll, signInForm);
};

export default function SignInPage() {
  const { t } = useLingui();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const portal = params.get("tab") === "admin" ? "admin" : "user";
  const redirectTo = params.get("redirectTo") ?? "";
  const busy = navigation.state === "submitting";

  const tab = (value: "user" | "admin", label: string) => {
    const search = new URLSearchParams(params);
    if (value === "admin") search.set("tab", "admin");
    else search.delete("tab");
    const query = search.toString();
    return (
      <Link
        to={`/auth${query ? `?${query}` : ""}`}
        replace
        aria-current={portal === value ? "page" : undefined}
        className={clsx(
          "flex min-h-11 flex-1 items-center justify-center rounded-md px-3 py-2 text-center text-sm font-semibold",
          portal === value ? "bg-white text-navy-900 shadow-sm" : "text-ink-muted hover:text-navy-900",
        )}
      >
        {label}
      </Link>
    );
  };

  return (
    <AuthCard
      title={portal === "admin" ? t`Admin Login` : t`Welcome back`}
      subtitle={
        portal === "admin"
          ? t`For the firm's administrators.`
          : t`Sign in to apply for jobs and track your applications.`
      }
    >
      <nav aria-label={t`Sign-in type`} className="mb-6 flex gap-1 rounded-lg bg-surface-muted p-1">
        {tab("user", t`User Login`)}
        {tab("admin", t`Admin Login`)}
      </nav>
      <Form method="post" className="space-y-4" noValidate>
        {result ? <ErrorSummary result={result} /> : null}
        <input type="hidden" name="portal" value={portal} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={result?.fieldErrors.email}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          required
          error={result?.fieldErrors.password}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="inline-flex min-h-11 items-center text-sm font-medium text-navy-700 underline-offset-2 hover:underline"
          >
            {t`Forgot password?`}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t`Signing in...` : portal === "admin" ? t`Sign In as Admin` : t`Sign In`}
        </Button>
      </Form>
      {portal === "user" ? (
        <p className="mt-6 text-center text-sm text-ink-muted">
          <Trans>
            New here?{" "}
            <Link to="/register" className="font-semibold text-navy-700 hover:underline">
              Create an account
            </Link>
          </Trans>
        </p>
      ) : null}
    </AuthCard>
  );
}
