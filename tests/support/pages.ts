// Every page each role can open (app/routes.ts), with the states a plain link
// opens: dialogs, wizard steps, dashboard tabs. The layout and accessibility
// sweeps walk this list, so a new page is added here once.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { profileSections } from "../../common/schemas/profile";
import type { Services } from "../../server/services";
import {
  demoAccounts,
  libraryCookie,
  newPage,
  someActiveJob,
  useCookies as addCookies,
  type TestServer,
} from "./e2e";

export type SweepRole = "visitor" | keyof typeof demoAccounts;

export const adminTabs = [
  "jobs",
  "post",
  "clients",
  "users",
  "system-users",
  "contact",
  "audit",
  "outbox",
  "templates",
].map((tab) => `/admin/${tab}`);

/** The firm's own pages (SPEC §3–§9), the same for everyone. */
export const marketingPages = [
  "/",
  "/about",
  "/services",
  "/products",
  "/clients",
  "/support",
  "/privacy",
  "/terms",
  "/cookies",
];

/** The public pages a visitor reads: the firm's pages, careers, a job, the 404. */
export function publicPages(jobId: string): string[] {
  return [
    ...marketingPages,
    "/products?tab=racks-cabinets",
    "/careers",
    `/jobs/${jobId}`,
    "/jobs",
    "/no-such-page",
  ];
}

/** Rows the dialogs and tabs need: a job, a contact submission, an application to the demo employer's job (with a note, stars and an interview), an employer's role. */
export interface SweepRows {
  jobId: string;
  contactId: string;
  application: { id: string; candidateId: string; jobId: string };
  employerUserId: string;
  /** A demo client with contacts (issue #37). */
  clientId: string;
}

