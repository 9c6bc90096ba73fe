// The admin dashboard: the whole board's figures, every job, bulk imports,
// users and their roles, contact submissions and the audit log. Every function
// here is for admins only and checks that itself.
import { sql, type SelectQueryBuilder, type Transaction } from "kysely";
import { parseWith } from "../../common/schemas/form";
import { jobFormSchema } from "../../common/schemas/job-form";
import { CHOOSE_OWNER } from "../../common/schemas/job-order-form";
import { jsonNestedDeeperThan } from "../../common/schemas/json-nesting";
import { pageNumber, searchText } from "../../common/schemas/paging";
import { storedRoles, type StoredRole } from "../../common/schemas/roles";
import { mailStatuses, type DB } from "../db/schema";
import { errorFields } from "../log";
import { assertAdmin, type Actor, type DomainContext } from "./context";
import { toCsv } from "./csv";
import { isUserId, isUuid } from "./ids";
import { DomainError } from "./errors";
import { resolveJobClients } from "./clients";
import { notStaff, PAST_TARGET_DATE_MESSAGE } from "./job-orders";
import { jsonErrorOffset, lineAndColumn } from "./json-position";
import { indiaDate, insertJobs, PAST_DEADLINE_MESSAGE, type NewJob } from "./jobs";
import { isProfileComplete } from "./profiles";

/** Writes one audit entry (inside the caller's transaction when it has one). */
export async function audit(
  db: DomainContext["db"] | Transaction<DB>,
  actor: Actor,
  action: string,
  target: string | null,
  details: Record<string, unknown> = {},
) {
  await db
    .insertInto("audit_log")
    .values({
      actor_id: actor.userId,
      actor_email: actor.email,
      action,
      target,
      details: JSON.stringify(details),
    })
    .execute();
}

// ── Figures ──────────────────────────────────────────────────────────────

