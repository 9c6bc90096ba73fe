import { clsx } from "clsx";
import { useState, type ReactNode } from "react";
import {
  Form,
  Link,
  redirect,
  useActionData,
  useFetcher,
  useNavigation,
  useSearchParams,
  useSubmit,
} from "react-router";
import { ApplicationsChart } from "~/components/admin/charts";
import { TableHead } from "~/components/admin/table-head";
import { JobForm } from "~/components/job-form";
import { Pager, useSearchHref } from "~/components/pager";
import { StatusBadge } from "~/components/status-badge";
import { toast, useToast } from "~/components/toaster";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, SelectField, selectClass } from "~/components/ui/field";
import { formatDate, formatLpa, formatPhone, formatSalaryRange } from "~/format";
import { applicationStatuses, BULK_IMPORT_MAX_BYTES } from "~/schemas/job-form";
import { pageNumber } from "~/schemas/paging";
import { roleLabels, roles, type Role } from "~/schemas/roles";
import {
  bulkImportJobs,
  changeRole,
  createUser,
  dashboardStats,
  deleteContactSubmission,
  listAllJobs,
  listAuditLog,
  listContactSubmissions,
  listRegisteredUsers,
  listSystemUsers,
  removeRole,
  setJobActive,
} from "../../server/domain/admin";
import { requireRole } from "../../server/domain/context";
import { postJob } from "../../server/domain/employer";
import { DomainError } from "../../server/domain/errors";
import { failure, formOf } from "../../server/http/action";
import { domainContext } from "../../server/http/session";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

const tabs = [
  ["jobs", "All Jobs"],
  ["post", "Post Jobs"],
  ["users", "All Registered Users"],
  ["system", "System Users"],
  ["contact", "Contact Submissions"],
  ["audit", "Audit Log"],
] as const;
type Tab = (typeof tabs)[number][0];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const ctx = await domainContext(request, context);
  if (!ctx.actor) throw redirect(`/auth?redirectTo=${encodeURIComponent("/admin")}`);
  if (ctx.actor.role !== "admin") throw redirect("/");
  const requested = url.searchParams.get("tab");
  const tab: Tab = tabs.some(([id]) => id === requested) ? (requested as Tab) : "jobs";
  const page = pageNumber(url.searchParams.get("page"));
  const q = url.searchParams.get("q");
  const [stats, jobs, users, system, contact, auditLog] = await Promise.all([
    dashboardStats(ctx),
    tab === "jobs"
      ? listAllJobs(ctx, { q, sort: url.searchParams.get("sort"), dir: url.searchParams.get("dir"), page })
      : null,
    tab === "users" ? listRegisteredUsers(ctx, { q, page }) : null,
    tab === "system" ? listSystemUsers(ctx, { q, page }) : null,
    tab === "contact" ? listContactSubmissions(ctx, { page }) : null,
    tab === "audit" ? listAuditLog(ctx, { page }) : null,
  ]);
  return { tab, stats, jobs, users, system, contact, auditLog, me: ctx.actor.userId };
}

