// The employer dashboard: posting jobs and reviewing their applicants. An
// employer (role moderator) sees only the jobs they own (decision 0052: a job's
// owner, its poster unless an admin handed it on) and the people who
// applied to them; an admin sees everything. Every function checks this itself.
import { sql } from "kysely";
import { pipelineStages } from "../../common/schemas/pipeline-stages";
import { pageNumber, searchText } from "../../common/schemas/paging";
import type { ApplicationStatus } from "../db/schema";
import { errorFields } from "../log";
import { assertAdmin, assertStaff, type Actor, type DomainContext } from "./context";
import { toCsv } from "./csv";
import { isUuid } from "./ids";
import { DomainError } from "./errors";
import { readJobInput } from "./job-life";
import { checkJobOrder } from "./job-orders";
import { resolveJobClients } from "./clients";
import { insertJobs } from "./jobs";
import { moveApplications } from "./pipeline";
import { loadProfile, mayReadCandidate } from "./profiles";
import { recordProfileView } from "./talent-pool";

export const APPLICATIONS_PAGE_SIZE = 20;

/** Posts a job owned by the caller (SPEC §9 defaults fill what is left empty). */
export async function postJob(ctx: DomainContext, input: unknown): Promise<string> {
  const actor = assertStaff(ctx);
  // The form's rules, salaries in LPA or rupees, no deadline already past
  // (job-life.ts); then its client, which names it in public (clients.ts).
  const [job] = await resolveJobClients(ctx.db, [
    // The order's owner and target date (job-orders.ts): the caller's unless an admin names another.
    await checkJobOrder(ctx, actor, readJobInput(input)),
  ]);
  try {
    const [id] = await insertJobs(ctx.db, [job], actor.userId);
    return id;
  } catch (error) {
    ctx.services.log.error("posting a job failed", errorFields(error));
    throw new DomainError("invalid", /*i18n*/ "Failed to post job.", {
      title: /*i18n*/ "Error",
      cause: error,
    });
  }
}

/** The caller's jobs (every job for an admin), newest first, with their order's fields (decision 0052). */
export async function listMyJobs(ctx: DomainContext) {
  const actor = assertStaff(ctx);
  return ctx.db
    .selectFrom("jobs")
    .select([
      "id",
      "title",
      "company_name",
      "location_city",
      "location_state",
      "other_locations",
      "work_mode",
      "application_count",
      "created_at",
      "is_active",
      "closed_at",
      "application_deadline",
      "openings",
      "owner_id",
      "priority",
      "target_date",
    ])
    .$if(actor.role !== "admin", (query) => query.where("owner_id", "=", actor.userId))
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(500)
    .execute();
}

/** A job the caller may not manage looks exactly like one that does not exist. */
const jobNotFound = () =>
  new DomainError("not_found", /*i18n*/ "Failed to load applications for this job.", {
    title: /*i18n*/ "Error",
  });

/** The job if the caller may manage it; "not found" otherwise, so ids of others' jobs reveal nothing. */
async function ownedJob(ctx: DomainContext, actor: Actor, jobId: string) {
  if (!isUuid(jobId)) throw jobNotFound();
  const job = await ctx.db
    .selectFrom("jobs")
    .select(["id", "title", "company_name", "owner_id", "application_count"])
    .where("id", "=", jobId)
    .executeTakeFirst();
  if (!job || (actor.role !== "admin" && job.owner_id !== actor.userId)) throw jobNotFound();
  return job;
}

export interface ApplicationQuery {
  status?: string | null;
  /** "newest" (default), "oldest", or "rating" (most stars first, unrated last). */
  sort?: string | null;
  /** At least this many stars ("1" to "5"); anything else is no filter. */
  rating?: string | null;
  page?: number;
}

/** The job choice that lists the applications to all the caller's jobs (every job for an admin). */
export const ALL_JOBS = "all";

const statusOf = (value: string | null | undefined) =>
  (pipelineStages as readonly string[]).includes(value ?? "") ? (value as ApplicationStatus) : null;
const sortOf = (value: string | null | undefined) =>
  value === "oldest" || value === "rating" ? value : ("newest" as const);
