// Demo content for the quick start: three accounts with documented passwords,
// a complete candidate profile, five more candidates who applied to the
// employer's jobs (server/seed/demo-candidates.ts) and the demo jobs. Runs only when SEED_DEMO is
// true and only into an installation that has no users yet.
import { sql, type Transaction } from "kysely";
import type { StoredRole } from "../../common/schemas/roles";
import { resolveJobClients } from "../domain/clients";
import { runDuplicateScan } from "../domain/duplicates";
import { indiaDate, insertJobs } from "../domain/jobs";
import { addDays, DEFAULT_GUARANTEE_DAYS } from "../domain/placements";
import type { DB } from "../db/schema";
import type { Services } from "../services";
import { demoCandidates, demoDuplicate, type DemoPlacement } from "./demo-candidates";
import { demoClients } from "./demo-clients";
import { seedDemoSubmittals } from "./demo-submittals";
import { demoJobs, demoJobsAsOf } from "./demo-jobs";
import { withDemoOrders } from "./demo-orders";

export const demoAccounts = {
  admin: { email: "admin@demo.vistaar.example", password: "Admin@Demo2026", role: "admin" },
  employer: { email: "employer@demo.vistaar.example", password: "Employer@Demo2026", role: "moderator" },
  candidate: { email: "candidate@demo.vistaar.example", password: "Candidate@Demo2026", role: "user" },
} as const satisfies Record<string, { email: string; password: string; role: StoredRole }>;

async function createAccount(
  services: Services,
  email: string,
  password: string,
  role: StoredRole,
  phone: string,
) {
  const { user } = await services.auth.api.signUpEmail({ body: { email, password, name: "" } });
  await services.db.updateTable("user").set({ emailVerified: true }).where("id", "=", user.id).execute();
  await services.db.insertInto("user_roles").values({ user_id: user.id, email, role }).execute();
  if (role === "user") {
    await services.db.insertInto("candidate_profiles").values({ user_id: user.id, phone }).execute();
  }
  return user.id;
}

