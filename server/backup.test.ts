import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextFor,
  createTestServices,
  registerNewCandidate,
  type TestServices,
} from "../tests/support/services";
import { backupTables, backupToFile, migrationSeeded, restoreFromFile, tablesLeftOut } from "./backup";
import { requestPasswordReset, signIn } from "./domain/accounts";
import { createUser, setJobActive } from "./domain/admin";
import { sendApplicationMessage } from "./domain/application-messages";
import { applyToJob } from "./domain/applications";
import { submitContactMessage } from "./domain/contact";
import { applicantProfile, setApplicationStatus } from "./domain/employer";
import { saveProfile, uploadPhoto, uploadResume } from "./domain/profiles";
import { demoAccounts, seedDemo } from "./seed/demo";
import { scheduleInterview } from "./domain/interviews";
import { addNote } from "./domain/notes";
import { inviteToApply, setDiscoverable } from "./domain/talent-pool";
import { saveJob } from "./domain/saved-jobs";
import { createJobAlert } from "./domain/job-alerts";
import { mergeDuplicate } from "./domain/candidate-merge";
import { answerMyConsent, decideByToken, submitToClient } from "./domain/submittals";
import { mailSettled } from "../tests/support/eventually";

let source: TestServices;
let target: TestServices;
let file: string;
let written: Awaited<ReturnType<typeof backupToFile>>;
/** Every uploaded file of the source, by storage key. */
let sourceFiles: Map<string, Uint8Array>;

const scratch = () => mkdtempSync(path.join(tmpdir(), "jobboard-backup-"));
/** Text a line-oriented format could trip on: line and paragraph separators, a lone CR, quotes, a backslash, emoji. */
const awkward = 'Line one\nline two\u2028three\u2029four\r"quoted" back\\slash, तकनीशियन 📡';

async function actor(services: TestServices, email: string) {
  const user = await services.db
    .selectFrom("user")
    .innerJoin("user_roles", "user_roles.user_id", "user.id")
    .select(["user.id", "user_roles.role"])
    .where("user.email", "=", email)
    .executeTakeFirstOrThrow();
  const role = ({ user: "candidate", moderator: "employer", admin: "admin" } as const)[user.role];
  return { userId: user.id, email, role };
}

/** Each table's rows as PostgreSQL writes them (every column, microseconds, numerics as stored), sorted. */
async function tableText(services: TestServices, table: string): Promise<string[]> {
  const { rows } = await sql<{
    line: string;
  }>`select row_to_json(t)::text as line from ${sql.id(table)} t order by line`.execute(services.db);
  return rows.map((row) => row.line);
}

async function fileKeys(services: TestServices): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    select key from (select photo_key as key from candidate_profiles union all select resume_key from candidate_profiles
      union all select cv_key from submittals) k
    where key is not null order by key`.execute(services.db);
  return rows.map((row) => row.key);
}

async function expectEmpty(services: TestServices) {
  for (const table of backupTables) {
    // The migration's own rows (the three seeded message templates) are an empty installation's.
    if (migrationSeeded.includes(table)) continue;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(table)}`.execute(
      services.db,
    );
    expect(rows[0].n, table).toBe(0);
  }
  for (const key of sourceFiles.keys()) expect(await services.storage.get(key), key).toBeNull();
  // The application_count trigger is on again after a refused restore.
  const { rows } = await sql<{ enabled: string }>`
    select tgenabled as enabled from pg_trigger where tgname = 'job_applications_count'`.execute(services.db);
  expect(rows[0].enabled).toBe("O");
}