export async function dashboardStats(ctx: DomainContext) {
  assertAdmin(ctx);
  const count = (
    table: "jobs" | "candidate_profiles" | "job_applications" | "contact_submissions" | "user",
  ) =>
    ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
  const [jobs, activeJobs, users, applications, contacts, perDay, byStatus, failedMails] = await Promise.all([
    count("jobs"),
    ctx.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_active", "=", true)
      .executeTakeFirstOrThrow(),
    count("candidate_profiles"),
    count("job_applications"),
    count("contact_submissions"),
    sql<{ day: string; n: number }>`
      select to_char(d.day, 'YYYY-MM-DD') as day, count(a.id)::int as n
      from generate_series((now() at time zone 'Asia/Kolkata')::date - 29, (now() at time zone 'Asia/Kolkata')::date, interval '1 day') as d(day)
      left join job_applications a
        on a.applied_at >= d.day at time zone 'Asia/Kolkata'
       and a.applied_at < (d.day + interval '1 day') at time zone 'Asia/Kolkata'
      group by d.day order by d.day`.execute(ctx.db),
    ctx.db
      .selectFrom("job_applications")
      .select(["application_status", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("application_status")
      .execute(),
    ctx.db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "failed")
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalJobs: Number(jobs.n),
    totalActiveJobs: Number(activeJobs.n),
    totalUsers: Number(users.n),
    totalApplications: Number(applications.n),
    contactSubmissions: Number(contacts.n),
    /** E-mails the mail queue gave up on (issue #24): the outbox tab lists them, with Retry. */
    failedMails: Number(failedMails.n),
    applicationsPerDay: perDay.rows.map((row) => ({ day: row.day, count: Number(row.n) })),
    applicationsByStatus: Object.fromEntries(
      byStatus.map((row) => [row.application_status, Number(row.n)]),
    ) as Record<string, number>,
  };
}

// ── Jobs ─────────────────────────────────────────────────────────────────

export const ADMIN_PAGE_SIZE = 25;

/**
 * Page `page` of an admin list and the size of the whole list, fetched
 * together: `rows` selects and orders the list (ADMIN_PAGE_SIZE rows of it, or
 * every row with `all`), `counted` is the same list before its select.
 */
async function paged<D, T extends keyof D, O, C>(
  page: number,
  rows: SelectQueryBuilder<D, T, O>,
  counted: SelectQueryBuilder<D, T, C>,
  { all = false } = {},
) {
  const [pageRows, count] = await Promise.all([
    (all ? rows : rows.limit(ADMIN_PAGE_SIZE).offset((page - 1) * ADMIN_PAGE_SIZE)).execute(),
    counted
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .$castTo<{ n: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { rows: pageRows, page, total, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

const jobSorts = {
  posted: "created_at",
  title: "title",
  company: "company_name",
  applications: "application_count",
  salary: "salary_max",
} as const;
export type JobSort = keyof typeof jobSorts;

export async function listAllJobs(
  ctx: DomainContext,
  query: { q?: string | null; sort?: string | null; dir?: string | null; page?: number } = {},
) {
  assertAdmin(ctx);
  // Own keys only: `in` would take `constructor` or `toString` from the prototype.
  const sort: JobSort =
    query.sort && Object.hasOwn(jobSorts, query.sort) ? (query.sort as JobSort) : "posted";
  const dir = query.dir === "asc" ? "asc" : "desc";
  const page = pageNumber(query.page);
  const q = searchText(query.q);
  const base = ctx.db.selectFrom("jobs").$if(q !== null, (builder) =>
    builder.where((eb) =>
      eb.or([
        eb("title", "ilike", `%${q}%`),
        eb("company_name", "ilike", `%${q}%`),
        // Every place of the job (migration 0026), not only the first.
        eb(sql<string>`job_cities(location_city, other_locations)`, "ilike", `%${q}%`),
      ]),
    ),
  );
  const { rows, total, pageCount } = await paged(
    page,
    base
      .select([
        "id",
        "title",
        "company_name",
        "location_city",
        "location_state",
        "other_locations",
        "work_mode",
        "salary_min",
        "salary_max",
        "employment_type",
        "experience_required",
        "application_count",
        "created_at",
        "is_active",
      ])
      .orderBy(jobSorts[sort], dir)
      .orderBy("id"),
    base,
  );
  return { rows, sort, dir, page, q, total, pageCount };
}

/**
 * Activates or deactivates a job; inactive jobs vanish from every candidate
 * view at once. `active` must be a boolean: anything else is refused, not
 * taken for false.
 */
export async function setJobActive(ctx: DomainContext, jobId: string, active: unknown): Promise<void> {
  const actor = assertAdmin(ctx);
  if (typeof active !== "boolean")
    throw new DomainError("invalid", /*i18n*/ "Failed to update job status.", { title: /*i18n*/ "Error" });
  const failed = new DomainError("not_found", /*i18n*/ "Failed to update job status.", {
    title: /*i18n*/ "Error",
  });
  if (!isUuid(jobId)) throw failed;
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("jobs")
      .set({ is_active: active, closed_at: active ? null : sql`now()`, updated_at: sql`now()` })
      .where("id", "=", jobId)
      .returning("title")
      .executeTakeFirst();
    if (!updated) throw failed;
    await audit(trx, actor, active ? "job.activate" : "job.deactivate", jobId, { title: updated.title });
  });
}

export const BULK_IMPORT_MAX_JOBS = 10_000;
const BULK_INSERT_CHUNK = 500;

export interface BulkRowError {
  /** 1-based position in the array. */
  row: number;
  field: string;
  message: string;
}

/**
 * Imports jobs from JSON text: every job is checked against the job form's
 * schema, and nothing is written unless all are valid (one transaction).
 * Each job is posted by the importing admin, and owned by them unless its row
 * names another recruiter (owner_id, decision 0052).
 */
export async function bulkImportJobs(ctx: DomainContext, text: unknown): Promise<{ count: number }> {
  const actor = assertAdmin(ctx);
  if (typeof text !== "string" || text.trim() === "") {
    throw new DomainError("invalid", /*i18n*/ "Please enter job data.", { title: /*i18n*/ "Error" });
  }
  // JSON.parse reads any depth, but the checks below would exhaust the stack on 100,000 brackets.
  if (jsonNestedDeeperThan(text)) {
    throw new DomainError("invalid", /*i18n*/ "The JSON is nested too deeply to be job data.", {
      title: /*i18n*/ "Error",
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Said once, with where the mistake is (issue #37).
    const { line, column } = lineAndColumn(text, Math.max(0, jsonErrorOffset(text)));
    throw new DomainError("invalid", /*i18n*/ "Syntax error at line {line}, column {column}.", {
      title: /*i18n*/ "Failed to post bulk jobs. Check JSON format.",
      values: { line, column },
    });
  }
  if (
    !Array.isArray(parsed) ||
    parsed.some((item) => item === null || typeof item !== "object" || Array.isArray(item))
  ) {
    throw new DomainError("invalid", /*i18n*/ "Data must be an array of job objects", {
      title: /*i18n*/ "Error",
    });
  }
  if (parsed.length === 0)
    throw new DomainError("invalid", /*i18n*/ "Please enter job data.", { title: /*i18n*/ "Error" });
  if (parsed.length > BULK_IMPORT_MAX_JOBS) {
    throw new DomainError("invalid", /*i18n*/ "At most {max} jobs can be imported at once.", {
      title: /*i18n*/ "Error",
      values: { max: BULK_IMPORT_MAX_JOBS.toLocaleString("en-IN") },
    });
  }

  const jobs: NewJob[] = [];
  const errors: BulkRowError[] = [];
  // A deadline before today (India) is refused here as in the job form (decision 0048).
  const today = indiaDate(new Date());
  parsed.forEach((item, index) => {
    // parseWith, as for one job: text PostgreSQL cannot store as sent is refused too.
    const result = parseWith(jobFormSchema, item);
    if (result.ok && result.data.application_deadline && result.data.application_deadline < today) {
      errors.push({ row: index + 1, field: "application_deadline", message: PAST_DEADLINE_MESSAGE });
    } else if (result.ok && result.data.target_date && result.data.target_date < today) {
      // An order's target date, as in the job form (decision 0052).
      errors.push({ row: index + 1, field: "target_date", message: PAST_TARGET_DATE_MESSAGE });
    } else if (result.ok) jobs.push(result.data);
    else {
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        errors.push({ row: index + 1, field: field === "form" ? "job" : field, message: message ?? "" });
      }
    }
  });
  // An order's owner, when a row names one, is one of the firm's staff (decision 0052).
  const strangers = await notStaff(
    ctx.db,
    jobs.flatMap((job) => (job.owner_id ? [job.owner_id] : [])),
  );
  if (strangers.size) {
    parsed.forEach((item, index) => {
      const owner = (item as Record<string, unknown>).owner_id;
      if (typeof owner === "string" && strangers.has(owner))
        errors.push({ row: index + 1, field: "owner_id", message: CHOOSE_OWNER });
    });
    errors.sort((a, b) => a.row - b.row);
  }
  if (errors.length) {
    // The message names every row for the API; the page lists them once from
    // the field errors ("3.title"), under a title that says rows were refused (issue #37).
    const shown = errors.slice(0, 20).map((error) => `Row ${error.row}, ${error.field}: ${error.message}`);
    const more = errors.length > 20 ? ` …and ${errors.length - 20} more.` : "";
    throw new DomainError("invalid", `No jobs were posted. ${shown.join(" ")}${more}`, {
      title: /*i18n*/ "Rows were refused: no jobs were posted",
      fieldErrors: Object.fromEntries(
        errors.slice(0, 200).map((error) => [`${error.row}.${error.field}`, error.message]),
      ),
    });
  }

  try {
    await ctx.db.transaction().execute(async (trx) => {
      for (let start = 0; start < jobs.length; start += BULK_INSERT_CHUNK) {
        const chunk = await resolveJobClients(trx, jobs.slice(start, start + BULK_INSERT_CHUNK));
        await insertJobs(trx, chunk, actor.userId);
      }
      await audit(trx, actor, "jobs.bulk_import", null, { count: jobs.length });
    });
  } catch (error) {
    ctx.services.log.error("bulk import failed", errorFields(error));
    throw new DomainError("invalid", /*i18n*/ "Failed to post bulk jobs. Check JSON format.", {
      title: /*i18n*/ "Error",
      cause: error,
    });
  }
  return { count: jobs.length };
}

// ── Users ────────────────────────────────────────────────────────────────

/** Registered candidates with their profile's state (the All Registered Users tab and its CSV). */
export async function listRegisteredUsers(
  ctx: DomainContext,
  query: { q?: string | null; page?: number; all?: boolean } = {},
) {
  assertAdmin(ctx);
  const page = pageNumber(query.page);
  const q = searchText(query.q);
  const base = ctx.db
    .selectFrom("candidate_profiles")
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .$if(q !== null, (builder) =>
      builder.where((eb) =>
        eb.or([
          eb("user.email", "ilike", `%${q}%`),
          eb(sql`candidate_profiles.first_name || ' ' || candidate_profiles.last_name`, "ilike", `%${q}%`),
          eb("candidate_profiles.current_city", "ilike", `%${q}%`),
          eb("candidate_profiles.phone", "ilike", `%${q}%`),
        ]),
      ),
    );
  const { rows, total, pageCount } = await paged(
    page,
    base
      .select([
        "candidate_profiles.id",
        "user.email",
        "candidate_profiles.first_name",
        "candidate_profiles.last_name",
        "candidate_profiles.phone",
        "candidate_profiles.current_city",
        "candidate_profiles.total_experience",
        "candidate_profiles.expected_salary",
        "candidate_profiles.profile_summary",
        "user.lastSignInAt",
        "user.createdAt",
      ])
      .orderBy("user.createdAt", "desc")
      .orderBy("candidate_profiles.id"),
    base,
    { all: query.all },
  );
  return {
    rows: rows.map(({ profile_summary, ...row }) => ({
      ...row,
      complete: isProfileComplete({ ...row, profile_summary }),
    })),
    page,
    q,
    total,
    pageCount,
  };
}

export async function registeredUsersCsv(ctx: DomainContext, q: string | null): Promise<string> {
  const { rows } = await listRegisteredUsers(ctx, { q, all: true });
  const header = [
    "Email",
    "Profile Status",
    "Name",
    "Phone",
    "Current City",
    "Experience",
    "Expected Salary (LPA)",
    "Last Sign In",
    "Registered",
  ];
  const lines = rows.map((row) => [
    row.email,
    row.complete ? "Complete" : "Incomplete",
    `${row.first_name} ${row.last_name}`.trim(),
    row.phone,
    row.current_city,
    row.total_experience,
    row.expected_salary ? (row.expected_salary / 100_000).toFixed(1) : "",
    row.lastSignInAt ? new Date(row.lastSignInAt).toISOString().slice(0, 10) : "Never",
    new Date(row.createdAt).toISOString().slice(0, 10),
  ]);
  return toCsv(header, lines);
}

/** Accounts with their role (the System Users tab), newest first. */
export async function listSystemUsers(ctx: DomainContext, query: { page?: number; q?: string | null } = {}) {
  assertAdmin(ctx);
  const page = pageNumber(query.page);
  const q = searchText(query.q);
  const base = ctx.db
    .selectFrom("user")
    .leftJoin("user_roles", "user_roles.user_id", "user.id")
    .$if(q !== null, (builder) => builder.where("user.email", "ilike", `%${q}%`));
  const { rows, total, pageCount } = await paged(
    page,
    base
      .select(["user.id as user_id", "user.email", "user.createdAt", "user_roles.role"])
      // Staff first: they are who this tab is for.
      .orderBy(sql`case user_roles.role when 'admin' then 0 when 'moderator' then 1 else 2 end`)
      .orderBy("user.createdAt", "desc"),
    base,
  );
  return {
    rows: rows.map((row) => ({ ...row, role: (row.role ?? "user") as StoredRole })),
    page,
    total,
    pageCount,
  };
}

/** Creates an account with a chosen role (default user); candidates also get their empty profile. */
export async function createUser(
  ctx: DomainContext,
  input: { email?: unknown; password?: unknown; role?: unknown },
) {
  const actor = assertAdmin(ctx);
  const email = typeof input.email === "string" ? input.email.trim().toLowerCase() : "";
  const password = typeof input.password === "string" ? input.password : "";
  if (!email || !password) {
    throw new DomainError("invalid", /*i18n*/ "Please provide both email and password.", {
      title: /*i18n*/ "Error",
    });
  }
  const role = (input.role === undefined || input.role === "" ? "user" : input.role) as StoredRole;
  if (!storedRoles.includes(role))
    throw new DomainError("invalid", /*i18n*/ "Please choose a role: user, moderator or admin.", {
      title: /*i18n*/ "Error",
    });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    throw new DomainError("invalid", /*i18n*/ "Please enter a valid email address.", {
      title: /*i18n*/ "Error",
    });
  }
  if (password.length < 6 || password.length > 128) {
    throw new DomainError("invalid", /*i18n*/ "Password must be at least 6 characters.", {
      title: /*i18n*/ "Error",
    });
  }
  const existing = await ctx.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  if (existing)
    throw new DomainError("conflict", /*i18n*/ "An account with this email already exists.", {
      title: /*i18n*/ "Error",
    });

  let userId: string;
  try {
    const { user } = await ctx.services.auth.api.signUpEmail({ body: { email, password, name: "" } });
    userId = user.id;
  } catch (error) {
    ctx.services.log.error("admin create user failed", errorFields(error));
    throw new DomainError("invalid", /*i18n*/ "Failed to create user.", {
      title: /*i18n*/ "Error",
      cause: error,
    });
  }
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto("user_roles").values({ user_id: userId, email, role }).execute();
      if (role === "user") await trx.insertInto("candidate_profiles").values({ user_id: userId }).execute();
      await audit(trx, actor, "user.create", userId, { email, role });
    });
  } catch (error) {
    await ctx.db.deleteFrom("user").where("id", "=", userId).execute();
    ctx.services.log.error("admin create user: role not written, user removed", errorFields(error));
    throw new DomainError("invalid", /*i18n*/ "Failed to create user.", {
      title: /*i18n*/ "Error",
      cause: error,
    });
  }
  return { userId, email, role };
}

async function adminCount(trx: Transaction<DB>): Promise<number> {
  // Locking the admin rows makes two concurrent demotions see each other.
  const admins = await trx
    .selectFrom("user_roles")
    .select("user_id")
    .where("role", "=", "admin")
    .forUpdate()
    .execute();
  return admins.length;
}

/**
 * An admin may not lower or remove their own role: one slip would lock them
 * out of the page that could undo it (issue #19).
 */
function ownAdminRole(title: string) {
  return new DomainError("forbidden", /*i18n*/ "You cannot remove or lower your own admin role.", { title });
}

/** Changes a user's role. The last admin cannot be demoted, nor an admin demote themselves. */
export async function changeRole(ctx: DomainContext, userId: string, role: unknown): Promise<void> {
  const actor = assertAdmin(ctx);
  if (!storedRoles.includes(role as StoredRole))
    throw new DomainError("invalid", /*i18n*/ "Failed to update user role.", { title: /*i18n*/ "Error" });
  if (!isUserId(userId))
    throw new DomainError("not_found", /*i18n*/ "Failed to update user role.", { title: /*i18n*/ "Error" });
  await ctx.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("user")
      .select(["id", "email"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user)
      throw new DomainError("not_found", /*i18n*/ "Failed to update user role.", { title: /*i18n*/ "Error" });
    const current = await trx
      .selectFrom("user_roles")
      .select("role")
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    const from = current?.role ?? "user";
    if (from === role) return;
    if (from === "admin" && (await adminCount(trx)) <= 1) {
      throw new DomainError(
        "forbidden",
        /*i18n*/ "The last admin cannot be demoted. Make another user an admin first.",
        {
          title: /*i18n*/ "Failed to update user role.",
        },
      );
    }
    if (userId === actor.userId) throw ownAdminRole(/*i18n*/ "Failed to update user role.");
    await trx
      .insertInto("user_roles")
      .values({ user_id: userId, email: user.email, role: role as StoredRole })
      .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ role: role as StoredRole }))
      .execute();
    await audit(trx, actor, "role.change", userId, { email: user.email, from, to: role });
  });
}