const minRatingOf = (value: string | null | undefined) =>
  value && /^[1-5]$/.test(value) ? Number(value) : null;
/** An application's stars as the list sorts them: unrated counts as none. */
const stars = sql<number>`coalesce(job_applications.rating, 0)`;

/**
 * Applications the caller may review: to one job (or, with `null`, all their
 * jobs), only jobs they own unless they are an admin, of one status if
 * given. Every list, count and neighbour below starts here.
 */
function reviewable(
  ctx: DomainContext,
  actor: Actor,
  jobId: string | null,
  status: ApplicationStatus | null,
  minRating: number | null = null,
) {
  return ctx.db
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .$if(jobId !== null, (q) => q.where("job_applications.job_id", "=", jobId!))
    .$if(actor.role !== "admin", (q) => q.where("jobs.owner_id", "=", actor.userId))
    .$if(status !== null, (q) => q.where("job_applications.application_status", "=", status!))
    .$if(minRating !== null, (q) => q.where("job_applications.rating", ">=", minRating!));
}

/**
 * One application the caller may review (to a job they own, or any for an
 * admin), with what its notes, rating and interviews need: the job, the
 * candidate's name and e-mail. Anything else is `notFound`, so ids of others'
 * applications reveal nothing.
 */
export async function reviewableApplication(
  ctx: DomainContext,
  applicationId: unknown,
  notFound: DomainError,
) {
  const actor = assertStaff(ctx);
  if (typeof applicationId !== "string" || !isUuid(applicationId)) throw notFound;
  const application = await reviewable(ctx, actor, null, null)
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .select([
      "job_applications.id",
      "job_applications.application_status",
      "jobs.id as job_id",
      "jobs.title as job_title",
      "jobs.company_name as job_company",
      "jobs.location_city as job_city",
      "candidate_profiles.first_name",
      "candidate_profiles.last_name",
      "candidate_profiles.phone",
      "user.email",
    ])
    .where("job_applications.id", "=", applicationId)
    .executeTakeFirst();
  if (!application) throw notFound;
  return { actor, application };
}

/**
 * One job's applications (or, for `ALL_JOBS`, those to all the caller's jobs,
 * each naming its job) with the applicant's card fields, filtered, sorted and
 * paged, and the count per status. Only for an admin or the job's own
 * employer: any other job, or an id that is no job, is "not found", so ids of
 * others' jobs reveal nothing. Two queries, sent together: the job (or the
 * caller's jobs) with its counts, and the page (which checks the owner itself).
 */
export async function listApplications(ctx: DomainContext, jobId: string, query: ApplicationQuery = {}) {
  const actor = assertStaff(ctx);
  const all = jobId === ALL_JOBS;
  if (!all && !isUuid(jobId)) throw jobNotFound();
  const status = statusOf(query.status);
  const sort = sortOf(query.sort);
  const minRating = minRatingOf(query.rating);
  const page = pageNumber(query.page);
  const mine = actor.role !== "admin";

  const [job, counts, rows] = await Promise.all([
    all
      ? null
      : ctx.db
          .selectFrom("jobs")
          .select(["id", "title", "company_name", "application_count"])
          .where("id", "=", jobId)
          .$if(mine, (q) => q.where("owner_id", "=", actor.userId))
          .executeTakeFirst(),
    // One count per status (on the job's own index) gives the total too.
    reviewable(ctx, actor, all ? null : jobId, null, minRating)
      .select(["job_applications.application_status", sql<number>`count(*)::int`.as("n")])
      .groupBy("job_applications.application_status")
      .execute(),
    reviewable(ctx, actor, all ? null : jobId, status, minRating)
      .select([
        "job_applications.id",
        "job_applications.application_status",
        "job_applications.applied_at",
        "job_applications.rating",
        sql<number>`(select count(*)::int from application_notes where application_id = job_applications.id)`.as(
          "note_count",
        ),
        "job_applications.cover_letter",
        "jobs.id as job_id",
        "jobs.title as job_title",
        "jobs.company_name as job_company",
        "candidate_profiles.id as candidate_id",
        "candidate_profiles.first_name",
        "candidate_profiles.last_name",
        "candidate_profiles.current_city",
        "candidate_profiles.home_location",
        "candidate_profiles.total_experience",
        "candidate_profiles.expected_salary",
        "candidate_profiles.profile_summary",
        "candidate_profiles.photo_key",
      ])
      .$if(sort === "rating", (q) => q.orderBy(stars, "desc"))
      .orderBy("job_applications.applied_at", sort === "oldest" ? "asc" : "desc")
      .orderBy("job_applications.id")
      .limit(APPLICATIONS_PAGE_SIZE)
      .offset((page - 1) * APPLICATIONS_PAGE_SIZE)
      .execute(),
  ]);
  if (!all && !job) throw jobNotFound();
  const countsByStatus: Partial<Record<ApplicationStatus, number>> = Object.fromEntries(
    counts.map((row) => [row.application_status, Number(row.n)]),
  );
  const total = status
    ? (countsByStatus[status] ?? 0)
    : Object.values(countsByStatus).reduce((sum, n) => sum + (n ?? 0), 0);
  return {
    /** `null` for the list across all jobs. */
    job: job ?? null,
    status,
    sort,
    minRating,
    page,
    pageCount: Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE)),
    total,
    countsByStatus,
    applications: rows,
  };
}