/** SPEC §8 "Admin dashboard" and "Contact submissions": each form's failure message. */
const FAILED: Record<string, string> = {
  "toggle-job": "Failed to update job status.",
  "create-job": "Failed to post job.",
  "bulk-import": "Failed to post bulk jobs. Check JSON format.",
  "create-user": "Failed to create user.",
  "change-role": "Failed to update user role.",
  "remove-role": "Failed to remove user role.",
  "delete-contact": "Failed to delete submission.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent") ?? "");
  try {
    const ctx = await domainContext(request, context);
    switch (intent) {
      case "toggle-job": {
        // "true" or "false"; anything else is refused by setJobActive, not taken for false.
        const value = form.get("active");
        const active = value === "true" ? true : value === "false" ? false : value;
        await setJobActive(ctx, String(form.get("jobId")), active);
        return ok(active ? "Job activated successfully." : "Job deactivated successfully.");
      }
      case "create-job":
        // postJob lets employers post too (on /post-job); this dashboard is the admin's.
        requireRole(ctx, "admin");
        await postJob(ctx, Object.fromEntries(form));
        return ok("Job Posted", "The job is live on the careers page.");
      case "bulk-import": {
        const file = form.get("file");
        const text = file instanceof File && file.size > 0 ? await file.text() : form.get("jobs");
        const { count } = await bulkImportJobs(ctx, text);
        return ok("Bulk Jobs Posted", `${count} jobs have been posted successfully.`);
      }
      case "create-user":
        await createUser(ctx, {
          email: form.get("email"),
          password: form.get("password"),
          role: form.get("role"),
        });
        return ok("User Created");
      case "change-role":
        await changeRole(ctx, String(form.get("userId")), form.get("role"));
        return ok("Role Updated");
      case "remove-role":
        await removeRole(ctx, String(form.get("userId")));
        return ok("Role Removed");
      case "delete-contact":
        await deleteContactSubmission(ctx, String(form.get("id")));
        return ok("Submission deleted successfully.");
      default:
        throw new DomainError("invalid", "Unknown action.");
    }
  } catch (error) {
    return failure(
      error,
      { intent, values: Object.fromEntries([...form].filter(([, value]) => typeof value === "string")) },
      Object.hasOwn(FAILED, intent) ? { title: "Error", description: FAILED[intent] } : undefined,
    );
  }
}