/** Removes a user's role entry, so they fall back to the default role (user). The last admin stays, and so does one's own. */
export async function removeRole(ctx: DomainContext, userId: string): Promise<void> {
  const actor = assertAdmin(ctx);
  if (!isUserId(userId))
    throw new DomainError("not_found", /*i18n*/ "Failed to remove user role.", { title: /*i18n*/ "Error" });
  await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("user_roles")
      .select(["role", "email"])
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current)
      throw new DomainError("not_found", /*i18n*/ "Failed to remove user role.", { title: /*i18n*/ "Error" });
    if (current.role === "admin" && (await adminCount(trx)) <= 1) {
      throw new DomainError(
        "forbidden",
        /*i18n*/ "The last admin cannot be removed. Make another user an admin first.",
        {
          title: /*i18n*/ "Failed to remove user role.",
        },
      );
    }
    if (userId === actor.userId) throw ownAdminRole(/*i18n*/ "Failed to remove user role.");
    await trx.deleteFrom("user_roles").where("user_id", "=", userId).execute();
    await audit(trx, actor, "role.remove", userId, { email: current.email, role: current.role });
  });
}

// ── Contact submissions ──────────────────────────────────────────────────

export async function listContactSubmissions(ctx: DomainContext, query: { page?: number } = {}) {
  assertAdmin(ctx);
  const base = ctx.db.selectFrom("contact_submissions");
  return paged(pageNumber(query.page), base.selectAll().orderBy("created_at", "desc").orderBy("id"), base);
}