/** An application in a list, as the Previous and Next links need it. */
export interface ListedApplication {
  id: string;
  candidate_id: string;
  /** The page of the list it is on. */
  page: number;
}

/**
 * One application to review beside the candidate's full profile: its cover
 * letter, status and job, and the applications before and after it in the
 * list the employer is working through (the same job or `ALL_JOBS`, status
 * filter and sort as `listApplications`), with the page each is on. Named by
 * its id, or by the candidate (their application to the list's job first,
 * else their newest to the caller's jobs). Its neighbours are found by
 * position, so they are right even when its status has just moved it out of
 * a filtered list. `null` when the caller may not review such an application.
 */
export async function applicationForReview(
  ctx: DomainContext,
  target: { applicationId?: string | null; candidateId?: string | null },
  list: { job: string | null } & Omit<ApplicationQuery, "page">,
) {
  const actor = assertStaff(ctx);
  const listJob = list.job && isUuid(list.job) ? list.job : null;
  const byId = target.applicationId && isUuid(target.applicationId) ? target.applicationId : null;
  const byCandidate = !byId && target.candidateId && isUuid(target.candidateId) ? target.candidateId : null;
  if (!byId && !byCandidate) return null;
  const application = await reviewable(ctx, actor, null, null)
    .select([
      "job_applications.id",
      "job_applications.application_status",
      "job_applications.applied_at",
      "job_applications.cover_letter",
      "job_applications.rating",
      "job_applications.candidate_id",
      "jobs.id as job_id",
      "jobs.title as job_title",
      "jobs.company_name as job_company",
    ])
    .$if(byId !== null, (q) => q.where("job_applications.id", "=", byId!))
    .$if(byCandidate !== null, (q) => q.where("job_applications.candidate_id", "=", byCandidate!))
    .$if(byCandidate !== null && listJob !== null, (q) =>
      q.orderBy(sql`job_applications.job_id = ${listJob}::uuid`, "desc"),
    )
    .orderBy("job_applications.applied_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!application) return null;

  const status = statusOf(list.status);
  const sort = sortOf(list.sort);
  const minRating = minRatingOf(list.rating);
  const scope = () => reviewable(ctx, actor, list.job === ALL_JOBS ? null : listJob, status, minRating);
  // Compared with the stored values themselves (microseconds), never a rounded copy.
  const at = sql`(select applied_at from job_applications where id = ${application.id}::uuid)`;
  const its = sql`(select coalesce(rating, 0) from job_applications where id = ${application.id}::uuid)`;
  const id = sql`${application.id}::uuid`;
  const [earlier, later] = sort === "oldest" ? ["<", ">"] : [">", "<"];
  const beforeByTime = sql<boolean>`(job_applications.applied_at ${sql.raw(earlier)} ${at}
    or (job_applications.applied_at = ${at} and job_applications.id < ${id}))`;
  const afterByTime = sql<boolean>`(job_applications.applied_at ${sql.raw(later)} ${at}
    or (job_applications.applied_at = ${at} and job_applications.id > ${id}))`;
  // Sorted by rating, the stars come first and the time breaks ties (newest first).
  const before =
    sort === "rating"
      ? sql<boolean>`(${stars} > ${its} or (${stars} = ${its} and ${beforeByTime}))`
      : beforeByTime;
  const after =
    sort === "rating"
      ? sql<boolean>`(${stars} < ${its} or (${stars} = ${its} and ${afterByTime}))`
      : afterByTime;
  const direction = sort === "oldest" ? "asc" : "desc";
  const reverse = sort === "oldest" ? "desc" : "asc";
  const [previous, next, counted, listed] = await Promise.all([
    scope()
      .where(before)
      .select(["job_applications.id", "job_applications.candidate_id"])
      .$if(sort === "rating", (q) => q.orderBy(stars, "asc"))
      .orderBy("job_applications.applied_at", reverse)
      .orderBy("job_applications.id", "desc")
      .limit(1)
      .executeTakeFirst(),
    scope()
      .where(after)
      .select(["job_applications.id", "job_applications.candidate_id"])
      .$if(sort === "rating", (q) => q.orderBy(stars, "desc"))
      .orderBy("job_applications.applied_at", direction)
      .orderBy("job_applications.id", "asc")
      .limit(1)
      .executeTakeFirst(),
    scope()
      .where(before)
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow(),
    scope()
      .where("job_applications.id", "=", application.id)
      .select("job_applications.id")
      .executeTakeFirst(),
  ]);
  const ahead = Number(counted.n);
  const pageAt = (index: number) => Math.floor(index / APPLICATIONS_PAGE_SIZE) + 1;
  return {
    application,
    previous: previous ? { ...previous, page: pageAt(ahead - 1) } : null,
    next: next ? { ...next, page: pageAt(ahead + (listed ? 1 : 0)) } : null,
  };
}

/** The refusal to change the status of an application its candidate withdrew (decision 0044). */
export const withdrawnByCandidate = {
  title: /*i18n*/ "Application withdrawn",
  message: /*i18n*/ "The candidate withdrew this application, so its status can no longer be changed.",
} as const;

/**
 * Moves one application to a stage (the status control's form): the
 * pipeline's move (server/domain/pipeline.ts), with its rights, history and
 * mails. `status` is a stage, or "rejected:<reason>" as the control sends it.
 * An application its candidate withdrew keeps that status: the change is
 * refused with a message that says why.
 */
export async function setApplicationStatus(
  ctx: DomainContext,
  applicationId: string,
  status: unknown,
  extra: { reason?: unknown; note?: unknown } = {},
): Promise<ApplicationStatus> {
  assertStaff(ctx);
  if (typeof status !== "string") {
    throw new DomainError("invalid", /*i18n*/ "Failed to update application status.", {
      title: /*i18n*/ "Error",
    });
  }
  const { stage } = await moveApplications(ctx, applicationId, { stage: status, ...extra });
  return stage;
}

/** Who changed an application's status, from what, to what, when; newest first. */
export async function statusHistory(ctx: DomainContext, applicationId: string) {
  const actor = assertStaff(ctx);
  const rows = await ctx.db
    .selectFrom("application_status_changes")
    .innerJoin("job_applications", "job_applications.id", "application_status_changes.application_id")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .leftJoin("user", "user.id", "application_status_changes.changed_by")
    .select([
      "application_status_changes.from_status",
      "application_status_changes.to_status",
      "application_status_changes.reason",
      "application_status_changes.note",
      "application_status_changes.changed_at",
      "user.email as changed_by_email",
      "jobs.owner_id",
    ])
    .where("application_status_changes.application_id", "=", applicationId)
    .orderBy("application_status_changes.changed_at", "desc")
    .execute();
  return rows.filter((row) => actor.role === "admin" || row.owner_id === actor.userId);
}

/**
 * A candidate's full profile for the employer dashboard's dialog: only for an
 * admin or an employer the candidate applied to. Sensitive personal fields
 * (birth date, gender, marital status, caste, disability, family) are left out
 * for employers; admins also get the joined date.
 */
export async function applicantProfile(ctx: DomainContext, candidateId: string) {
  const actor = assertStaff(ctx);
  const notFound = new DomainError("not_found", /*i18n*/ "Failed to load candidate details.", {
    title: /*i18n*/ "Error",
  });
  if (!isUuid(candidateId)) throw notFound;
  const profile = await loadProfile(ctx.db, { candidateId });
  if (!profile || !(await mayReadCandidate(ctx, profile))) throw notFound;
  await recordProfileView(ctx, profile.id, "profile");
  const joined =
    actor.role === "admin"
      ? ((
          await ctx.db
            .selectFrom("user")
            .select("createdAt")
            .where("id", "=", profile.user_id)
            .executeTakeFirst()
        )?.createdAt ?? null)
      : null;
  const isAdmin = actor.role === "admin";
  // The address, to whoever has an application from this candidate (an admin: all); a
  // talent-pool search alone does not show it (issue #36: guest applicants have only that and the phone).
  const contact = await ctx.db
    .selectFrom("user")
    .select("email")
    .where("id", "=", profile.user_id)
    .where((eb) =>
      isAdmin
        ? eb.val(true)
        : eb.exists(
            eb
              .selectFrom("job_applications")
              .innerJoin("jobs", "jobs.id", "job_applications.job_id")
              .select("job_applications.id")
              .where("job_applications.candidate_id", "=", profile.id)
              .where("jobs.owner_id", "=", actor.userId),
          ),
    )
    .executeTakeFirst();
  return {
    ...profile,
    email: contact?.email ?? null,
    date_of_birth: isAdmin ? profile.date_of_birth : null,
    gender: isAdmin ? profile.gender : null,
    marital_status: isAdmin ? profile.marital_status : null,
    caste: isAdmin ? profile.caste : null,
    disability_status: isAdmin ? profile.disability_status : null,
    family_details: isAdmin ? profile.family_details : null,
    current_salary: isAdmin ? profile.current_salary : null,
    joinedAt: joined,
    // Skills by years of experience on the employer view (SPEC §7).
    skills: [...profile.skills].sort((a, b) => b.years_of_experience - a.years_of_experience),
  };
}

/**
 * A job's applicants as CSV for the employer who owns it (or an admin), or
 * with ALL_JOBS every application to the caller's jobs: status, rating,
 * source and dates (issue #37).
 */
export async function exportApplicantsCsv(
  ctx: DomainContext,
  jobId: string,
): Promise<{ filename: string; csv: string }> {
  const actor = assertStaff(ctx);
  // ALL_JOBS: every application to the caller's jobs (every job's for an admin), each naming its job.
  const all = jobId === ALL_JOBS;
  const job = all ? null : await ownedJob(ctx, actor, jobId);
  const rows = await ctx.db
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .select([
      "jobs.title as job_title",
      "candidate_profiles.first_name",
      "candidate_profiles.last_name",
      "user.email",
      "candidate_profiles.phone",
      "candidate_profiles.current_city",
      "candidate_profiles.total_experience",
      "candidate_profiles.expected_salary",
      "job_applications.application_status",
      "job_applications.applied_at",
      "job_applications.rating",
      "job_applications.updated_at",
      // Where the application came from (decision 0051): an invitation from the talent pool, a guest's form, the site.
      sql<string>`case
        when exists (select 1 from job_invitations i
                     where i.job_id = job_applications.job_id and i.candidate_id = job_applications.candidate_id)
          then 'Talent pool invitation'
        when exists (select 1 from consents c
                     where c.user_id = candidate_profiles.user_id and c.purpose = 'guest_application')
          then 'Guest application'
        else 'Applied on site' end`.as("source"),
    ])
    .$if(job !== null, (query) => query.where("job_applications.job_id", "=", job!.id))
    .$if(all && actor.role !== "admin", (query) => query.where("jobs.owner_id", "=", actor.userId))
    .orderBy("job_applications.applied_at", "desc")
    .orderBy("job_applications.id")
    .execute();
  const header = [
    ...(all ? ["Job"] : []),
    "Name",
    "Email",
    "Phone",
    "City",
    "Experience",
    "Expected Salary (LPA)",
    "Status",
    "Applied Date",
    "Rating",
    "Source",
    "Last Updated",
  ];
  const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
  const lines = rows.map((row) => [
    ...(all ? [row.job_title] : []),
    `${row.first_name} ${row.last_name}`.trim(),
    row.email,
    row.phone,
    row.current_city,
    row.total_experience === "fresher"
      ? "Fresher"
      : row.total_experience
        ? `${row.total_experience} years`
        : "",
    row.expected_salary ? (row.expected_salary / 100_000).toFixed(1) : "",
    row.application_status,
    day(row.applied_at),
    row.rating ?? "",
    row.source,
    day(row.updated_at),
  ]);
  if (!job) return { filename: "applications-all-jobs.csv", csv: toCsv(header, lines) };
  const slug =
    job.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 50) || "job";
  return { filename: `applicants-${slug}.csv`, csv: toCsv(header, lines) };
}

