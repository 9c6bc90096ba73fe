// Admin dashboard, All Registered Users: every candidate profile, searched
// and paged in the URL, and the same list as CSV (admin.users-csv.ts).
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useSearchParams } from "react-router";
import { SearchBox, Table, td } from "~/components/admin/table";
import { TableHead } from "~/components/admin/table-head";
import { Pager } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { formatDate, formatLpa, formatPhone } from "../../common/format";
import { pageNumber } from "../../common/schemas/paging";
import { listRegisteredUsers } from "../../server/domain/admin";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/admin.users";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => {
    const { searchParams } = args.url;
    return {
      users: await listRegisteredUsers(ctx, {
        q: searchParams.get("q"),
        page: pageNumber(searchParams.get("page")),
      }),
    };
  });

export default function RegisteredUsersTab({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { users } = loaderData;
  const [params] = useSearchParams();
  const q = params.get("q");
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox id="users-search" placeholder={t`Search email, name, phone or city`} />
        <a
          href={`/admin/users.csv${q ? `?q=${encodeURIComponent(q)}` : ""}`}
          className={buttonClass("ghost", "sm")}
          download
        >
          {t`Export CSV`}
        </a>
      </div>
      <Table caption={t`All registered users`}>
        <TableHead
          columns={[
            t`Email`,
            t`Profile`,
            t`Name`,
            t`Phone`,
            t`Current City`,
            t`Experience`,
            t`Expected Salary`,
            t`Last Sign In`,
            t`Registered`,
          ]}
        />
        <tbody>
          {users.rows.map((row) => {
            const years = row.total_experience;
            return (
              <tr key={row.id}>
                <td className={td}>{row.email}</td>
                <td className={td}>
                  <span
                    className={clsx(
                      "rounded-full px-2 py-0.5 text-xs font-semibold",
                      row.complete ? "bg-green-50 text-green-800" : "bg-yellow-50 text-yellow-900",
                    )}
                  >
                    {row.complete ? t`Complete` : t`Incomplete`}
                  </span>
                </td>
                <td className={td}>{`${row.first_name} ${row.last_name}`.trim() || "—"}</td>
                <td className={td}>{formatPhone(row.phone) || "—"}</td>
                <td className={td}>{row.current_city || "—"}</td>
                <td className={td}>{years === "fresher" ? t`Fresher` : years ? t`${years} years` : "—"}</td>
                <td className={td}>{formatLpa(row.expected_salary)}</td>
                <td className={td}>{row.lastSignInAt ? formatDate(row.lastSignInAt) : t`Never`}</td>
                <td className={td}>{formatDate(row.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Pager page={users.page} pageCount={users.pageCount} />
    </div>
  );
}
