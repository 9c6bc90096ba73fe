import { useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import type { Role } from "../../../common/schemas/roles";
import { Button, buttonClass } from "../ui/button";

/**
 * /profile of an account without a candidate profile: a candidate may create
 * it; an employer or admin is told profiles belong to job seekers.
 */
export function NoProfile({ role, email }: { role: Role; email: string }) {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <div className="rounded-2xl border border-stone-200 bg-white p-8">
        <h1 className="text-2xl font-bold text-navy-900">{t`Profile Not Found`}</h1>
        {role === "candidate" ? (
          <>
            <p className="mt-2 text-ink-muted">{t`Your account has no candidate profile yet.`}</p>
            <Form method="post" className="mt-6">
              <input type="hidden" name="intent" value="create-profile" />
              <Button type="submit">{t`Complete Registration`}</Button>
            </Form>
          </>
        ) : (
          <>
            <p className="mt-2 text-ink-muted">
              {role === "admin"
                ? t`${email} is an admin account; candidate profiles belong to job seekers.`
                : t`${email} is an employer account; candidate profiles belong to job seekers.`}
            </p>
            <Link
              to={role === "admin" ? "/admin" : "/employer-dashboard"}
              className={buttonClass("primary", "md", "mt-6")}
            >
              {role === "admin" ? t`Go to Admin Dashboard` : t`Go to Employer Dashboard`}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
