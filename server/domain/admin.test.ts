import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobTemplate } from "../../common/schemas/job-form";
import { MAX_PAGE_NUMBER } from "../../common/schemas/paging";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { signIn } from "./accounts";
import {
  ADMIN_PAGE_SIZE,
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
  registeredUsersCsv,
  removeRole,
  setJobActive,
} from "./admin";
import type { Actor } from "./context";
import { insertJobs } from "./jobs";

let services: TestServices;
let admin: Actor;
let moderator: Actor;
let candidate: Actor;

const countJobs = async () =>
  Number(
    (
      await services.db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  services = await createTestServices();
  admin = await createStaff(services, "root@example.com", "admin");
  moderator = await createStaff(services, "hr@example.com", "moderator");
  const { userId } = await registerNewCandidate(services, {
    email: "cand@example.com",
    phone: "9800011122",
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  candidate = { userId, email: "cand@example.com", role: "candidate" };
});
afterAll(async () => {
  await services?.dispose();
});

describe("bulk import", () => {
  it("imports the template and a list of valid jobs, posted by the admin", async () => {
    const before = await countJobs();
    const jobs = [
      ...jobTemplate,
      { ...jobTemplate[0], title: "NOC Engineer (L1)", required_skills: "Nagios, ServiceNow" },
    ];
    expect(await bulkImportJobs(contextFor(services, admin), JSON.stringify(jobs))).toEqual({ count: 2 });
    expect(await countJobs()).toBe(before + 2);
    const imported = await services.db
      .selectFrom("jobs")
      .selectAll()
      .where("title", "=", "NOC Engineer (L1)")
      .executeTakeFirstOrThrow();
    expect(imported).toMatchObject({
      posted_by: admin.userId,
      required_skills: ["Nagios", "ServiceNow"],
      salary_min: 500000,
    });
  });

  it("inserts nothing when any row is invalid and names each bad row and field", async () => {
    const before = await countJobs();
    const jobs = [
      jobTemplate[0],
      { ...jobTemplate[0], title: "" },
      jobTemplate[0],
      { ...jobTemplate[0], salary_min: "lots", location_state: "Mars" },
    ];
    const error = await rejection(bulkImportJobs(contextFor(services, admin), JSON.stringify(jobs)));
    expect(error.message).toContain("No jobs were posted.");
    expect(error.message).toContain("Row 2, title: Please fill in all required fields.");
    expect(error.message).toContain("Row 4, salary_min: Minimum salary must be a whole number of rupees.");
    expect(error.message).toContain("Row 4, location_state: Please choose a state from the list.");
    expect(error.message).not.toContain("Row 1");
    expect(await countJobs()).toBe(before);
  });

  it.each([
    ["", "Please enter job data."],
    ["   ", "Please enter job data."],
    [JSON.stringify({ title: "x" }), "Data must be an array of job objects"],
    [JSON.stringify([1, 2]), "Data must be an array of job objects"],
    [JSON.stringify([]), "Please enter job data."],
  ])("refuses %j with the spec's message", async (text, message) => {
    const before = await countJobs();
    expect((await rejection(bulkImportJobs(contextFor(services, admin), text))).message).toBe(message);
    expect(await countJobs()).toBe(before);
  });

  it.each([
    ["{not json", 1, 2],
    ['[\n  {"title": "a",}\n]', 2, 17],
    ['[\n  {"title": tru}\n]', 2, 13],
    ['[{"title": "a"}', 1, 16],
    ["[1]\n]", 2, 1],
  ])(
    "names the line and column of a syntax error in %j, under the spec's title",
    async (text, line, column) => {
      const error = await rejection(bulkImportJobs(contextFor(services, admin), text));
      expect(error.title).toBe("Failed to post bulk jobs. Check JSON format.");
      expect(error.message).toBe(`Syntax error at line ${line}, column ${column}.`);
    },
  );

  it("titles refused rows as refused rows, each row and field once", async () => {
    const jobs = [jobTemplate[0], { ...jobTemplate[0], title: "" }, { ...jobTemplate[0], title: "" }];
    const error = await rejection(bulkImportJobs(contextFor(services, admin), JSON.stringify(jobs)));
    expect(error.title).toBe("Rows were refused: no jobs were posted");
    expect(Object.keys(error.fieldErrors)).toEqual(["2.title", "3.title"]);
  });

  it("refuses more than 10,000 jobs at once", async () => {
    const many = JSON.stringify(Array.from({ length: 10_001 }, () => jobTemplate[0]));
    expect((await rejection(bulkImportJobs(contextFor(services, admin), many))).message).toBe(
      "At most 10,000 jobs can be imported at once.",
    );
  });

  it("refuses JSON nested deeper than any job, with its message and nothing written", async () => {
    const before = await countJobs();
    for (const text of ["[".repeat(150_000) + "]".repeat(150_000), `[{"title": ${"[".repeat(100_000)}]`]) {
      expect((await rejection(bulkImportJobs(contextFor(services, admin), text))).message).toBe(
        "The JSON is nested too deeply to be job data.",
      );
    }
    expect(await countJobs()).toBe(before);
  });

  it("rolls back every row when the database refuses one midway", async () => {
    const before = await countJobs();
    // A crash while writing the second chunk of 500 rows.
    await sql`create function fail_bulk() returns trigger language plpgsql as $$ begin if new.title = 'Bulk 599' then raise exception 'simulated crash'; end if; return new; end; $$`.execute(
      services.db,
    );
    await sql`create trigger fail_bulk before insert on jobs for each row execute function fail_bulk()`.execute(
      services.db,
    );
    try {
      const jobs = Array.from({ length: 600 }, (_, index) => ({ ...jobTemplate[0], title: `Bulk ${index}` }));
      const error = await rejection(bulkImportJobs(contextFor(services, admin), JSON.stringify(jobs)));
      expect(error.message).toBe("Failed to post bulk jobs. Check JSON format.");
    } finally {
      await sql`drop trigger fail_bulk on jobs`.execute(services.db);
      await sql`drop function fail_bulk()`.execute(services.db);
    }
    expect(await countJobs()).toBe(before);
  });
});

describe("jobs", () => {
  it("deactivates and activates a job, with an audit entry each time", async () => {
    const [id] = await insertJobs(
      services.db,
      [{ ...jobTemplate[0], title: "Toggle me" } as never],
      admin.userId,
    );
    await setJobActive(contextFor(services, admin), id, false);
    expect(
      (
        await services.db
          .selectFrom("jobs")
          .select("is_active")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).is_active,
    ).toBe(false);
    await setJobActive(contextFor(services, admin), id, true);
    const log = await listAuditLog(contextFor(services, admin));
    expect(log.rows.slice(0, 2).map((row) => [row.action, row.target, row.actor_email])).toEqual([
      ["job.activate", id, "root@example.com"],
      ["job.deactivate", id, "root@example.com"],
    ]);
  });

  it("searches, sorts and pages the table", async () => {
    const found = await listAllJobs(contextFor(services, admin), { q: "toggle" });
    expect(found.rows.map((row) => row.title)).toEqual(["Toggle me"]);
    await services.db
      .updateTable("jobs")
      .set({ application_count: 7 } as never)
      .where("title", "=", "Toggle me")
      .execute();
    const byApplications = await listAllJobs(contextFor(services, admin), {
      sort: "applications",
      dir: "desc",
    });
    expect(byApplications.rows[0].title).toBe("Toggle me");
    const counts = byApplications.rows.map((row) => row.application_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const oldestFirst = await listAllJobs(contextFor(services, admin), { sort: "posted", dir: "asc" });
    const times = oldestFirst.rows.map((row) => new Date(row.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(oldestFirst.rows.length).toBeLessThanOrEqual(25);
    // Names of the prototype are no sort: the default one.
    for (const sort of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect((await listAllJobs(contextFor(services, admin), { sort })).sort).toBe("posted");
    }
  });

  it("counts the board", async () => {
    const stats = await dashboardStats(contextFor(services, admin));
    expect(stats.totalJobs).toBe(await countJobs());
    expect(stats.totalUsers).toBe(1);
    expect(stats.applicationsPerDay).toHaveLength(30);
  });
});

describe("users and roles", () => {
  it("creates a user with a chosen role, who can then sign in", async () => {
    const error = await rejection(createUser(contextFor(services, admin), { email: "", password: "" }));
    expect(error.message).toBe("Please provide both email and password.");
    const created = await createUser(contextFor(services, admin), {
      email: "New.HR@example.com",
      password: "hr-secret-9",
      role: "moderator",
    });
    expect(created.role).toBe("moderator");
    const session = await signIn(contextFor(services), {
      email: "new.hr@example.com",
      password: "hr-secret-9",
    });
    expect(session.role).toBe("employer");
    const plain = await createUser(contextFor(services, admin), {
      email: "plain@example.com",
      password: "plain-pass-9",
    });
    expect(plain.role).toBe("user");
    expect(
      await services.db
        .selectFrom("candidate_profiles")
        .select("id")
        .where("user_id", "=", plain.userId)
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it("never demotes or removes the last admin", async () => {
    const demote = await rejection(changeRole(contextFor(services, admin), admin.userId, "user"));
    expect(demote.message).toBe("The last admin cannot be demoted. Make another user an admin first.");
    const remove = await rejection(removeRole(contextFor(services, admin), admin.userId));
    expect(remove.message).toBe("The last admin cannot be removed. Make another user an admin first.");
    expect(
      (await listSystemUsers(contextFor(services, admin))).rows.find((row) => row.user_id === admin.userId)
        ?.role,
    ).toBe("admin");

    await changeRole(contextFor(services, admin), moderator.userId, "admin");
    // Another admin may lower this one (an admin may not lower themselves: the test below).
    await changeRole(contextFor(services, { ...moderator, role: "admin" }), admin.userId, "moderator");
    await removeRole(contextFor(services, { ...moderator, role: "admin" }), admin.userId);
    const roles = await listSystemUsers(contextFor(services, { ...moderator, role: "admin" }));
    expect(roles.rows.find((row) => row.user_id === admin.userId)?.role).toBe("user");
    // Put things back for the tests below.
    await changeRole(contextFor(services, { ...moderator, role: "admin" }), admin.userId, "admin");
    await changeRole(contextFor(services, admin), moderator.userId, "moderator");
  });

  it("never lets an admin lower or remove their own role, even with another admin", async () => {
    await changeRole(contextFor(services, admin), moderator.userId, "admin");
    const second = { ...moderator, role: "admin" as const };
    for (const lower of ["moderator", "user"]) {
      const refused = await rejection(changeRole(contextFor(services, admin), admin.userId, lower));
      expect(refused.kind).toBe("forbidden");
      expect(refused.message).toBe("You cannot remove or lower your own admin role.");
    }
    const removal = await rejection(removeRole(contextFor(services, second), moderator.userId));
    expect(removal.message).toBe("You cannot remove or lower your own admin role.");
    // Keeping one's own admin role is no change, and allowed.
    await changeRole(contextFor(services, admin), admin.userId, "admin");
    const roles = (await listSystemUsers(contextFor(services, admin))).rows;
    expect(roles.find((row) => row.user_id === admin.userId)?.role).toBe("admin");
    expect(roles.find((row) => row.user_id === moderator.userId)?.role).toBe("admin");
    await changeRole(contextFor(services, admin), moderator.userId, "moderator");
  });

  it("lists registered users with profile status and exports them", async () => {
    const list = await listRegisteredUsers(contextFor(services, admin), { q: "cand@" });
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({
      email: "cand@example.com",
      complete: false,
      phone: "+919800011122",
    });
    const csv = await registeredUsersCsv(contextFor(services, admin), null);
    expect(csv.split("\r\n")[0]).toBe(
      "Email,Profile Status,Name,Phone,Current City,Experience,Expected Salary (LPA),Last Sign In,Registered",
    );
    expect(csv).toContain("cand@example.com,Incomplete");
  });
});

describe("contact submissions", () => {
  it("lists newest first and deletes", async () => {
    const [first, second] = await services.db
      .insertInto("contact_submissions")
      .values([
        { full_name: "Old", email: "old@example.com", message: "first" },
        {
          full_name: "New",
          email: "new@example.com",
          message: "second",
          created_at: new Date(Date.now() + 1000),
        },
      ])
      .returning("id")
      .execute();
    const list = await listContactSubmissions(contextFor(services, admin));
    expect(list.rows.map((row) => row.full_name)).toEqual(["New", "Old"]);
    await deleteContactSubmission(contextFor(services, admin), first.id);
    expect((await listContactSubmissions(contextFor(services, admin))).rows.map((row) => row.id)).toEqual([
      second.id,
    ]);
    expect((await rejection(deleteContactSubmission(contextFor(services, admin), first.id))).message).toBe(
      "Failed to delete submission.",
    );
  });
});

describe("audit log", () => {
  it("counts its pages and pages newest first, older entries on page 2", async () => {
    // Older than anything the tests above logged; 30 share one time, as entries written in one
    // transaction do, and one is older still.
    const earlier = new Date(Date.now() - 86_400_000);
    await services.db
      .insertInto("audit_log")
      .values([
        ...Array.from({ length: 30 }, (_, index) => ({
          actor_id: admin.userId,
          actor_email: admin.email,
          action: "test.entry",
          target: String(index),
          created_at: earlier,
        })),
        {
          actor_id: admin.userId,
          actor_email: admin.email,
          action: "test.oldest",
          target: null,
          created_at: new Date(earlier.getTime() - 60_000),
        },
      ])
      .execute();
    const all = await services.db
      .selectFrom("audit_log")
      .select("id")
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute();
    expect(all.length).toBeGreaterThan(ADMIN_PAGE_SIZE + 6);
    const pageCount = Math.ceil(all.length / ADMIN_PAGE_SIZE);

    const first = await listAuditLog(contextFor(services, admin));
    expect(first).toMatchObject({ page: 1, total: all.length, pageCount });
    expect(first.rows).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.rows[0].action).not.toMatch(/^test\./);
    const second = await listAuditLog(contextFor(services, admin), { page: 2 });
    expect(second).toMatchObject({ page: 2, total: all.length, pageCount });
    const oldestOnFirst = Math.min(...first.rows.map((row) => new Date(row.created_at).getTime()));
    for (const row of second.rows)
      expect(new Date(row.created_at).getTime()).toBeLessThanOrEqual(oldestOnFirst);

    // Every entry on exactly one page, the oldest on the last, even where times are equal.
    const pages = [first, second];
    for (let page = 3; page <= pageCount; page++) {
      pages.push(await listAuditLog(contextFor(services, admin), { page }));
    }
    expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(all.map((row) => row.id));
    expect(pages.at(-1)!.rows.at(-1)!.action).toBe("test.oldest");

    // Past the last page, as the other admin lists: no rows, the page asked for, the same count.
    const beyond = await listAuditLog(contextFor(services, admin), { page: pageCount + 1 });
    expect(beyond).toMatchObject({ rows: [], page: pageCount + 1, total: all.length, pageCount });
  });
});

describe("page numbers from any caller", () => {
  // The API and other callers may pass anything: each list reads it as page 1
  // or clamps it, and never sends the database an offset it refuses.
  const lists: [string, (page: number) => Promise<{ page: number; rows: unknown[] }>][] = [
    ["jobs", (page) => listAllJobs(contextFor(services, admin), { page })],
    ["registered users", (page) => listRegisteredUsers(contextFor(services, admin), { page })],
    ["system users", (page) => listSystemUsers(contextFor(services, admin), { page })],
    ["contact submissions", (page) => listContactSubmissions(contextFor(services, admin), { page })],
    ["audit log", (page) => listAuditLog(contextFor(services, admin), { page })],
  ];
  const firstPage = [NaN, 0, -5, 2.5, -Infinity, "abc" as unknown as number];
  const clamped = [Infinity, 1e300, Number("9999999999999999999"), Number.MAX_VALUE, MAX_PAGE_NUMBER + 1];

  it.each(lists)("%s: a bad page is page 1, a huge one an empty last page", async (_name, list) => {
    const first = await list(1);
    expect(first.rows.length).toBeGreaterThan(0);
    for (const page of firstPage) expect(await list(page)).toEqual(first);
    for (const page of clamped) expect(await list(page)).toMatchObject({ page: MAX_PAGE_NUMBER, rows: [] });
  });
});

describe("every admin operation is refused to employers, candidates and visitors", () => {
  const operations: [string, (actor: Actor | null) => Promise<unknown>][] = [
    ["stats", (actor) => dashboardStats(contextFor(services, actor))],
    ["list jobs", (actor) => listAllJobs(contextFor(services, actor))],
    [
      "toggle job",
      (actor) => setJobActive(contextFor(services, actor), "00000000-0000-0000-0000-000000000000", false),
    ],
    ["bulk import", (actor) => bulkImportJobs(contextFor(services, actor), JSON.stringify(jobTemplate))],
    ["registered users", (actor) => listRegisteredUsers(contextFor(services, actor))],
    ["users csv", (actor) => registeredUsersCsv(contextFor(services, actor), null)],
    ["system users", (actor) => listSystemUsers(contextFor(services, actor))],
    [
      "create user",
      (actor) =>
        createUser(contextFor(services, actor), {
          email: "x@example.com",
          password: "secret-99",
          role: "admin",
        }),
    ],
    ["change role", (actor) => changeRole(contextFor(services, actor), actor?.userId ?? "x", "admin")],
    ["remove role", (actor) => removeRole(contextFor(services, actor), admin.userId)],
    ["contact list", (actor) => listContactSubmissions(contextFor(services, actor))],
    [
      "contact delete",
      (actor) => deleteContactSubmission(contextFor(services, actor), "00000000-0000-0000-0000-000000000000"),
    ],
    ["audit log", (actor) => listAuditLog(contextFor(services, actor))],
  ];
  it.each(operations)("%s", async (_name, operation) => {
    const jobsBefore = await countJobs();
    expect((await rejection(operation(moderator))).kind).toBe("forbidden");
    expect((await rejection(operation(candidate))).kind).toBe("forbidden");
    expect((await rejection(operation(null))).kind).toBe("unauthenticated");
    expect(await countJobs()).toBe(jobsBefore);
    // Nobody promoted themselves.
    const roles = await services.db
      .selectFrom("user_roles")
      .select(["user_id", "role"])
      .where("user_id", "in", [moderator.userId, candidate.userId])
      .execute();
    expect(Object.fromEntries(roles.map((row) => [row.user_id, row.role]))).toEqual({
      [moderator.userId]: "moderator",
      [candidate.userId]: "user",
    });
  });
});