export async function deleteContactSubmission(ctx: DomainContext, id: string): Promise<void> {
  const actor = assertAdmin(ctx);
  const failed = new DomainError("not_found", /*i18n*/ "Failed to delete submission.", {
    title: /*i18n*/ "Error",
  });
  if (!isUuid(id)) throw failed;
  await ctx.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("contact_submissions")
      .where("id", "=", id)
      .returning("email")
      .executeTakeFirst();
    if (!deleted) throw failed;
    await audit(trx, actor, "contact.delete", id, { email: deleted.email });
  });
}

// ── Mail outbox (issue #24) ──────────────────────────────────────────────

/** Every e-mail the site sent or tried to, newest first; `status` narrows it (an unknown one means all). */
export async function listOutbox(ctx: DomainContext, query: { status?: unknown; page?: number } = {}) {
  assertAdmin(ctx);
  const status = mailStatuses.find((known) => known === query.status) ?? null;
  let base = ctx.db.selectFrom("mail_outbox");
  if (status) base = base.where("status", "=", status);
  const result = await paged(
    pageNumber(query.page),
    base
      .select([
        "id",
        "to_address",
        "subject",
        "status",
        "error",
        "attempts",
        "created_at",
        "sent_at",
        "last_attempt_at",
      ])
      .orderBy("created_at", "desc")
      .orderBy("id"),
    base,
  );
  return { ...result, status };
}

/** Queues a message the mail queue gave up on once more. */
export async function retryOutboxMail(ctx: DomainContext, id: string): Promise<void> {
  const actor = assertAdmin(ctx);
  const failed = new DomainError("not_found", /*i18n*/ "Only an e-mail that failed can be sent again.", {
    title: /*i18n*/ "Error",
  });
  if (!isUuid(id) || !(await ctx.services.mailer.retry(id))) throw failed;
  await audit(ctx.db, actor, "mail.retry", id, {});
}

// ── Audit log ────────────────────────────────────────────────────────────

export async function listAuditLog(ctx: DomainContext, query: { page?: number } = {}) {
  assertAdmin(ctx);
  const base = ctx.db.selectFrom("audit_log");
  return paged(
    pageNumber(query.page),
    base
      .selectAll()
      .orderBy("created_at", "desc")
      // Entries written in one transaction share created_at (now()): the id keeps pages apart.
      .orderBy("id"),
    base,
  );
}