beforeAll(async () => {
  [source, target] = await Promise.all([createTestServices(), createTestServices()]);
  // A realistic small installation, made through the domain: the demo's
  // admin, employer and candidate (profile, education, skills, experience,
  // 30 jobs, applications, a status change), and more below.
  await seedDemo(source);
  const admin = await actor(source, demoAccounts.admin.email);
  const employer = await actor(source, demoAccounts.employer.email);
  const priya = await actor(source, demoAccounts.candidate.email);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#1f6feb" } })
    .png()
    .toBuffer();
  await uploadPhoto(contextFor(source, priya), new File([new Uint8Array(photo)], "me.png"));
  await uploadResume(
    contextFor(source, priya),
    new File([new TextEncoder().encode("%PDF-1.7 resume bytes\n\u0000\u00ff")], "cv.pdf"),
  );

  await registerNewCandidate(source, {
    email: "asha@example.com",
    phone: "9876501234",
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  const asha = await actor(source, "asha@example.com");
  await saveProfile(contextFor(source, asha), ["personal", "education", "skills", "experience", "summary"], {
    first_name: "Asha",
    last_name: "D'Souza",
    phone: "9876501234",
    date_of_birth: "1996-02-29",
    gender: "female",
    current_city: "Pune",
    home_location: "Nagpur",
    total_experience: "3-5",
    current_salary: "5.5",
    expected_salary: "7,50,000",
    notice_period: "30",
    marital_status: "single",
    disability_status: "none",
    industry: "telecommunications",
    profile_summary: awkward,
    education: [
      {
        education_level: "bachelor",
        course_name: "B.Tech",
        institute_name: "COEP",
        year_of_passing: "2018",
        percentage: "72.5",
      },
    ],
    skills: [
      { skill_name: "Linux", proficiency_level: "4", years_of_experience: "3.5" },
      { skill_name: "OSPF", proficiency_level: "2", years_of_experience: "0.5" },
    ],
    experience: [
      {
        company_name: "Bharat FibreNet",
        designation: "NOC Engineer",
        start_date: "2021-01-01",
        is_current_job: "on",
      },
    ],
  });
  await uploadResume(
    contextFor(source, asha),
    new File([new TextEncoder().encode("%PDF-1.4 asha")], "asha.pdf"),
  );

  const jobs = await source.db
    .selectFrom("jobs")
    .select("id")
    .where("posted_by", "=", employer.userId)
    .orderBy("created_at", "desc")
    .execute();
  const { applicationId } = await applyToJob(contextFor(source, asha), jobs[2].id, { coverLetter: awkward });
  const second = await applyToJob(contextFor(source, asha), jobs[3].id, {});
  await setApplicationStatus(contextFor(source, employer), applicationId, "screening");
  // With its reason, and a mail to the outbox.
  await setApplicationStatus(contextFor(source, employer), applicationId, "rejected", { reason: "location" });
  await setJobActive(contextFor(source, admin), jobs[4].id, false);
  await createUser(contextFor(source, admin), {
    email: "second.employer@example.com",
    password: "good-password-1",
    role: "moderator",
  });
  await submitContactMessage(contextFor(source), {
    fullName: "Ravi Kumar",
    email: "ravi@example.com",
    phone: "+91 98765 43210",
    company: "Ravi & Sons",
    message: awkward,
  });
  // One person, one candidate (issue #38): the demo's Sunil Pawar twice, merged
  // (a merge with the removed rows in jsonb); and a pair an admin dismissed.
  const demoPair = await source.db.selectFrom("candidate_duplicates").select("id").executeTakeFirstOrThrow();
  await mergeDuplicate(contextFor(source, admin), demoPair.id, "a");
  const [ashaProfile, priyaProfile] = [
    (await candidateIdOf(source, asha.userId))!,
    (await candidateIdOf(source, priya.userId))!,
  ].sort();
  await source.db
    .insertInto("candidate_duplicates")
    .values({ candidate_a: ashaProfile, candidate_b: priyaProfile, reasons: ["name_city_profile"] })
    .execute();
  await source.db
    .updateTable("candidate_duplicates")
    .set({ status: "dismissed", resolved_by: admin.userId, resolved_at: new Date() })
    .execute();
  await requestPasswordReset(contextFor(source), { email: "asha@example.com" }); // a verification row
  await signIn(contextFor(source), {
    email: demoAccounts.employer.email,
    password: demoAccounts.employer.password,
  }); // a session
  // Values a driver would round: microseconds, an offset, numbers in jsonb beyond a double.
  await sql`update "user" set "lastSignInAt" = '2024-02-29 23:59:59.123456+05:30' where id = ${asha.userId}`.execute(
    source.db,
  );
  await source.db
    .insertInto("audit_log")
    .values({
      actor_id: admin.userId,
      actor_email: admin.email,
      action: "test.values",
      target: null,
      details: `{"exact": 1.50, "big": 123456789012345678901234567890, "text": ${JSON.stringify(awkward)}, "list": [null, true, {"deep": []}]}`,
    })
    .execute();

  // The talent pool and the recruiter's workflow (migrations 0011 and 0012):
  // resume texts (read in the background), a view, an invitation, a note, an interview.
  await source.resumeTexts.idle();
  await setDiscoverable(contextFor(source, asha), "on");
  await applicantProfile(contextFor(source, employer), (await candidateIdOf(source, asha.userId))!);
  await inviteToApply(contextFor(source, employer), {
    candidateId: await candidateIdOf(source, asha.userId),
    jobId: jobs[5].id,
  });
  await addNote(contextFor(source, employer), applicationId, { body: awkward });
  // Saved jobs (migration 0014).
  await saveJob(contextFor(source, asha), jobs[6].id);
  await scheduleInterview(contextFor(source, employer), applicationId, {
    date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    time: "11:30",
    duration_minutes: "45",
    mode: "in_person",
    location: "Vistaar House, Pune",
    interviewer_name: "Priya Sharma",
    instructions: awkward,
  });
  // A message written to the candidate (migration 0024).
  await sendApplicationMessage(contextFor(source, employer), applicationId, {
    subject: "Documents needed",
    body: awkward,
  });

  // A job alert (migration 0013).
  await createJobAlert(contextFor(source, asha), {
    consent: "yes",
    q: 'noc, "night" shift',
    frequency: "weekly",
  });
  // A submittal the candidate agreed to, its client CV, disclosure and decision (migration 0027).
  const client = await source.db
    .insertInto("clients")
    .values({ name: "Backup Client Ltd" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const contact = await source.db
    .insertInto("client_contacts")
    .values({ client_id: client.id, name: "Kiran Rao", email: "kiran@client.example", language: "hi-IN" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await source.db.updateTable("jobs").set({ client_id: client.id }).where("id", "=", jobs[3].id).execute();
  const submittal = await submitToClient(contextFor(source, employer), second.applicationId, {
    contactId: contact.id,
    pitch: awkward,
  });
  await answerMyConsent(contextFor(source, asha), submittal, { answer: "yes" });
  const clientMail = await source.db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("to_address", "=", "kiran@client.example")
    .executeTakeFirstOrThrow();
  await decideByToken(contextFor(source), /token=([\w.-]+)/.exec(clientMail.text_body)![1], {
    decision: "interview",
    times: ["2031-03-04T10:00"],
    comment: awkward,
  });

  // The mail queue done with every message, so that nothing changes under the backup.
  await mailSettled(source, 30_000);

  sourceFiles = new Map();
  for (const key of await fileKeys(source)) sourceFiles.set(key, (await source.storage.get(key))!);
  file = path.join(scratch(), "backup.jsonl.gz");
  written = await backupToFile(source, file);
});
afterAll(async () => {
  await Promise.all([source?.dispose(), target?.dispose()]);
});

async function candidateIdOf(services: TestServices, userId: string) {
  return (
    await services.db
      .selectFrom("candidate_profiles")
      .select("id")
      .where("user_id", "=", userId)
      .executeTakeFirst()
  )?.id;
}

describe("backup and restore", () => {
  it("backs up every table but those it leaves out on purpose", async () => {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
      source.db,
    );
    const placed = new Set<string>([...backupTables, ...Object.keys(tablesLeftOut)]);
    expect(rows.map((row) => row.name).filter((name) => !placed.has(name))).toEqual([]);
  });

  it("has something in every table and six files to back up", async () => {
    for (const table of backupTables)
      expect((await tableText(source, table)).length, table).toBeGreaterThan(0);
    // Four made here, and the client CVs of the demo's two hires sent to their clients (decision 0059).
    expect(sourceFiles.size).toBe(6);
  });

  it("writes a gzip'd stream of JSON lines, the header first and the totals last", async () => {
    expect(written).toMatchObject({ files: 6, missingFiles: 0 });
    const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
    const header = JSON.parse(lines[0]);
    expect(header).toMatchObject({ $: "jobboard-backup", version: 2, database: source.database.kind });
    expect(header.migrations).toContain("0001_initial");
    expect(JSON.parse(lines.at(-1)!)).toEqual({ $: "end", rows: written.rows, files: 6 });
    // Each row is one line: the awkward text's line breaks stayed inside their strings.
    expect(lines.every((line) => JSON.parse(line))).toBe(true);
    expect(
      lines.filter((line) => line.startsWith('{"$":"table"')).map((line) => JSON.parse(line).name),
    ).toEqual([...backupTables]);
  });

  it("refuses a file that is not a backup, and changes nothing", async () => {
    const dir = scratch();
    const cases: [string, Buffer | string][] = [
      ["notes.txt", "hello, this is not a backup\n"],
      ["empty", ""],
      ["package.json", JSON.stringify({ name: "something", version: 1 })],
      ["other.gz", gzipSync("just some text\nover two lines\n")],
      ["random.gz", Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.alloc(100, 7)])],
    ];
    for (const [name, content] of cases) {
      writeFileSync(path.join(dir, name), content);
      await expect(restoreFromFile(target, path.join(dir, name)), name).rejects.toThrow(
        "This file is not a job board backup.",
      );
    }
    await expectEmpty(target);
  });

  it("refuses a damaged or cut backup, and leaves the installation empty", async () => {
    const dir = scratch();
    const whole = readFileSync(file);
    const text = gunzipSync(whole).toString("utf8");
    const lines = text.trimEnd().split("\n");
    const cases: [string, Buffer][] = [
      // The gzip stream itself cut short, or a byte changed inside it.
      ["cut.gz", whole.subarray(0, Math.floor(whole.length * 0.6))],
      [
        "flipped.gz",
        Buffer.from(
          whole.map((byte, index) => (index === Math.floor(whole.length / 2) ? byte ^ 0xff : byte)),
        ),
      ],
      // Whole gzip, but the lines cut: without its last line (after every file was stored), or a row short.
      ["no-end.gz", gzipSync(`${lines.slice(0, -1).join("\n")}\n`)],
      [
        "row-missing.gz",
        gzipSync(
          `${lines.filter((line) => !line.startsWith('{"id":') || !line.includes("Ravi Kumar")).join("\n")}\n`,
        ),
      ],
      // A row the database refuses (a status the table does not allow).
      [
        "bad-row.gz",
        gzipSync(text.replace('"application_status":"rejected"', '"application_status":"hired"')),
      ],
    ];
    const messages: Record<string, RegExp> = {
      "cut.gz": /damaged or incomplete \(unexpected end of file\); nothing was restored/,
      // Where the change lands decides what notices it first: gzip's own checks, or the lines.
      "flipped.gz": /(damaged or incomplete|could not be restored).*; nothing was restored/,
      "no-end.gz": /damaged or incomplete \(it stops before its last line\)/,
      "row-missing.gz": /damaged or incomplete \(table contact_submissions should have 1 rows, it has 0\)/,
      "bad-row.gz":
        /could not be restored: job_applications rows 1 to \d+ were refused .*; nothing was restored/,
    };
    for (const [name, content] of cases) {
      writeFileSync(path.join(dir, name), content);
      await expect(restoreFromFile(target, path.join(dir, name)), name).rejects.toThrow(messages[name]);
      await expectEmpty(target);
    }
  });

  it("round-trips every table and file into an empty installation", async () => {
    const restored = await restoreFromFile(target, file);
    expect(restored).toEqual({ rows: written.rows, files: written.files });

    // Every column of every row, as PostgreSQL writes it: timestamps to the
    // microsecond, numeric and jsonb as stored, arrays, and the search
    // columns the jobs' trigger computed again.
    for (const table of backupTables)
      expect(await tableText(target, table), table).toEqual(await tableText(source, table));
    // Every file, byte for byte.
    expect(await fileKeys(target)).toEqual([...sourceFiles.keys()]);
    for (const [key, bytes] of sourceFiles) expect(await target.storage.get(key), key).toEqual(bytes);
    // The search's own copies are rebuilt as the jobs come back.
    for (const table of ["searchable_jobs", "search_words"]) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(table)}`.execute(
        target.db,
      );
      expect(rows[0].n, table).toBeGreaterThan(0);
    }
    expect(await tableText(target, "searchable_jobs")).toEqual(await tableText(source, "searchable_jobs"));
    // The count trigger works again: a new application counts.
    const { rows } = await sql<{
      enabled: string;
    }>`select tgenabled as enabled from pg_trigger where tgname = 'job_applications_count'`.execute(
      target.db,
    );
    expect(rows[0].enabled).toBe("O");
    // Passwords came along: the demo admin signs in on the restored copy.
    await expect(
      signIn(contextFor(target), { email: demoAccounts.admin.email, password: demoAccounts.admin.password }),
    ).resolves.toMatchObject({
      role: "admin",
    });
  });

  it("sends, after a restore, the e-mails that were waiting when the backup was taken", async () => {
    // The backup as if taken while one message waited (the queue's own jobs are not in it).
    const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
    const start = lines.findIndex((line) => line.startsWith('{"$":"table","name":"mail_outbox"'));
    const index = lines.findIndex((line, at) => at > start && line.includes('"status":"stored"'));
    const waiting = JSON.parse(lines[index]) as { id: string; status: string };
    lines[index] = JSON.stringify({ ...waiting, status: "queued", attempts: 0, last_attempt_at: null });
    const waitingFile = path.join(scratch(), "waiting.jsonl.gz");
    writeFileSync(waitingFile, gzipSync(lines.join("\n") + "\n"));

    const third = await createTestServices();
    try {
      await restoreFromFile(third, waitingFile);
      await mailSettled(third, 20_000);
      const row = await third.db
        .selectFrom("mail_outbox")
        .select(["status", "attempts"])
        .where("id", "=", waiting.id)
        .executeTakeFirstOrThrow();
      // Without SMTP_URL the worker keeps it as "stored", as it did before the backup.
      expect(row).toEqual({ status: "stored", attempts: 1 });
    } finally {
      await third.dispose();
    }
  });

  it("refuses to restore over an installation that has data", async () => {
    await expect(restoreFromFile(source, file)).rejects.toThrow(
      "Restore needs an empty installation, but this one already has users.",
    );
  });

  it("still restores a backup of the first format (one JSON document)", async () => {
    // As version 1 wrote it: the rows as the driver read them, the files in base64.
    const tables: Record<string, unknown[]> = {};
    for (const table of backupTables) tables[table] = await source.db.selectFrom(table).selectAll().execute();
    const files = Object.fromEntries(
      [...sourceFiles].map(([key, bytes]) => [key, Buffer.from(bytes).toString("base64")]),
    );
    const migrations = (
      await sql<{ version: string }>`select version from schema_migrations order by version`.execute(
        source.db,
      )
    ).rows.map((row) => row.version);
    const legacy = path.join(scratch(), "backup.json");
    writeFileSync(
      legacy,
      JSON.stringify({
        format: "jobboard-backup",
        version: 1,
        createdAt: new Date().toISOString(),
        migrations,
        tables,
        files,
      }),
    );

    const third = await createTestServices();
    try {
      const rows = Object.values(tables).reduce((sum, records) => sum + records.length, 0);
      expect(await restoreFromFile(third, legacy)).toEqual({ rows, files: 6 });
      for (const table of backupTables) {
        const order = (records: unknown[]) =>
          [...records].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
        // Version 1 kept timestamps to the millisecond, as the driver reads them on both sides.
        expect(order(await third.db.selectFrom(table).selectAll().execute()), table).toEqual(
          order(tables[table]),
        );
      }
      for (const [key, bytes] of sourceFiles) expect(await third.storage.get(key), key).toEqual(bytes);
    } finally {
      await third.dispose();
    }
  });
});