export async function seedDemo(services: Services): Promise<boolean> {
  const { db, log } = services;
  const users = await db.selectFrom("user").select("id").limit(1).execute();
  if (users.length > 0) return false;

  const adminId = await createAccount(
    services,
    demoAccounts.admin.email,
    demoAccounts.admin.password,
    "admin",
    "+919810000001",
  );
  const employerId = await createAccount(
    services,
    demoAccounts.employer.email,
    demoAccounts.employer.password,
    "moderator",
    "+919810000002",
  );
  const candidateId = await createAccount(
    services,
    demoAccounts.candidate.email,
    demoAccounts.candidate.password,
    "user",
    "+919876543210",
  );

  const employerJobIds = await db.transaction().execute(async (trx) => {
    // The employer owns the first half of the jobs, the admin the rest.
    // The jobs' companies are clients first, so each job is linked to its own by name.
    for (const { contacts, ...client } of demoClients) {
      const { id } = await trx
        .insertInto("clients")
        .values({ ...client, created_by: adminId })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("client_contacts")
        .values(contacts.map((contact) => ({ ...contact, client_id: id })))
        .execute();
    }
    const today = indiaDate(new Date());
    // Each job is a client's order too: openings, priority, a target date (decision 0052).
    const jobs = await resolveJobClients(trx, withDemoOrders(demoJobsAsOf(today), today));
    const half = Math.ceil(jobs.length / 2);
    const employerJobs = await insertJobs(trx, jobs.slice(0, half), employerId);
    const adminJobs = await insertJobs(trx, jobs.slice(half), adminId);
    // Posted over the last days, a few hours apart, so "newest first" has a real order.
    const ids = [...employerJobs, ...adminJobs];
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable("jobs")
        .set({
          created_at: sql`now() - make_interval(hours => ${index * 5})`,
          updated_at: sql`now() - make_interval(hours => ${index * 5})`,
        })
        .where("id", "=", id)
        .execute();
    }

    const profile = await trx
      .updateTable("candidate_profiles")
      .set({
        first_name: "Priya",
        last_name: "Sharma",
        date_of_birth: "1997-08-14",
        gender: "female",
        current_city: "Noida",
        home_location: "Lucknow",
        total_experience: "3-5",
        current_salary: 480000,
        expected_salary: 650000,
        notice_period: 30,
        industry: "telecommunications",
        marital_status: "single",
        disability_status: "none",
        profile_summary:
          "NOC engineer with four years of round-the-clock monitoring of IP/MPLS and FTTH networks for a national ISP. I triage alarms in SolarWinds and Nagios, raise and chase tickets in ServiceNow, and coordinate field teams until links are restored within SLA. CCNA certified, comfortable with OSPF and BGP troubleshooting, and looking to grow into an L2 role.",
      })
      .where("user_id", "=", candidateId)
      .returning("id")
      .executeTakeFirstOrThrow();

    await trx
      .insertInto("candidate_education")
      .values([
        {
          candidate_id: profile.id,
          education_level: "bachelor",
          course_name: "B.Tech",
          specialization: "Electronics and Communication",
          institute_name: "Dr. A.P.J. Abdul Kalam Technical University, Lucknow",
          year_of_passing: 2019,
          percentage: 74.5,
        },
        {
          candidate_id: profile.id,
          education_level: "12th",
          course_name: "Senior Secondary (PCM)",
          specialization: null,
          institute_name: "Kendriya Vidyalaya, Lucknow",
          year_of_passing: 2015,
          percentage: 86.2,
        },
      ])
      .execute();
    await trx
      .insertInto("candidate_skills")
      .values([
        {
          candidate_id: profile.id,
          skill_name: "Network Monitoring",
          proficiency_level: 5,
          years_of_experience: 4,
        },
        { candidate_id: profile.id, skill_name: "CCNA", proficiency_level: 4, years_of_experience: 3 },
        { candidate_id: profile.id, skill_name: "OSPF", proficiency_level: 3, years_of_experience: 2.5 },
        { candidate_id: profile.id, skill_name: "ServiceNow", proficiency_level: 4, years_of_experience: 3 },
        { candidate_id: profile.id, skill_name: "Linux", proficiency_level: 3, years_of_experience: 2 },
        {
          candidate_id: profile.id,
          skill_name: "Communication",
          proficiency_level: 4,
          years_of_experience: 4,
        },
      ])
      .execute();
    await trx
      .insertInto("candidate_experience")
      .values([
        {
          candidate_id: profile.id,
          company_name: "Bharat FibreNet Ltd.",
          designation: "NOC Engineer (L1)",
          employment_type: "full_time",
          start_date: "2021-06-01",
          end_date: null,
          is_current_job: true,
          salary: 480000,
          location: "Noida",
          job_description:
            "24x7 monitoring of the IP/MPLS core and FTTH access network; first response and escalation.",
        },
        {
          candidate_id: profile.id,
          company_name: "Sahyadri Towers Pvt. Ltd.",
          designation: "Trainee Network Technician",
          employment_type: "full_time",
          start_date: "2019-08-01",
          end_date: "2021-05-31",
          is_current_job: false,
          salary: 240000,
          location: "Lucknow",
          job_description:
            "Site audits, router configuration and link testing for tower sites across Uttar Pradesh.",
        },
      ])
      .execute();

    // Two applications, one already moved on by the employer.
    const [first, second] = employerJobs;
    const applications = await trx
      .insertInto("job_applications")
      .values([
        {
          job_id: first,
          candidate_id: profile.id,
          cover_letter: "I have run NOC shifts for four years and would like to join your team.",
        },
        { job_id: second, candidate_id: profile.id, cover_letter: "" },
      ])
      .returning("id")
      .execute();
    await trx
      .updateTable("job_applications")
      .set({ application_status: "submitted" })
      .where("id", "=", applications[0].id)
      .execute();
    await trx
      .insertInto("application_status_changes")
      .values({
        application_id: applications[0].id,
        changed_by: employerId,
        from_status: "applied",
        to_status: "submitted",
      })
      .execute();
    return employerJobs;
  });

  for (const candidate of [...demoCandidates, demoDuplicate]) {
    const userId = await createAccount(
      services,
      candidate.email,
      demoAccounts.candidate.password,
      "user",
      candidate.phone,
    );
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .updateTable("candidate_profiles")
        .set({ ...candidate.profile, discoverable: candidate.discoverable })
        .where("user_id", "=", userId)
        .returning("id")
        .executeTakeFirstOrThrow();
      const own = <T>(rows: T[]) => rows.map((row) => ({ ...row, candidate_id: id }));
      if (candidate.education.length)
        await trx.insertInto("candidate_education").values(own(candidate.education)).execute();
      await trx.insertInto("candidate_skills").values(own(candidate.skills)).execute();
      await trx.insertInto("candidate_experience").values(own(candidate.experience)).execute();
      for (const application of candidate.applications) {
        const { id: applicationId } = await trx
          .insertInto("job_applications")
          .values({
            job_id: employerJobIds[application.job]!,
            candidate_id: id,
            cover_letter: application.coverLetter,
            application_status: application.status,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (application.status !== "applied") {
          await trx
            .insertInto("application_status_changes")
            .values({
              application_id: applicationId,
              changed_by: employerId,
              from_status: "applied",
              to_status: application.status,
              // A rejection names its reason (migration 0023).
              reason: application.status === "rejected" ? "experience_mismatch" : null,
            })
            .execute();
        }
        if (application.placement)
          await seedPlacement(trx, applicationId, employerJobIds[application.job]!, application.placement);
      }
    });
  }

  // The admin's Duplicates page starts with the pair above.
  await runDuplicateScan(db);
  // Submittals: one agreed to and shortlisted, one waiting for the candidate (issue #38).
  await seedDemoSubmittals(services, { id: employerId, email: demoAccounts.employer.email });

  log.info("demo content seeded", {
    accounts: Object.values(demoAccounts).map((account) => account.email),
    candidates: demoCandidates.length + 1,
    jobs: demoJobs.length,
  });
  return true;
}