function ok(title: string, description?: string) {
  return { ok: true as const, toast: { title, description } };
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  useToast(result?.toast);
  const { stats, tab } = loaderData;
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Admin Dashboard</h1>
      <p className="text-ink-muted">Run the whole board: jobs, candidates, staff accounts and messages.</p>
      {result && !result.ok ? (
        <div className="mt-4">
          <Alert title={result.toast.title}>{result.toast.description}</Alert>
        </div>
      ) : null}
      <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Jobs" value={stats.totalJobs} note={`${stats.totalActiveJobs} active`} />
        <StatCard label="Total Users" value={stats.totalUsers} note="registered candidates" />
        <StatCard label="Total Applications" value={stats.totalApplications} />
        <StatCard label="Contact Submissions" value={stats.contactSubmissions} />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-2xl border border-stone-200 bg-white p-5">
          <h2 className="mb-3 font-semibold text-navy-900">Applications per day</h2>
          <ApplicationsChart days={stats.applicationsPerDay} />
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-5">
          <h2 className="mb-3 font-semibold text-navy-900">Applications by status</h2>
          <ul className="space-y-2">
            {applicationStatuses.map((status) => (
              <li key={status} className="flex items-center justify-between">
                <StatusBadge status={status} />
                <span className="font-semibold">{stats.applicationsByStatus[status] ?? 0}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <nav aria-label="Admin sections" className="mt-8 flex gap-1 overflow-x-auto border-b border-stone-200">
        {tabs.map(([id, label]) => (
          <Link
            key={id}
            to={`?tab=${id}`}
            aria-current={tab === id ? "page" : undefined}
            className={clsx(
              "min-h-11 shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold",
              tab === id
                ? "border-accent-600 text-navy-900"
                : "border-transparent text-ink-muted hover:text-navy-900",
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {tab === "jobs" && loaderData.jobs ? <JobsTable jobs={loaderData.jobs} /> : null}
        {tab === "post" ? <PostJobsTab result={result} /> : null}
        {tab === "users" && loaderData.users ? <RegisteredUsers users={loaderData.users} /> : null}
        {tab === "system" && loaderData.system ? (
          <SystemUsers system={loaderData.system} me={loaderData.me} result={result} />
        ) : null}
        {tab === "contact" && loaderData.contact ? <ContactSubmissions contact={loaderData.contact} /> : null}
        {tab === "audit" && loaderData.auditLog ? <AuditLog log={loaderData.auditLog} /> : null}
      </div>
    </section>
  );
}

function StatCard({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <p className="text-sm font-medium text-ink-muted">{label}</p>
      <p className="mt-1 text-3xl font-bold text-navy-900">{value.toLocaleString("en-IN")}</p>
      {note ? <p className="text-sm text-ink-muted">{note}</p> : null}
    </div>
  );
}

function SearchBox({ tab, placeholder }: { tab: Tab; placeholder: string }) {
  const [params] = useSearchParams();
  return (
    <Form method="get" className="flex gap-2" role="search">
      <input type="hidden" name="tab" value={tab} />
      <label htmlFor={`${tab}-search`} className="sr-only">
        {placeholder}
      </label>
      <input
        id={`${tab}-search`}
        name="q"
        defaultValue={params.get("q") ?? ""}
        placeholder={placeholder}
        className={clsx(selectClass, "max-w-sm")}
      />
      <button type="submit" className={buttonClass("secondary")}>
        Search
      </button>
    </Form>
  );
}

function Table({ children, caption }: { children: ReactNode; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

const td = "border-b border-stone-100 px-3 py-2.5 align-top";

function JobsTable({ jobs }: { jobs: NonNullable<LoaderData["jobs"]> }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox tab="jobs" placeholder="Search title, company or city" />
        <p className="text-sm text-ink-muted">
          {jobs.total.toLocaleString("en-IN")} job{jobs.total === 1 ? "" : "s"}
        </p>
      </div>
      <Table caption="All jobs">
        <TableHead
          sort={{ key: jobs.sort, dir: jobs.dir }}
          columns={[
            { label: "Title", sort: "title" },
            { label: "Company", sort: "company" },
            "Location",
            { label: "Salary", sort: "salary" },
            { label: "Applications", sort: "applications" },
            "Status",
            { label: "Posted", sort: "posted" },
            { label: "Actions", hidden: true },
          ]}
        />
        <tbody>
          {jobs.rows.map((job) => (
            <tr key={job.id}>
              <td className={td}>
                <Link to={`/jobs/${job.id}`} className="font-medium text-navy-800 hover:underline">
                  {job.title}
                </Link>
              </td>
              <td className={td}>{job.company_name}</td>
              <td className={td}>
                {job.location_city}, {job.location_state}
              </td>
              <td className={td}>{formatSalaryRange(job.salary_min, job.salary_max)}</td>
              <td className={td}>{job.application_count}</td>
              <td className={td}>
                <span
                  className={clsx(
                    "rounded-full px-2 py-0.5 text-xs font-semibold",
                    job.is_active ? "bg-green-50 text-green-800" : "bg-stone-100 text-stone-700",
                  )}
                >
                  {job.is_active ? "Active" : "Inactive"}
                </span>
              </td>
              <td className={td}>{formatDate(job.created_at)}</td>
              <td className={td}>
                <ToggleJob id={job.id} active={job.is_active} title={job.title} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={jobs.page} pageCount={jobs.pageCount} />
    </div>
  );
}

function ToggleJob({ id, active, title }: { id: string; active: boolean; title: string }) {
  const fetcher = useFetcher<typeof action>();
  useToast(fetcher.data?.toast);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle-job" />
      <input type="hidden" name="jobId" value={id} />
      <input type="hidden" name="active" value={String(!active)} />
      <Button
        type="submit"
        size="sm"
        variant={active ? "ghost" : "secondary"}
        disabled={fetcher.state !== "idle"}
        aria-label={`${active ? "Deactivate" : "Activate"} ${title}`}
      >
        {active ? "Deactivate" : "Activate"}
      </Button>
    </fetcher.Form>
  );
}

function PostJobsTab({ result }: { result: ReturnType<typeof useActionData<typeof action>> }) {
  const [params] = useSearchParams();
  const busy = useNavigation();
  const importing = busy.state === "submitting" && busy.formData?.get("intent") === "bulk-import";
  const [jobsText, setJobsText] = useState("");
  const [rows, setRows] = useState<number | null>(null);
  const failed = result && !result.ok && "intent" in result ? result : null;
  const createOpen = params.get("create") === "1";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        <Link to="?tab=post&create=1" className={buttonClass("primary")}>
          Create New Job
        </Link>
        <a href="/admin/job-template.json" className={buttonClass("ghost")} download="job_template.json">
          Download Template
        </a>
      </div>
      {createOpen ? (
        <div
          className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
          role="region"
          aria-labelledby="create-job-title"
        >
          <div className="mb-4 flex items-center justify-between">
            <h2 id="create-job-title" className="text-lg font-semibold text-navy-900">
              Create New Job
            </h2>
            <Link to="?tab=post" className={buttonClass("ghost", "sm")}>
              Close
            </Link>
          </div>
          <JobForm
            intent="create-job"
            values={failed?.intent === "create-job" ? failed.values : undefined}
            errors={failed?.intent === "create-job" ? failed.fieldErrors : undefined}
          />
        </div>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
        onSubmit={(event) => {
          // Said here rather than by a bare 413 from the server.
          if (new Blob([jobsText]).size > BULK_IMPORT_MAX_BYTES) {
            event.preventDefault();
            toast({
              title: "Error",
              description:
                "This import is too large: at most 15 MB of job data can be posted at once. Split it into smaller files.",
              variant: "destructive",
            });
          }
        }}
      >
        <input type="hidden" name="intent" value="bulk-import" />
        <h2 className="text-lg font-semibold text-navy-900">Upload Bulk Jobs</h2>
        <p className="text-sm text-ink-muted">
          Paste a JSON array of jobs (see the template) or choose a .json file. Every job is checked first; if
          any is invalid, none is posted.
        </p>
        <label htmlFor="bulk-jobs" className="block text-sm font-medium">
          Jobs JSON
        </label>
        <textarea
          id="bulk-jobs"
          name="jobs"
          rows={15}
          value={jobsText}
          onChange={(event) => setJobsText(event.target.value)}
          className={clsx(selectClass, "font-mono text-sm")}
          placeholder='[{"title": "...", "company_name": "...", "location_city": "...", "location_state": "...", "job_description": "..."}]'
        />
        <label htmlFor="bulk-file" className="block text-sm font-medium">
          Or a JSON file
        </label>
        <input
          id="bulk-file"
          name="file"
          type="file"
          accept="application/json,.json"
          className="block text-sm"
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            const text = await file.text();
            // The text goes in the textarea; sending the file as well would double the upload.
            input.value = "";
            setJobsText(text);
            try {
              const parsed = JSON.parse(text);
              setRows(Array.isArray(parsed) ? parsed.length : null);
            } catch {
              setRows(null);
            }
          }}
        />
        {rows !== null ? (
          <p className="text-sm text-ink-muted">{rows.toLocaleString("en-IN")} jobs in the file.</p>
        ) : null}
        {importing ? (
          <div role="status" className="space-y-1">
            <p className="text-sm font-medium">Checking and posting jobs…</p>
            <div className="h-2 overflow-hidden rounded-full bg-navy-100">
              <div className="h-full w-1/3 animate-[pulse_1s_ease-in-out_infinite] rounded-full bg-navy-600" />
            </div>
          </div>
        ) : null}
        <Button type="submit" disabled={importing}>
          {importing ? "Posting..." : "Upload Bulk Jobs"}
        </Button>
      </Form>
    </div>
  );
}

function RegisteredUsers({ users }: { users: NonNullable<LoaderData["users"]> }) {
  const [params] = useSearchParams();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox tab="users" placeholder="Search email, name, phone or city" />
        <a
          href={`/admin/users.csv${params.get("q") ? `?q=${encodeURIComponent(params.get("q")!)}` : ""}`}
          className={buttonClass("ghost", "sm")}
          download
        >
          Export CSV
        </a>
      </div>
      <Table caption="All registered users">
        <TableHead
          columns={[
            "Email",
            "Profile",
            "Name",
            "Phone",
            "Current City",
            "Experience",
            "Expected Salary",
            "Last Sign In",
            "Registered",
          ]}
        />
        <tbody>
          {users.rows.map((row) => (
            <tr key={row.id}>
              <td className={td}>{row.email}</td>
              <td className={td}>
                <span
                  className={clsx(
                    "rounded-full px-2 py-0.5 text-xs font-semibold",
                    row.complete ? "bg-green-50 text-green-800" : "bg-yellow-50 text-yellow-900",
                  )}
                >
                  {row.complete ? "Complete" : "Incomplete"}
                </span>
              </td>
              <td className={td}>{`${row.first_name} ${row.last_name}`.trim() || "—"}</td>
              <td className={td}>{formatPhone(row.phone) || "—"}</td>
              <td className={td}>{row.current_city || "—"}</td>
              <td className={td}>
                {row.total_experience === "fresher"
                  ? "Fresher"
                  : row.total_experience
                    ? `${row.total_experience} years`
                    : "—"}
              </td>
              <td className={td}>{formatLpa(row.expected_salary)}</td>
              <td className={td}>{row.lastSignInAt ? formatDate(row.lastSignInAt) : "Never"}</td>
              <td className={td}>{formatDate(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={users.page} pageCount={users.pageCount} />
    </div>
  );
}

function SystemUsers({
  system,
  me,
  result,
}: {
  system: NonNullable<LoaderData["system"]>;
  me: string;
  result: ReturnType<typeof useActionData<typeof action>>;
}) {
  const submit = useSubmit();
  const failed =
    result && !result.ok && "intent" in result && result.intent === "create-user" ? result : null;
  const roleOptions = roles.map((role) => [role, `${role} (${roleLabels[role]})`] as const);
  return (
    <div className="space-y-6">
      <details className="rounded-2xl border border-stone-200 bg-white p-5" open={Boolean(failed)}>
        <summary className="cursor-pointer font-semibold text-navy-900">Add New User</summary>
        <Form
          method="post"
          className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
          noValidate
        >
          <input type="hidden" name="intent" value="create-user" />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={failed?.values?.email as string | undefined}
          />
          <Field label="Password" name="password" type="password" autoComplete="new-password" />
          <SelectField
            label="Access Level"
            name="role"
            options={roleOptions}
            placeholder={null}
            defaultValue="user"
          />
          <Button type="submit">Create User</Button>
        </Form>
      </details>
      <SearchBox tab="system" placeholder="Search by email" />
      <Table caption="System users and their roles">
        <TableHead
          columns={[
            "Email",
            "Role",
            "Access Level",
            "Created",
            "Change Role",
            { label: "Remove", hidden: true },
          ]}
        />
        <tbody>
          {system.rows.map((row) => (
            <tr key={row.user_id}>
              <td className={td}>
                {row.email}
                {row.user_id === me ? <span className="ml-2 text-xs text-ink-muted">(you)</span> : null}
              </td>
              <td className={td}>
                <RoleBadge role={row.role} />
              </td>
              <td className={td}>{roleLabels[row.role]}</td>
              <td className={td}>{formatDate(row.createdAt)}</td>
              <td className={td}>
                <Form method="post" className="flex gap-2" onChange={(event) => submit(event.currentTarget)}>
                  <input type="hidden" name="intent" value="change-role" />
                  <input type="hidden" name="userId" value={row.user_id} />
                  <label className="sr-only" htmlFor={`role-${row.user_id}`}>
                    Role of {row.email}
                  </label>
                  <select
                    id={`role-${row.user_id}`}
                    name="role"
                    defaultValue={row.role}
                    className={clsx(selectClass, "min-h-9 w-36 py-1 text-sm")}
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                  <noscript>
                    <button type="submit" className={buttonClass("secondary", "sm")}>
                      Save
                    </button>
                  </noscript>
                </Form>
              </td>
              <td className={td}>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-role" />
                  <input type="hidden" name="userId" value={row.user_id} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="ghost"
                    className="text-red-700"
                    aria-label={`Remove role of ${row.email}`}
                  >
                    Remove
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={system.page} pageCount={system.pageCount} />
    </div>
  );
}

function RoleBadge({ role }: { role: Role }) {
  const tone =
    role === "admin"
      ? "bg-navy-800 text-white"
      : role === "moderator"
        ? "bg-accent-700 text-white"
        : "bg-stone-100 text-stone-800";
  return <span className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>{role}</span>;
}

function ContactSubmissions({ contact }: { contact: NonNullable<LoaderData["contact"]> }) {
  const [params] = useSearchParams();
  const link = useSearchHref();
  const open = contact.rows.find((row) => row.id === params.get("view"));
  return (
    <div className="space-y-4">
      {contact.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-ink-muted">
          No contact submissions yet.
        </p>
      ) : (
        <Table caption="Contact submissions, newest first">
          <TableHead columns={["Name", "Email", "Company", "Date", { label: "Actions", hidden: true }]} />
          <tbody>
            {contact.rows.map((row) => (
              <tr key={row.id}>
                <td className={td}>{row.full_name}</td>
                <td className={td}>{row.email}</td>
                <td className={td}>
                  {row.company || (
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                      No company
                    </span>
                  )}
                </td>
                <td className={td}>{formatDate(row.created_at)}</td>
                <td className={clsx(td, "flex gap-2")}>
                  <Link
                    to={link({ view: row.id })}
                    preventScrollReset
                    className={buttonClass("ghost", "sm")}
                    aria-label={`View message from ${row.full_name}`}
                  >
                    View
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete-contact" />
                    <input type="hidden" name="id" value={row.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      aria-label={`Delete message from ${row.full_name}`}
                    >
                      Delete
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager page={contact.page} pageCount={contact.pageCount} />
      {open ? (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-navy-900/60 p-4">
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby="message-title"
            className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl"
          >
            <h2 id="message-title" className="text-lg font-semibold text-navy-900">
              Message from {open.full_name}
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              <div>
                <dt className="font-semibold">Email</dt>
                <dd>
                  <a href={`mailto:${open.email}`} className="text-navy-700 underline">
                    {open.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">Phone</dt>
                <dd>{open.phone || "Not given"}</dd>
              </div>
              <div>
                <dt className="font-semibold">Company</dt>
                <dd>{open.company || "No company"}</dd>
              </div>
              <div>
                <dt className="font-semibold">Message</dt>
                <dd className="whitespace-pre-line">{open.message}</dd>
              </div>
            </dl>
            <Link
              to={link({ view: null })}
              preventScrollReset
              className={buttonClass("primary", "md", "mt-6")}
            >
              Close
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}

const auditLabels: Record<string, string> = {
  "job.activate": "Activated a job",
  "job.deactivate": "Deactivated a job",
  "jobs.bulk_import": "Imported jobs",
  "user.create": "Created a user",
  "role.change": "Changed a role",
  "role.remove": "Removed a role",
  "contact.delete": "Deleted a contact submission",
};

function AuditLog({ log }: { log: NonNullable<LoaderData["auditLog"]> }) {
  return (
    <div className="space-y-4">
      <Table caption="Audit log, newest first">
        <TableHead columns={["When", "Who", "What", "Details"]} />
        <tbody>
          {log.rows.map((row) => (
            <tr key={row.id}>
              <td className={td}>
                {new Date(row.created_at).toLocaleString("en-IN", {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: "Asia/Kolkata",
                })}
              </td>
              <td className={td}>{row.actor_email ?? "—"}</td>
              <td className={td}>{auditLabels[row.action] ?? row.action}</td>
              <td className={clsx(td, "font-mono text-xs")}>
                {Object.entries(row.details ?? {})
                  .map(([key, value]) => `${key}: ${String(value)}`)
                  .join(", ")}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={log.page} pageCount={log.pageCount} />
    </div>
  );
}