export async function sweepRows(services: Services): Promise<SweepRows> {
  const { db } = services;
  const { id: jobId } = await someActiveJob(services);
  // Long words, so the Contact Submissions tab has a row that tests the layout.
  const contact = await db
    .insertInto("contact_submissions")
    .values({
      full_name: "Rajalakshmi Venkataraghavan",
      email: "rajalakshmi.venkataraghavan@telvani-communications.example",
      phone: "+919812345678",
      company: "Telvani Communications Private Limited",
      message: "We need twelve NOC engineers for our Bengaluru operations centre from next quarter. ".repeat(
        4,
      ),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const employer = await db
    .selectFrom("user_roles")
    .select("user_id")
    .where("email", "=", demoAccounts.employer.email)
    .executeTakeFirstOrThrow();
  const application = await db
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .select(["job_applications.id", "job_applications.candidate_id", "job_applications.job_id"])
    .where("jobs.posted_by", "=", employer.user_id)
    .orderBy("job_applications.applied_at", "desc")
    .executeTakeFirstOrThrow();
  await recruiterWork(services, application.id, employer.user_id);
  await savedJobs(services, jobId);
  return {
    jobId,
    contactId: contact.id,
    application: { id: application.id, candidateId: application.candidate_id, jobId: application.job_id },
    employerUserId: employer.user_id,
    clientId: (
      await db
        .selectFrom("clients")
        .select("id")
        .where("name", "=", "Bharat FibreNet Ltd.")
        .executeTakeFirstOrThrow()
    ).id,
  };
}

/**
 * The recruiter's work on the application (issue #23): four stars, the
 * employer's note and a video interview tomorrow, so its dialog shows the
 * whole panel (the note's edit and delete controls, the interview's) and the
 * Interviews tab a list. Long words in both, to test the wrapping. Added once:
 * the sweeps ask for their rows again for each role.
 */
async function recruiterWork(services: Services, applicationId: string, employerUserId: string) {
  const { db } = services;
  await db.updateTable("job_applications").set({ rating: 4 }).where("id", "=", applicationId).execute();
  const noted = await db
    .selectFrom("application_notes")
    .select("id")
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  if (!noted)
    await db
      .insertInto("application_notes")
      .values({
        application_id: applicationId,
        author_id: employerUserId,
        author_email: demoAccounts.employer.email,
        body: "Called on Monday: strong on NMS tools (SolarWinds, Zabbix), 30 days' notice.\nReferences: https://drive.example.com/shared/recruitment/noc-engineers/priya-sharma-references-2026.pdf",
      })
      .execute();
  const upcoming = await db
    .selectFrom("interviews")
    .select("id")
    .where("application_id", "=", applicationId)
    .where("status", "=", "scheduled")
    .where("starts_at", ">", new Date())
    .executeTakeFirst();
  if (!upcoming) {
    const tomorrowInIndia = new Date(Date.now() + (24 + 5.5) * 3600_000).toISOString().slice(0, 10);
    await db
      .insertInto("interviews")
      .values({
        application_id: applicationId,
        starts_at: new Date(`${tomorrowInIndia}T11:30:00+05:30`),
        duration_minutes: 45,
        mode: "video",
        meeting_link: "https://meet.example.com/vistaar-technologies-noc-engineer-interview-round-two-panel",
        interviewer_name: "Anita Raghunathan, Head of Network Operations",
        instructions: "Keep a photo ID and your latest payslip ready.",
        created_by: employerUserId,
      })
      .execute();
  }
}

/**
 * The demo candidate's saved jobs (issue #24): the sweep's job and one that
 * closed (deactivated), with a long title, so /saved-jobs shows both kinds of
 * item and the job pages the Saved state. Added once.
 */
async function savedJobs(services: Services, jobId: string) {
  const { db } = services;
  const candidate = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", demoAccounts.candidate.email)
    .executeTakeFirstOrThrow();
  const saved = await db
    .selectFrom("saved_jobs")
    .select("job_id")
    .where("candidate_id", "=", candidate.id)
    .executeTakeFirst();
  if (saved) return;
  const closed = await db
    .insertInto("jobs")
    .values({
      title: "Senior Optical Transport Network (OTN/DWDM) Commissioning Engineer",
      company_name: "Telvani Communications Private Limited",
      location_city: "Thiruvananthapuram",
      location_state: "Kerala",
      job_description: "Commission DWDM links across Kerala.",
      is_active: false,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("saved_jobs")
    .values([
      { candidate_id: candidate.id, job_id: closed.id, created_at: new Date(Date.now() - 86_400_000) },
      { candidate_id: candidate.id, job_id: jobId },
    ])
    .execute();
}

/** Every page each role can open, dialogs open where a link opens them. */
export function pagesOf(rows: SweepRows): Record<SweepRole, string[]> {
  const { jobId, contactId, application, employerUserId, clientId } = rows;
  // Clients (issue #37): the list and a client's page, read-only for recruiters.
  const clients = ["/employer-dashboard/clients", `/employer-dashboard/clients/${clientId}`];
  const candidateDialog = `candidate=${application.candidateId}&application=${application.id}`;
  // The talent pool (issue #22): as it opens, and searched with its filters
  // open and a full profile opened from a card (the page behind the dialog is
  // laid out and checked too).
  const talentPool = [
    "/employer-dashboard/talent-pool",
    `/employer-dashboard/talent-pool?q=engineer&experience=3-5&candidate=${application.candidateId}`,
  ];
  // The recruiter's workflow (issue #23): the Interviews tab, today's (often
  // none) and the week's; the dialog above shows the panel of stars, notes
  // and interviews (the admin's from the list by rating, with its filters).
  const interviews = ["/employer-dashboard/interviews", "/employer-dashboard/interviews?range=week"];
  // A job's life and pipeline (issue #37): its board, its edit form and the
  // posting form filled from it, for the employer's job with applications.
  const ownJob = [
    `/employer-dashboard/jobs/${application.jobId}/pipeline`,
    `/employer-dashboard/jobs/${application.jobId}/edit`,
    `/post-job?from=${application.jobId}`,
  ];
  return {
    visitor: [
      ...publicPages(jobId),
      "/auth",
      "/auth?tab=admin",
      "/register",
      "/forgot-password",
      "/reset-password?token=some-token",
      // Job alerts (issue #24): a visitor subscribes with an address.
      "/job-alerts/new",
    ],
    candidate: [
      "/profile",
      ...profileSections.map((step) => `/profile?step=${step}`),
      "/profile/edit",
      ...profileSections.map((tab) => `/profile/edit?tab=${tab}`),
      "/profile/delete",
      "/my-applications",
      "/saved-jobs",
      // Job alerts (issue #24).
      "/job-alerts",
      "/job-alerts/new",
      "/jobs",
      "/jobs?q=engineer",
      `/jobs/${jobId}`,
      `/jobs/${jobId}?apply=1`,
      "/careers",
      "/",
    ],
    employer: [
      // The recruiter's open job orders (issue #37), where the dashboard opens.
      "/employer-dashboard/orders",
      "/employer-dashboard/applications",
      "/employer-dashboard/applications?job=all",
      `/employer-dashboard/applications?job=all&${candidateDialog}`,
      "/employer-dashboard/jobs",
      ...talentPool,
      ...interviews,
      ...clients,
      ...ownJob,
      // The firm's numbers (issue #38): the recruiter's own, then a period.
      "/employer-dashboard/reports",
      "/employer-dashboard/reports?from=2026-01-01&to=2026-12-31",
      "/post-job",
      `/jobs/${jobId}`,
      "/",
    ],
    admin: [
      ...adminTabs,
      "/admin/post?create=1",
      `/admin/contact?view=${contactId}`,
      `/admin/contact?delete=${contactId}`,
      `/admin/system-users?remove=${employerUserId}`,
      // The mail queue's outbox (issue #24), by status.
      "/admin/outbox?status=failed",
      "/admin/jobs?q=engineer",
      `/admin/clients/${clientId}`,
      // Everyone's open orders, then one recruiter's (issue #37).
      "/employer-dashboard/orders",
      `/employer-dashboard/orders?owner=${employerUserId}`,
      "/employer-dashboard/applications",
      "/employer-dashboard/jobs",
      "/employer-dashboard/users",
      `/employer-dashboard/reports?owner=${employerUserId}`,
      ...talentPool,
      `/employer-dashboard/applications?job=all&sort=rating&rating=3&${candidateDialog}`,
      ...interviews,
      ...ownJob.slice(0, 2),
      "/",
    ],
  };
}

/** A browser context signed in as `role` (cookies from the auth library: no sign-in form, no rate limit). */
export async function contextFor(
  browser: Browser,
  server: TestServer,
  role: SweepRole,
): Promise<{ page: Page; context: BrowserContext }> {
  const opened = await newPage(browser, server.baseUrl);
  if (role !== "visitor")
    await addCookies(opened.context, server.baseUrl, await libraryCookie(server, demoAccounts[role]));
  return opened;
}