/** A demo hire's placement (decision 0057), as the placement form would have recorded it. */
async function seedPlacement(
  trx: Transaction<DB>,
  applicationId: string,
  jobId: string,
  placement: DemoPlacement,
) {
  const job = await trx
    .selectFrom("jobs")
    .leftJoin("clients", "clients.id", "jobs.client_id")
    .select(["jobs.client_id", "jobs.owner_id", "clients.guarantee_days"])
    .where("jobs.id", "=", jobId)
    .executeTakeFirstOrThrow();
  const days = job.guarantee_days ?? DEFAULT_GUARANTEE_DAYS;
  const today = indiaDate(new Date());
  const joinedOn =
    "daysAgo" in placement.joined
      ? addDays(today, -placement.joined.daysAgo)
      : addDays(today, placement.joined.guaranteeEndsInDays - days);
  const ctc = Math.round(placement.ctcLpa * 100_000);
  const percent = "percent" in placement.fee ? placement.fee.percent : null;
  const ended = placement.ended ? addDays(joinedOn, placement.ended.daysAfterJoining) : null;
  const offeredAt = new Date(`${addDays(joinedOn, -14)}T10:00:00+05:30`);
  // A hire weeks ago came from an order opened and an application made
  // before it: otherwise the reports' time to fill comes out negative.
  const appliedAt = new Date(offeredAt.getTime() - 10 * 86_400_000);
  const openedAt = new Date(offeredAt.getTime() - 12 * 86_400_000);
  await trx
    .updateTable("jobs")
    .set({ created_at: sql`least(created_at, ${openedAt})`, updated_at: sql`least(updated_at, ${openedAt})` })
    .where("id", "=", jobId)
    .execute();
  await trx
    .updateTable("job_applications")
    .set({ applied_at: sql<never>`${appliedAt}` })
    .where("id", "=", applicationId)
    .execute();
  await trx
    .updateTable("application_status_changes")
    .set({ changed_at: sql<never>`${new Date(`${joinedOn}T10:00:00+05:30`)}` })
    .where("application_id", "=", applicationId)
    .execute();
  await trx
    .insertInto("placements")
    .values({
      application_id: applicationId,
      job_id: jobId,
      client_id: job.client_id,
      recruiter_id: job.owner_id,
      status: ended ? "ended" : "joined",
      offered_at: offeredAt,
      expected_joining_on: joinedOn,
      joined_on: joinedOn,
      annual_ctc: ctc,
      fee_type: percent === null ? "fixed" : "percent",
      fee_percent: percent,
      fee_amount:
        percent === null
          ? "fixed" in placement.fee
            ? placement.fee.fixed
            : 0
          : Math.round((ctc * percent) / 100),
      guarantee_days: days,
      guarantee_ends_on: addDays(joinedOn, days),
      ended_on: ended,
      end_reason: placement.ended?.reason ?? null,
      created_by: job.owner_id,
    })
    .execute();
}