export const CANDIDATES_PAGE_SIZE = 24;

/** All registered candidates with their cards' fields (admins only), newest first. */
export async function listCandidates(ctx: DomainContext, query: { page?: number; q?: string | null } = {}) {
  assertAdmin(ctx);
  const page = pageNumber(query.page);
  const search = searchText(query.q);
  const base = ctx.db
    .selectFrom("candidate_profiles")
    .$if(search !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb(
            sql`candidate_profiles.first_name || ' ' || candidate_profiles.last_name`,
            "ilike",
            `%${search}%`,
          ),
          eb("candidate_profiles.current_city", "ilike", `%${search}%`),
        ]),
      ),
    );
  const [profiles, total] = await Promise.all([
    base
      .selectAll("candidate_profiles")
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(CANDIDATES_PAGE_SIZE)
      .offset((page - 1) * CANDIDATES_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const ids = profiles.map((profile) => profile.id);
  const [education, skills, experience] = ids.length
    ? await Promise.all([
        ctx.db
          .selectFrom("candidate_education")
          .selectAll()
          .where("candidate_id", "in", ids)
          .orderBy("year_of_passing", (o) => o.desc().nullsLast())
          .execute(),
        ctx.db
          .selectFrom("candidate_skills")
          .selectAll()
          .where("candidate_id", "in", ids)
          .orderBy("years_of_experience", "desc")
          .execute(),
        ctx.db
          .selectFrom("candidate_experience")
          .selectAll()
          .where("candidate_id", "in", ids)
          .orderBy("start_date", (o) => o.desc().nullsLast())
          .execute(),
      ])
    : [[], [], []];
  const cards = profiles.map((profile) => {
    const jobs = experience.filter((entry) => entry.candidate_id === profile.id);
    const current = jobs.find((entry) => entry.is_current_job) ?? jobs[0] ?? null;
    const mySkills = skills.filter((skill) => skill.candidate_id === profile.id);
    return {
      id: profile.id,
      name: `${profile.first_name} ${profile.last_name}`.trim(),
      // SPEC §2: city falls back to home location, then 'Not specified'.
      city: profile.current_city || profile.home_location || /*i18n*/ "Not specified",
      experience:
        !profile.total_experience || profile.total_experience === "fresher"
          ? /*i18n*/ "Fresher"
          : `${profile.total_experience} years`,
      expectedSalary: profile.expected_salary,
      summary: profile.profile_summary,
      latestEducation: education.find((entry) => entry.candidate_id === profile.id) ?? null,
      currentRole: current ? { designation: current.designation, company: current.company_name } : null,
      skills: mySkills.slice(0, 5).map((skill) => skill.skill_name),
      moreSkills: Math.max(0, mySkills.length - 5),
      registeredAt: profile.created_at,
    };
  });
  return {
    cards,
    page,
    total: Number(total.n),
    pageCount: Math.max(1, Math.ceil(Number(total.n) / CANDIDATES_PAGE_SIZE)),
  };
}
