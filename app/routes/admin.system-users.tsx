// Admin dashboard, System Users: every account with its role (staff first),
// the role selector (saved by its button, not on change) and Remove (after a
// confirming dialog, ?remove=<id>), and Add New User (decisions 0008, 0019).
// An admin's own row offers neither: no one lowers their own admin role.
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { Form, useActionData, useSearchParams } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { SearchBox, Table, td } from "~/components/admin/table";
import { TableHead } from "~/components/admin/table-head";
import { Pager, useSearchHref } from "~/components/pager";
import { Button, buttonClass } from "~/components/ui/button";
import { ConfirmButton, ConfirmForm, PageDialog } from "~/components/ui/page-dialog";
import { Field, SelectField, selectClass } from "~/components/ui/field";
import { formatDate } from "../../common/format";
import { translateText } from "../../common/i18n";
import { pageNumber } from "../../common/schemas/paging";
import { storedRoleLabels, storedRoles, type StoredRole } from "../../common/schemas/roles";
import { changeRole, createUser, listSystemUsers, removeRole } from "../../server/domain/admin";
import { succeeded, formAction } from "../../server/http/action";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/admin.system-users";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => {
    const { searchParams } = args.url;
    return {
      system: await listSystemUsers(ctx, {
        q: searchParams.get("q"),
        page: pageNumber(searchParams.get("page")),
      }),
      me: ctx.actor.userId,
    };
  });

// SPEC §8 "Admin dashboard": each form's failure message.
export const action = (args: Route.ActionArgs) =>
  formAction(args, requireAdmin, {
    "create-user": {
      failed: /*i18n*/ "Failed to create user.",
      run: async (ctx, form) => {
        await createUser(ctx, {
          email: form.get("email"),
          password: form.get("password"),
          role: form.get("role"),
        });
        return { ...succeeded(/*i18n*/ "User Created"), created: true };
      },
    },
    "change-role": {
      failed: /*i18n*/ "Failed to update user role.",
      run: async (ctx, form) => {
        await changeRole(ctx, String(form.get("userId")), form.get("role"));
        return succeeded(/*i18n*/ "Role Updated");
      },
    },
    "remove-role": {
      failed: /*i18n*/ "Failed to remove user role.",
      run: async (ctx, form) => {
        await removeRole(ctx, String(form.get("userId")));
        return succeeded(/*i18n*/ "Role Removed");
      },
    },
  });

export default function SystemUsersTab({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { system, me } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const link = useSearchHref();
  const addUser = useRef<HTMLFormElement>(null);
  // A created user's e-mail and password are not left in the form for a second click.
  useEffect(() => {
    if (result && "created" in result) addUser.current?.reset();
  }, [result]);
  const removing = system.rows.find((row) => row.user_id === params.get("remove") && row.user_id !== me);
  const removedEmail = removing?.email;
  const removedRole = removing?.role;
  const removedLevel = removing ? translateText(storedRoleLabels[removing.role]) : "";
  const failed =
    result && !result.ok && "intent" in result && result.intent === "create-user" ? result : null;
  // The stored value as it is (the Role column's word), with its access level in the page's language.
  const roleOptions = storedRoles.map(
    (role) => [role, `${role} (${translateText(storedRoleLabels[role])})`] as const,
  );
  return (
    <div className="space-y-6">
      <ActionResult result={result} />
      <details className="group rounded-2xl border border-stone-200 bg-white p-5" open={Boolean(failed)}>
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-900">
          <span
            aria-hidden="true"
            className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
          >
            ▸
          </span>
          {t`Add New User`}
        </summary>
        <Form
          ref={addUser}
          method="post"
          className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
          noValidate
        >
          <input type="hidden" name="intent" value="create-user" />
          <Field
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={failed?.values?.email as string | undefined}
          />
          <Field label={t`Password`} name="password" type="password" autoComplete="new-password" />
          <SelectField
            label={t`Access Level`}
            name="role"
            options={roleOptions}
            placeholder={null}
            defaultValue="user"
          />
          <Button type="submit">{t`Create User`}</Button>
        </Form>
      </details>
      <SearchBox id="system-search" placeholder={t`Search by email`} />
      <Table caption={t`System users and their roles`}>
        <TableHead
          columns={[
            t`Email`,
            t`Role`,
            t`Access Level`,
            t`Created`,
            t`Change Role`,
            { label: t`Remove`, hidden: true },
          ]}
        />
        <tbody>
          {system.rows.map((row) => {
            const email = row.email;
            return (
              <tr key={row.user_id}>
                <td className={td}>
                  {row.email}
                  {row.user_id === me ? (
                    <span className="ml-2 text-xs text-ink-muted">{t`(you)`}</span>
                  ) : null}
                </td>
                <td className={td}>
                  <RoleBadge role={row.role} />
                </td>
                <td className={td}>{translateText(storedRoleLabels[row.role])}</td>
                <td className={td}>{formatDate(row.createdAt)}</td>
                {row.user_id === me ? (
                  <td className={td} colSpan={2}>
                    <span className="text-sm text-ink-muted">{t`Your own role cannot be changed here.`}</span>
                  </td>
                ) : (
                  <>
                    <td className={td}>
                      {/* Keyed by the role, so the selector shows the saved role after every change. */}
                      <Form method="post" className="flex gap-2" key={`${row.user_id}-${row.role}`}>
                        <input type="hidden" name="intent" value="change-role" />
                        <input type="hidden" name="userId" value={row.user_id} />
                        <label className="sr-only" htmlFor={`role-${row.user_id}`}>
                          {t`Role of ${email}`}
                        </label>
                        <select
                          id={`role-${row.user_id}`}
                          name="role"
                          defaultValue={row.role}
                          className={clsx(selectClass, "min-h-11 w-36! shrink-0 py-1 text-sm sm:min-h-9")}
                        >
                          {storedRoles.map((role) => (
                            <option key={role} value={role}>
                              {role}
                            </option>
                          ))}
                        </select>
                        <button
                          type="submit"
                          className={buttonClass("secondary", "sm")}
                          aria-label={t`Save role of ${email}`}
                        >
                          {t`Save`}
                        </button>
                      </Form>
                    </td>
                    <td className={td}>
                      {row.role === "user" ? null : (
                        <ConfirmButton
                          param="remove"
                          value={row.user_id}
                          keep={params}
                          id={`remove-${row.user_id}`}
                          label={t`Remove`}
                          accessibleLabel={t`Remove role of ${email}`}
                        />
                      )}
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Pager page={system.page} pageCount={system.pageCount} />
      {removing ? (
        <PageDialog
          title={t`Remove this role?`}
          closeTo={link({ remove: null })}
          returnFocusTo={`remove-${removing.user_id}`}
          actions={
            <ConfirmForm
              action={link({ remove: null })}
              fields={{ intent: "remove-role", userId: removing.user_id }}
              label={t`Yes, remove`}
            />
          }
        >
          <p className="mt-3 text-sm text-ink">
            {t`${removedEmail} loses the ${removedRole} role (${removedLevel}) and becomes a user (candidate) at once.`}
          </p>
        </PageDialog>
      ) : null}
    </div>
  );
}

function RoleBadge({ role }: { role: StoredRole }) {
  const tone =
    role === "admin"
      ? "bg-navy-800 text-white"
      : role === "moderator"
        ? "bg-accent-700 text-white"
        : "bg-stone-100 text-stone-800";
  return <span className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>{role}</span>;
}
