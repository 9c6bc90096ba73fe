// Hostile input (issue #8): malformed, oversized, wrong-typed and hostile
// values (SQL fragments, markup, huge and odd numbers, impossible dates,
// lone surrogates, invisible and right-to-left characters, NUL, very long
// tokens, blanks, and in JSON null and wrong types) sent to every form and
// API body, path id and query parameter; bodies of the wrong shape, type and
// size; and the sign-in page's redirectTo.
//
// Every body target has a valid base payload, sent last as the control: it
// must be accepted, so a refusal of the cases before it is a refusal of the
// hostile value and nothing else. Each case replaces one field of the base by
// a value of each kind, and the field's rule says what must happen:
//
//   - "refused": a 4xx (never a 500, never a redirect), for the API a JSON
//     error with a message, and the database exactly as it was (snapshot():
//     every table, down to each row version);
//   - { stored }: the value is legitimately accepted (a cover letter may hold
//     "<script>" or an SQL fragment: it is only text) and is stored as that;
//     where a page shows it, it is shown escaped.
//
// No HTML answer may echo markup unescaped.
import { XMLValidator } from "fast-xml-parser";
import { sql } from "kysely";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { jobTemplate } from "../../common/schemas/job-form";
import { DEFAULT_CONFIDENTIAL_LABEL } from "../../common/schemas/jobs";
import { MAX_PAGE } from "../../common/schemas/jobs";
import { MAX_PAGE_NUMBER } from "../../common/schemas/paging";
import { TALENT_MAX_PAGE } from "../../common/schemas/talent-pool";
import { insertJobs } from "../../server/domain/jobs";
import { mailSettled } from "../support/eventually";
import { demoAccounts, latestMailTo, sessionCookie, setupTestServer } from "../support/e2e";

// Rate limits count per client address; each request below comes from an
// address of its own (X-Forwarded-For, trusted with TRUST_PROXY), so no limit
// answers 429 in place of the rule under test.
const e2e = setupTestServer({ TRUST_PROXY: "true" });

// ── Values ────────────────────────────────────────────────────────────────

/**
 * Hostile strings by kind. Each field gets one value of every kind (where a
 * kind has several, the fields take them in turn).
 */
const kinds: Record<string, unknown[]> = {
  sql: ["' OR '1'='1'; DROP TABLE jobs; --", '1); DELETE FROM "user"; --'],
  script: ["<script>alert('x')</script>", '"><img src=x onerror=alert(1)>'],
  number: ["9".repeat(400), "1e308", "-1", "NaN"],
  infinity: ["Infinity"],
  negativeZero: ["-0"],
  impossibleDate: ["2026-02-30"],
  malformedDate: ["2026-13-45", "0000-00-00"],
  loneSurrogate: ["\uD800"],
  invisible: ["zero\u200Bwidth \u202Eright-to-left"],
  emoji: ["🙂".repeat(40)],
  control: ["\u0000", "a\u0000\u0001\u001fb"],
  longToken: ["x".repeat(30_000)],
  blank: [" "],
};
/** Values only a JSON body can carry. */
const jsonKinds: Record<string, unknown[]> = {
  null: [null],
  wrongType: [true, 12345, -1.5, [], ["a", { b: 1 }], { nested: { deep: "x" } }, 1e308],
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);
/** What a form carries of a string: a browser (and fetch) encodes a lone surrogate as U+FFFD. */
const asSentInForm = (value: unknown) =>
  typeof value === "string" ? value.replace(new RegExp(LONE_SURROGATE, "g"), "\uFFFD") : value;
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
const UNESCAPED_MARKUP = /<script>alert\('x'\)<\/script>|<img src=x onerror/;
const show = (value: unknown) => (JSON.stringify(value) ?? String(value)).slice(0, 32);

// ── Rules: what a field must do with a value ──────────────────────────────

type Outcome = "refused" | "accepted" | { stored: unknown };
type Rule = (value: unknown) => Outcome;

/** Refused, except the listed values (a string as it is, anything else as JSON), accepted as what they say. */
const refusedExcept =
  (accepted: Record<string, Outcome> = {}): Rule =>
  (value) =>
    accepted[typeof value === "string" ? value : JSON.stringify(value)] ?? "refused";
const refused = refusedExcept();

/** The contact form's phone: digits, spaces, ( ) - and a leading +, at least 7 digits (so "0000-00-00" is one). */
const phone: Rule = (value) => {
  if (typeof value !== "string") return "refused";
  const kept = value.trim();
  if (kept === "") return { stored: null };
  return /^\+?[\d\s()-]+$/.test(kept) && kept.replace(/\D/g, "").length >= 7 && kept.length <= 20
    ? { stored: kept }
    : "refused";
};

/**
 * Free text: stored as sent, trimmed, up to `max` characters. NUL and lone
 * surrogates are refused (PostgreSQL cannot store them as sent); blank is
 * `empty` unless required; JSON null is `empty` only where the API allows it.
 */
const text =
  (
    max: number,
    options: { required?: boolean; min?: number; trim?: boolean; empty?: unknown; nullable?: boolean } = {},
  ): Rule =>
  (value) => {
    const empty = { stored: options.empty ?? null };
    if (value === null) return options.nullable ? empty : "refused";
    if (typeof value !== "string" || value.includes("\u0000") || !isWellFormed(value)) return "refused";
    const kept = options.trim === false ? value : value.trim();
    if (kept === "" && !options.required) return empty;
    return kept.length >= (options.min ?? 1) && kept.length <= max ? { stored: kept } : "refused";
  };

/** Whole rupees, 0 to 1,000,000,000; empty is 0; a maximum is 0 or at least `atLeast`. */
const rupees =
  (atLeast = 0): Rule =>
  (value) => {
    const digits = typeof value === "string" ? value.replace(/[,\s₹]/g, "") : value;
    const n = digits === null || digits === "" ? 0 : typeof digits === "string" ? Number(digits) : digits;
    return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= 1e9 && (n === 0 || n >= atLeast)
      ? { stored: n }
      : "refused";
  };

/**
 * A salary in LPA as the job form posts it (decision 0048): up to two
 * decimals, stored as whole rupees; empty (or JSON null) is 0; at most the
 * rupees' 1,000,000,000; 0 or within [atLeast, atMost] rupees against the
 * other salary of the base.
 */
const lpa =
  (atLeast = 0, atMost = Infinity): Rule =>
  (value) => {
    if (value === null) return { stored: 0 };
    const given = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : null;
    if (given === null) return "refused";
    if (given === "") return { stored: 0 };
    if (!/^\d{1,5}(\.\d{1,2})?$/.test(given)) return "refused";
    const n = Math.round(Number(given) * 100_000);
    return n <= 1e9 && (n === 0 || (n >= atLeast && n <= atMost)) ? { stored: n } : "refused";
  };

/**
 * A checkbox: ticked by "on" (a form) or true (JSON); anything else is not
 * ticked. Ticked without a client, a confidential job is refused.
 */
const checkbox: Rule = (value) =>
  value === true || (typeof value === "string" && (value.includes("\u0000") || !isWellFormed(value)))
    ? "refused"
    : { stored: false };

/** An optional field with its own format (an e-mail, a mobile, a website): blank or null is none, the rest refused. */
const formattedOrNone = refusedExcept({ " ": { stored: null }, null: { stored: null } });

/** A list: comma-separated text or a JSON array of strings, trimmed, empties dropped, items up to 300 characters. */
const list: Rule = (value) => {
  const items = value === null ? [] : typeof value === "string" ? value.split(",") : value;
  if (!Array.isArray(items) || !items.every((item) => typeof item === "string")) return "refused";
  const kept = items.map((item) => item.trim()).filter(Boolean);
  return kept.every((item) => item.length <= 300 && !item.includes("\u0000") && isWellFormed(item))
    ? { stored: kept }
    : "refused";
};

// ── Targets ───────────────────────────────────────────────────────────────

/** "leaving" deletes their account; "prober" is a second complete candidate, for ids (see below). */
type Who = "visitor" | "candidate" | "employer" | "admin" | "leaving" | "prober";
type Payload = unknown;

interface Field {
  name: string;
  rule: Rule;
  /** Puts the value in the payload; by default payload[name] = value. */
  set?: (payload: Payload, value: unknown) => Payload;
  /** How the server receives the value when it differs from the target's encoding (JSON text in a form). */
  wire?: "json";
  /** A field the form does not have: accepted or not, it must change nothing. */
  ignored?: boolean;
  /** Shown in failures instead of the name. */
  label?: string;
  /** Not shown on the target's view page as sent (a checkbox; a confidential job's wording when it is not one). */
  notShown?: boolean;
}

interface Target {
  name: string;
  as: Who;
  method?: "POST" | "PUT";
  path: () => string | Promise<string>;
  encoding: "form" | "multipart" | "json";
  /** A valid payload (made afresh for every case). */
  base: () => Payload | Promise<Payload>;
  fields: Field[];
  /** Reads back where an accepted field's value is stored. */
  stored?: (field: string) => Promise<unknown>;
  /** The page that shows stored values, and who may see it. */
  view?: () => Promise<{ path: string; as: Who }>;
  /** Tables a refusal may still write, and why. */
  refusalWrites?: string[];
  /** base() itself writes (a fresh reset token): the snapshot is taken after it. */
  baseWrites?: boolean;
  /**
   * A second way into rules a target above covers field by field: each kind
   * is sent once, to the fields in turn, rather than to every field.
   */
  onePerKind?: boolean;
  /** The API's refusal names the refused field in error.fields (row.field for a bulk import). */
  namesField?: boolean;
}

const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const leaving = { email: "", password: "Leaving@Demo2026" };
/** Two accounts, taken in turn: a sign-in counts against a limit of 10 per e-mail address. */
const signInAccounts = [0, 1].map(() => ({ email: "", password: "SignIn@Demo2026" }));
let signIns = 0;
const resetAccount = { email: "", password: "Reset@Demo2026" };

const db = () => e2e.server.services.db;
let uniqueCount = 0;
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${++uniqueCount}@example.com`;

/**
 * A job of the template with its lists comma-separated and numbers as text,
 * as the job form posts it; its other places as the form's rows (decision 0053).
 */
const jobForm = () =>
  Object.fromEntries(
    Object.entries(jobTemplate[0]).flatMap(([key, value]) =>
      key === "other_locations"
        ? jobTemplate[0].other_locations.flatMap((place, index) => [
            [`other_locations.${index}.city`, place.city],
            [`other_locations.${index}.state`, place.state],
          ])
        : [[key, Array.isArray(value) ? value.join(", ") : String(value)]],
    ),
  );

const jobFields: Field[] = [
  { name: "title", rule: text(200, { required: true }) },
  { name: "company_name", rule: text(200, { required: true }) },
  { name: "job_description", rule: text(20_000, { required: true }) },
  { name: "department", rule: text(100, { nullable: true }) },
  { name: "location_state", rule: refused },
  { name: "job_type", rule: refusedExcept({ null: { stored: "full_time" } }) },
  { name: "salary_min", rule: rupees() },
  { name: "salary_max", rule: rupees(jobTemplate[0].salary_min) },
  { name: "application_deadline", rule: refusedExcept({ null: { stored: null } }) },
  { name: "required_skills", rule: list },
  // The job's client (issue #37): an id of the list or none; a confidential job needs one.
  { name: "client_id", rule: refusedExcept({ null: { stored: null } }) },
  { name: "is_confidential", rule: checkbox, notShown: true },
  {
    name: "confidential_label",
    rule: text(120, { empty: DEFAULT_CONFIDENTIAL_LABEL, nullable: true }),
    notShown: true,
  },
  // The job as an order (issue #37, decision 0052): whole openings 1 to 1000, a priority of
  // the list, a real date; none is on the job's public page.
  { name: "openings", rule: refusedExcept({ null: { stored: 1 } }), notShown: true },
  { name: "priority", rule: refusedExcept({ null: { stored: "normal" } }), notShown: true },
  { name: "target_date", rule: refusedExcept({ null: { stored: null } }), notShown: true },
];
/**
 * The order's owner as an employer sends it: none is themselves; any other
 * value (another's id, text, a number) is refused, as only an admin hands an
 * order on (decision 0052).
 */
const ownerField: Field = {
  name: "owner_id",
  rule: (value) => (value === null ? { stored: ids.employerUser } : "refused"),
  notShown: true,
};
/** The job form's fields with its salaries in LPA (5 and 8 in the base), as the form posts them (issue #37). */
const jobFormLpa = () => {
  const { salary_min: _min, salary_max: _max, ...rest } = jobForm();
  return { ...rest, salary_min_lpa: "5", salary_max_lpa: "8" };
};
const jobFieldsLpa: Field[] = [
  ...jobFields.filter((field) => !field.name.startsWith("salary_")),
  { name: "salary_min_lpa", rule: lpa(0, 800_000) },
  { name: "salary_max_lpa", rule: lpa(500_000) },
];
/** The edited job's stored value of a field; an LPA field's is its rupees'. */
const editedStored = async (field: string) => {
  const row = await db()
    .selectFrom("jobs")
    .selectAll()
    .where("id", "=", ids.editedJob)
    .executeTakeFirstOrThrow();
  return row[field.replace(/_lpa$/, "") as keyof typeof row];
};
const editedView = async () => ({ path: `/jobs/${ids.editedJob}`, as: "visitor" as const });

/**
 * A job's work mode and other places (decision 0053): the form's rows
 * (`other_locations.0.city`) or a JSON body's list; a place's city is text
 * like any, its state one of the list. Named "city" and "state" (labelled
 * with their path), as the API's refusal names a place's field.
 */
const placeField = (key: "city" | "state", encoding: "form" | "json"): Field => ({
  name: key,
  label: `other_locations.0.${key}`,
  rule: key === "city" ? text(100, { required: true }) : refused,
  set: (payload, value) =>
    encoding === "form"
      ? { ...(payload as object), [`other_locations.0.${key}`]: value }
      : {
          ...(payload as object),
          other_locations: [{ city: "Kanpur", state: "Uttar Pradesh", [key]: value }],
        },
});
const placeFormFields: Field[] = [
  { name: "work_mode", rule: refused },
  placeField("city", "form"),
  placeField("state", "form"),
];
const placeJsonFields: Field[] = [
  { name: "work_mode", rule: refusedExcept({ null: { stored: "on_site" } }) },
  // The whole list: none (null or []) is no other place; anything but a list of places is refused.
  { name: "other_locations", rule: refusedExcept({ null: { stored: [] }, "[]": { stored: [] } }) },
  placeField("city", "json"),
  placeField("state", "json"),
];
/** The newest job's work mode, its list of other places, or its first other place's city or state. */
const placeStored = async (field: string) => {
  const job = await newestJob();
  if (field === "city" || field === "state") return job.other_locations[0]?.[field];
  return job[field as "work_mode" | "other_locations"];
};

/** Fewer fields for the bulk import as text, which takes the same rules as the job form. */
const someJobFields = jobFields.filter((field) =>
  ["title", "salary_max", "application_deadline", "required_skills"].includes(field.name),
);

async function newestJob() {
  return db()
    .selectFrom("jobs")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
}
const jobStored = async (field: string) =>
  (await newestJob())[field as keyof Awaited<ReturnType<typeof newestJob>>];
const jobView = async () => ({ path: `/jobs/${(await newestJob()).id}`, as: "visitor" as const });

async function candidateProfileId(email = demoAccounts.candidate.email) {
  const row = await db()
    .selectFrom("candidate_profiles")
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .select("candidate_profiles.id")
    .where("user.email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The candidate's stored value of a profile field: `education[0].percentage` is the one education row's. */
async function profileStored(field: string) {
  const entry = field.match(/^(education|skills|experience)\[0\]\.(\w+)$/);
  const table = entry ? `candidate_${entry[1]}` : "candidate_profiles";
  const column = entry ? entry[2] : field;
  const key = entry ? "candidate_id" : "id";
  const { rows } = await sql<{ value: unknown }>`select ${sql.ref(column)} as value from ${sql.table(table)}
    where ${sql.ref(key)} = ${await candidateProfileId()}`.execute(db());
  if (rows.length !== 1) throw new Error(`${rows.length} rows of ${table} for the candidate`);
  return rows[0].value;
}

// Clients and contacts (issue #37).
const clientFields: Field[] = [
  { name: "name", rule: text(200, { required: true }) },
  { name: "industry", rule: text(100, { nullable: true }) },
  { name: "city", rule: text(100, { nullable: true }) },
  { name: "website", rule: formattedOrNone },
  { name: "notes", rule: text(5000, { nullable: true }) },
];
const contactFields: Field[] = [
  { name: "name", rule: text(200, { required: true }) },
  { name: "designation", rule: text(100, { nullable: true }) },
  { name: "email", rule: formattedOrNone },
  { name: "mobile", rule: formattedOrNone },
];
const clientStored = async (field: string) =>
  (
    (await db()
      .selectFrom("clients")
      .selectAll()
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirstOrThrow()) as Record<string, unknown>
  )[field];
const contactStored = async (field: string) =>
  (
    (await db()
      .selectFrom("client_contacts")
      .selectAll()
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirstOrThrow()) as Record<string, unknown>
  )[field];
let hostileClientId: string | null = null;
/** The client the contacts are added to, made once. */
async function hostileClient() {
  hostileClientId ??= (
    await db()
      .insertInto("clients")
      .values({ name: "Hostile Contacts Ltd" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  return hostileClientId;
}

/** A job the candidate may still apply to. */
async function openJob() {
  const candidateId = await candidateProfileId();
  const { rows } = await sql<{ id: string }>`select id from jobs where is_active
    and (application_deadline is null or application_deadline > current_date + 1)
    and id not in (select job_id from job_applications where candidate_id = ${candidateId})
    order by created_at, id limit 1`.execute(db());
  if (!rows[0]) throw new Error("no job left to apply to");
  return rows[0].id;
}
async function newestApplication() {
  return db()
    .selectFrom("job_applications")
    .select(["job_id", "cover_letter"])
    .where("candidate_id", "=", await candidateProfileId())
    .orderBy("applied_at", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
}
const applicationView = async () => ({
  path: `/employer-dashboard/applications?job=${(await newestApplication()).job_id}`,
  as: "admin" as const,
});

/**
 * A fresh active job of the demo employer, to invite the demo candidate (their
 * applicant, so in their talent pool) to: an invitation is once per candidate
 * and job, and every valid payload below is sent and accepted.
 */
async function freshInviteJob() {
  const employer = await db()
    .selectFrom("user")
    .select("id")
    .where("email", "=", demoAccounts.employer.email)
    .executeTakeFirstOrThrow();
  const [id] = await insertJobs(
    db(),
    [
      {
        title: `Invite job ${++uniqueCount}`,
        company_name: "Hostile Ltd",
        location_city: "Pune",
        location_state: "Maharashtra",
        job_description: "A job to invite to.",
      },
    ],
    employer.id,
  );
  return id;
}

// The recruiter's workflow (issue #23): notes, a rating and interviews on the
// demo employer's application (ids.application), each an `intent` of the
// Applications tab's action.

const demoEmployerId = async () =>
  (
    await db()
      .selectFrom("user")
      .select("id")
      .where("email", "=", demoAccounts.employer.email)
      .executeTakeFirstOrThrow()
  ).id;
/** A fresh note of the demo employer on their applicant: a note is deleted once. */
async function freshTemplate() {
  const { id } = await db()
    .insertInto("message_templates")
    .values({
      name: `A template to delete ${++uniqueCount}`,
      subject_en: "Hello",
      body_en: "Hello.",
      subject_hi: "नमस्ते",
      body_hi: "नमस्ते।",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function freshNote() {
  const { id } = await db()
    .insertInto("application_notes")
    .values({
      application_id: ids.application,
      author_id: await demoEmployerId(),
      author_email: demoAccounts.employer.email,
      body: `A note to delete ${++uniqueCount}`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
/** A fresh interview a month from now: an interview is cancelled once. */
async function freshInterview() {
  const { id } = await db()
    .insertInto("interviews")
    .values({
      application_id: ids.application,
      starts_at: new Date(Date.now() + 30 * 24 * 3600_000),
      duration_minutes: 30,
      mode: "phone",
      interviewer_name: "Anita Rao",
      created_by: await demoEmployerId(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
/** A day a month from now, in India (the scheduling form's date). */
const inAMonth = () => new Date(Date.now() + (30 * 24 + 5.5) * 3600_000).toISOString().slice(0, 10);
/** The scheduling form as a browser sends it: an interview in person a month from now. */
const interviewForm = () => ({
  date: inAMonth(),
  time: "11:30",
  duration_minutes: "45",
  mode: "in_person",
  location: "Tower B, Sector 62, Noida",
  interviewer_name: "Anita Rao",
  instructions: "Bring a photo ID.",
});
/** The meeting link goes with a video interview. */
const asVideoLink = (payload: Payload, value: unknown) => ({
  ...(payload as object),
  mode: "video",
  meeting_link: value,
});
/** A column of an interview: the newest of the application, or the one named. */
async function interviewStored(field: string, interviewId?: string) {
  const row = await db()
    .selectFrom("interviews")
    .selectAll()
    .$if(interviewId !== undefined, (query) => query.where("id", "=", interviewId!))
    .where("application_id", "=", ids.application)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
  return row[field as keyof typeof row];
}
/**
 * A fresh application of the demo candidate's to a fresh job of the demo
 * employer's, to write to (issue #37): one application takes 5 messages a
 * day, and every valid payload here is sent and accepted.
 */
async function freshMessageApplication() {
  const [job] = await insertJobs(
    db(),
    [
      {
        title: `Message job ${++uniqueCount}`,
        company_name: "Hostile Ltd",
        location_city: "Pune",
        location_state: "Maharashtra",
        job_description: "A job to write about.",
      },
    ],
    await demoEmployerId(),
  );
  const { id } = await db()
    .insertInto("job_applications")
    .values({ job_id: job!, candidate_id: await candidateProfileId(), cover_letter: "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  ids.messageApplication = id;
  return id;
}
async function newestOf(table: "application_messages" | "message_templates", field: string) {
  const { rows } = await sql<{ value: unknown }>`select ${sql.ref(field)} as value from ${sql.table(table)}
    order by ${sql.ref(table === "application_messages" ? "sent_at" : "created_at")} desc limit 1`.execute(
    db(),
  );
  return rows[0]?.value;
}
const noteStored = async (noteId?: string) =>
  (
    await db()
      .selectFrom("application_notes")
      .select("body")
      .$if(noteId !== undefined, (query) => query.where("id", "=", noteId!))
      .where("application_id", "=", ids.application)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(1)
      .executeTakeFirstOrThrow()
  ).body;
/** The application's dialog, with its notes and interviews (and their forms, filled). */
const recruiterView = async () => ({
  path: `/employer-dashboard/applications?job=${ids.job}&application=${ids.application}`,
  as: "employer" as const,
});
/** The interview fields as the schedule and reschedule forms take them. */
const interviewFields: Field[] = [
  { name: "date", rule: refused },
  { name: "time", rule: refused },
  { name: "duration_minutes", rule: refused },
  { name: "mode", rule: refused },
  { name: "location", rule: text(300, { required: true }) },
  { name: "meeting_link", rule: refused, set: asVideoLink },
  { name: "interviewer_name", rule: text(120, { required: true }) },
  { name: "instructions", rule: text(2000) },
];

/** A fresh password-reset token for the reset account, straight from the auth library and the outbox. */
async function resetToken() {
  await e2e.server.services.auth.api.requestPasswordReset({
    body: { email: resetAccount.email, redirectTo: "/reset-password" },
  });
  const mail = await latestMailTo(e2e.server.services, resetAccount.email);
  const token = mail?.text_body.match(/token=([^\s&]+)/)?.[1];
  if (!token) throw new Error("no reset link in the outbox");
  return decodeURIComponent(token);
}

const personal = {
  intent: "wizard",
  section: "personal",
  go: "next",
  first_name: "Priya",
  last_name: "Sharma",
  current_city: "Noida",
  total_experience: "3-5",
};
const educationEntry = {
  "education[0].education_level": "bachelor",
  "education[0].course_name": "B.Tech (ECE)",
  "education[0].institute_name": "AKTU, Lucknow",
  "education[0].year_of_passing": "2018",
  "education[0].percentage": "72.5",
};
const skillEntry = {
  "skills[0].skill_name": "Network Monitoring",
  "skills[0].proficiency_level": "4",
  "skills[0].years_of_experience": "3.5",
};
const experienceEntry = {
  "experience[0].company_name": "Bharat FibreNet Ltd.",
  "experience[0].designation": "NOC Engineer",
  "experience[0].employment_type": "full_time",
  "experience[0].start_date": "2021-06-01",
  "experience[0].end_date": "2023-05-31",
};
const summary = { profile_summary: "NOC engineer with four years of 24x7 monitoring." };
/** Entries with a blank required field are dropped, not refused (SPEC §5). */
const dropped = { " ": "accepted" } as const;

let pngBytes: Uint8Array<ArrayBuffer>;
const pdfBytes = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
/** Sends the value as the content of a file named `filename` in form field `key`. */
const asFile = (key: string, filename: string, type: string) => (payload: Payload, value: unknown) => ({
  ...(payload as object),
  [key]: new File([String(value)], filename, { type }),
});
const bulkOf = (fields: Field[]): Field[] =>
  fields.map((field) => ({
    ...field,
    wire: "json",
    set: (payload, value) => ({
      ...(payload as object),
      jobs: JSON.stringify([{ ...jobTemplate[0], [field.name]: value }]),
    }),
  }));

/** A valid offer (decision 0057); a field left empty where it may be is no value. */
const placementBase = { stage: "offered", ctc_lpa: "12.5", fee_type: "percent", fee_percent: "8.33" };
const optionalDate = refusedExcept({ " ": "accepted", null: "accepted" });
const placementFields: Field[] = [
  { name: "stage", rule: refused },
  { name: "ctc_lpa", rule: refused },
  { name: "fee_type", rule: refused },
  { name: "fee_percent", rule: refused },
  // Only read for a fixed fee; a sum of whole rupees, or nothing.
  { name: "fee_amount", rule: refusedExcept({ " ": "accepted", null: "accepted", "12345": "accepted" }) },
  { name: "expected_joining_on", rule: optionalDate },
  { name: "joined_on", rule: optionalDate },
];

const targets: Target[] = [
  // ── Visitors ──
  {
    name: "register",
    as: "visitor",
    path: () => "/register",
    encoding: "form",
    base: () => ({
      email: unique("new"),
      phone: "9876543210",
      password: "pass-word-1",
      confirmPassword: "pass-word-1",
      consent: "yes",
    }),
    fields: [
      { name: "email", rule: refused },
      { name: "phone", rule: refused },
      // The data notice's "I agree" box (decision 0046): only "yes" is consent.
      { name: "consent", rule: refused },
      {
        name: "password",
        rule: text(128, { required: true, min: 6, trim: false }),
        set: (payload, value) => ({ ...(payload as object), password: value, confirmPassword: value }),
      },
      { name: "confirmPassword", rule: refused },
    ],
  },
  {
    name: "sign in",
    as: "visitor",
    path: () => "/auth",
    encoding: "form",
    base: () => ({ ...signInAccounts[signIns++ % 2], portal: "user" }),
    fields: [
      { name: "email", rule: refused },
      { name: "password", rule: refused },
      { name: "portal", rule: refused },
    ],
    // A wrong password is counted against the limit: that is what the limit is for.
    refusalWrites: ["rate_limits"],
    onePerKind: true,
  },
  {
    name: "forgot password",
    as: "visitor",
    path: () => "/forgot-password",
    encoding: "form",
    base: () => ({ email: "nobody@example.com" }),
    fields: [{ name: "email", rule: refused }],
  },
  {
    name: "reset password",
    as: "visitor",
    path: () => "/reset-password",
    encoding: "form",
    base: async () => ({
      token: await resetToken(),
      password: "pass-word-2",
      confirmPassword: "pass-word-2",
    }),
    baseWrites: true,
    fields: [
      { name: "token", rule: refused },
      {
        name: "password",
        rule: text(128, { required: true, min: 6, trim: false }),
        set: (payload, value) => ({ ...(payload as object), password: value, confirmPassword: value }),
      },
    ],
    // A wrong token is counted against the limit.
    refusalWrites: ["rate_limits"],
    onePerKind: true,
  },
  // Issue #36: applying without an account, by the job page and the API (multipart, with a resume).
  ...(["page", "API"] as const).map((way): Target => ({
    name: `apply without an account (${way})`,
    as: "visitor",
    path: async () =>
      way === "page" ? `/jobs/${await openJob()}` : `/api/v1/jobs/${await openJob()}/guest-applications`,
    encoding: "multipart",
    base: () => ({
      ...(way === "page" ? { intent: "guest" } : {}),
      name: "Asha Verma",
      phone: "9876543210",
      email: unique("guest"),
      coverLetter: "Four years of NOC shifts.",
      resume: new File([pdfBytes], "resume.pdf", { type: "application/pdf" }),
      consent: "yes",
    }),
    fields: [
      { name: "name", rule: text(200, { required: true }) },
      { name: "phone", rule: refused },
      { name: "email", rule: refused },
      { name: "coverLetter", rule: text(5000, { empty: "" }) },
      {
        name: "resume",
        label: "resume (file)",
        rule: refused,
        set: asFile("resume", "resume.pdf", "application/pdf"),
      },
      { name: "resume", label: "resume (text)", rule: refused },
      { name: "consent", rule: refused },
    ],
    stored: async (field) => {
      const newest = await db()
        .selectFrom("user")
        .innerJoin("candidate_profiles", "candidate_profiles.user_id", "user.id")
        .innerJoin("job_applications", "job_applications.candidate_id", "candidate_profiles.id")
        .select(["user.name", "job_applications.cover_letter"])
        .orderBy("user.createdAt", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();
      return field === "name" ? newest.name : newest.cover_letter;
    },
    // Every attempt is counted against the address's limit, refused or not.
    refusalWrites: ["rate_limits"],
    onePerKind: way === "API",
  })),
  {
    name: "contact",
    as: "visitor",
    path: () => "/?index",
    encoding: "form",
    base: () => ({
      fullName: "Asha Verma",
      email: "asha@example.com",
      message: "Please call me about NOC staffing.",
    }),
    fields: [
      { name: "fullName", rule: text(100, { required: true }) },
      { name: "email", rule: refused },
      { name: "phone", rule: phone },
      { name: "company", rule: text(200) },
      { name: "message", rule: text(5000, { required: true }) },
    ],
    stored: async (field) => {
      const column = {
        fullName: "full_name",
        email: "email",
        phone: "phone",
        company: "company",
        message: "message",
      }[field];
      const row = await db()
        .selectFrom("contact_submissions")
        .selectAll()
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();
      return row[column as keyof typeof row];
    },
    view: async () => ({ path: "/admin/contact", as: "admin" }),
  },

  // ── The candidate: profile, uploads, account, applying ──
  {
    name: "profile wizard: personal",
    as: "candidate",
    path: () => "/profile",
    encoding: "form",
    base: () => personal,
    fields: [
      { name: "intent", rule: refused },
      { name: "section", rule: refused },
      { name: "go", rule: refused },
      { name: "first_name", rule: text(100, { required: true }) },
      { name: "current_city", rule: text(100, { required: true }) },
      { name: "home_location", rule: text(100) },
      { name: "date_of_birth", rule: refusedExcept({ " ": { stored: null } }) },
      { name: "gender", rule: refused },
      { name: "current_salary", rule: refusedExcept({ " ": { stored: null } }) },
      {
        name: "notice_period",
        rule: refusedExcept({ "-0": { stored: 0 }, " ": { stored: null } }),
      },
      { name: "phone", rule: refusedExcept({ " ": { stored: null } }) },
    ],
    stored: profileStored,
    view: async () => ({ path: "/profile", as: "candidate" }),
  },
  {
    name: "profile wizard: education",
    as: "candidate",
    path: () => "/profile",
    encoding: "form",
    base: () => ({ intent: "wizard", section: "education", go: "next", ...educationEntry }),
    fields: [
      { name: "education[0].education_level", rule: refusedExcept(dropped) },
      { name: "education[0].specialization", rule: text(150) },
      { name: "education[0].year_of_passing", rule: refusedExcept({ " ": { stored: null } }) },
      {
        name: "education[0].percentage",
        rule: refusedExcept({ "-0": { stored: 0 }, " ": { stored: null } }),
      },
    ],
    stored: profileStored,
    view: async () => ({ path: "/profile", as: "candidate" }),
  },
  {
    name: "profile wizard: skills",
    as: "candidate",
    path: () => "/profile",
    encoding: "form",
    base: () => ({ intent: "wizard", section: "skills", go: "next", ...skillEntry }),
    fields: [
      { name: "skills[0].skill_name", rule: (value) => (value === " " ? "accepted" : text(100)(value)) },
      { name: "skills[0].proficiency_level", rule: refused },
      {
        name: "skills[0].years_of_experience",
        rule: refusedExcept({ "-0": { stored: 0 }, " ": { stored: 0 } }),
      },
    ],
    stored: profileStored,
    view: async () => ({ path: "/profile", as: "candidate" }),
  },
  {
    name: "profile wizard: experience",
    as: "candidate",
    path: () => "/profile",
    encoding: "form",
    base: () => ({ intent: "wizard", section: "experience", go: "next", ...experienceEntry }),
    fields: [
      { name: "experience[0].designation", rule: (value) => (value === " " ? "accepted" : text(150)(value)) },
      { name: "experience[0].employment_type", rule: refused },
      { name: "experience[0].start_date", rule: refusedExcept({ " ": { stored: null } }) },
      { name: "experience[0].end_date", rule: refusedExcept({ " ": { stored: null } }) },
      { name: "experience[0].is_current_job", rule: refused },
    ],
    stored: profileStored,
    view: async () => ({ path: "/profile", as: "candidate" }),
  },
  {
    name: "profile wizard: summary",
    as: "candidate",
    path: () => "/profile",
    encoding: "form",
    base: () => ({ intent: "wizard", section: "summary", go: "next", ...summary }),
    fields: [{ name: "profile_summary", rule: text(3000, { required: true }) }],
    stored: profileStored,
    view: async () => ({ path: "/profile", as: "candidate" }),
  },
  {
    name: "profile edit",
    as: "candidate",
    path: () => "/profile/edit",
    encoding: "form",
    base: () => ({ ...personal, ...educationEntry, ...skillEntry, ...experienceEntry, ...summary }),
    fields: [
      { name: "last_name", rule: text(100, { required: true }) },
      { name: "family_details", rule: text(500) },
      { name: "industry", rule: refused },
      { name: "expected_salary", rule: refusedExcept({ " ": { stored: null } }) },
      { name: "education[0].course_name", rule: (value) => (value === " " ? "accepted" : text(150)(value)) },
      { name: "experience[0].location", rule: text(100) },
      { name: "profile_summary", rule: text(3000, { required: true }) },
    ],
    stored: profileStored,
    view: async () => ({ path: "/profile", as: "candidate" }),
  },
  {
    name: "create profile (one exists: nothing to do)",
    as: "candidate",
    path: () => "/profile",
    encoding: "form",
    base: () => ({ intent: "create-profile" }),
    // Not a field of the form: whatever it says, nothing changes.
    fields: [{ name: "user_id", rule: () => "accepted", ignored: true }],
  },
  {
    // "Let recruiters find my profile": only "on" turns it on; any other value is "no", never an error.
    name: "profile: let recruiters find me",
    as: "candidate",
    path: () => "/profile",
    encoding: "form",
    base: () => ({ intent: "discoverable", discoverable: "" }),
    fields: [{ name: "discoverable", rule: () => ({ stored: false }) }],
    stored: async () =>
      (
        await db()
          .selectFrom("candidate_profiles")
          .select("discoverable")
          .where("id", "=", await candidateProfileId())
          .executeTakeFirstOrThrow()
      ).discoverable,
  },
  {
    name: "upload photo",
    as: "candidate",
    path: () => "/profile",
    encoding: "multipart",
    base: () => ({ intent: "upload-photo", photo: new File([pngBytes], "photo.png", { type: "image/png" }) }),
    fields: [
      {
        name: "photo",
        label: "photo (file)",
        rule: refused,
        set: asFile("photo", "photo.jpg", "image/jpeg"),
      },
      { name: "photo", label: "photo (text)", rule: refused },
    ],
  },
  {
    name: "upload resume",
    as: "candidate",
    path: () => "/profile",
    encoding: "multipart",
    base: () => ({
      intent: "upload-resume",
      resume: new File([pdfBytes], "resume.pdf", { type: "application/pdf" }),
    }),
    fields: [
      {
        name: "resume",
        label: "resume (file)",
        rule: refused,
        set: asFile("resume", "resume.pdf", "application/pdf"),
      },
      { name: "resume", label: "resume (text)", rule: refused },
    ],
  },
  {
    // The wizard's "Upload your resume to fill this in" (decision 0045): the same file rules.
    name: "fill the profile from a resume",
    as: "candidate",
    path: () => "/profile",
    encoding: "multipart",
    base: () => ({
      intent: "fill-from-resume",
      resume: new File([pdfBytes], "resume.pdf", { type: "application/pdf" }),
    }),
    fields: [
      {
        name: "resume",
        label: "resume (file)",
        rule: refused,
        set: asFile("resume", "resume.pdf", "application/pdf"),
      },
      { name: "resume", label: "resume (text)", rule: refused },
    ],
  },
  {
    name: "delete account",
    as: "leaving",
    path: () => "/profile/delete",
    encoding: "form",
    base: () => ({ confirmation: leaving.email }),
    fields: [{ name: "confirmation", rule: refused }],
  },
  {
    name: "apply (page)",
    as: "candidate",
    path: async () => `/jobs/${await openJob()}`,
    encoding: "form",
    base: () => ({ intent: "apply", coverLetter: "I have run NOC shifts for four years." }),
    fields: [{ name: "coverLetter", rule: text(5000, { empty: "" }) }],
    stored: async () => (await newestApplication()).cover_letter,
    view: applicationView,
  },
  {
    name: "apply (API)",
    as: "candidate",
    path: async () => `/api/v1/jobs/${await openJob()}/applications`,
    encoding: "json",
    base: () => ({ coverLetter: "I have run NOC shifts for four years." }),
    fields: [{ name: "coverLetter", rule: text(5000, { empty: "" }) }],
    stored: async () => (await newestApplication()).cover_letter,
    view: applicationView,
    namesField: true,
  },

  // ── Employers ──
  {
    name: "post job (page)",
    as: "employer",
    path: () => "/post-job",
    encoding: "form",
    base: jobForm,
    fields: [...jobFields, ownerField],
    stored: jobStored,
    view: jobView,
  },
  {
    name: "post job (API)",
    as: "employer",
    path: () => "/api/v1/employer/jobs",
    encoding: "json",
    base: () => ({ ...jobTemplate[0] }),
    fields: [...jobFields, ownerField],
    stored: jobStored,
    view: jobView,
    namesField: true,
  },
  {
    name: "post job: work mode and other places (page)",
    as: "employer",
    path: () => "/post-job",
    encoding: "form",
    base: jobForm,
    fields: placeFormFields,
    stored: placeStored,
    view: jobView,
  },
  {
    name: "post job: work mode and other places (API)",
    as: "employer",
    path: () => "/api/v1/employer/jobs",
    encoding: "json",
    base: () => ({ ...jobTemplate[0] }),
    fields: placeJsonFields,
    stored: placeStored,
    view: jobView,
    namesField: true,
  },
  {
    name: "post job with salaries in LPA (page)",
    as: "employer",
    path: () => "/post-job",
    encoding: "form",
    base: jobFormLpa,
    fields: jobFieldsLpa.filter((field) => field.name.endsWith("_lpa")),
    stored: async (field) => jobStored(field.replace(/_lpa$/, "")),
    view: jobView,
  },
  {
    name: "edit job (page)",
    as: "employer",
    path: () => `/employer-dashboard/jobs/${ids.editedJob}/edit`,
    encoding: "form",
    base: jobFormLpa,
    fields: jobFieldsLpa,
    stored: editedStored,
    view: editedView,
  },
  {
    name: "edit job (API PUT)",
    as: "employer",
    method: "PUT",
    path: () => `/api/v1/employer/jobs/${ids.editedJob}`,
    encoding: "json",
    base: () => ({ ...jobTemplate[0] }),
    fields: [...jobFields, ownerField],
    stored: editedStored,
    view: editedView,
    namesField: true,
  },
  {
    name: "close and reopen job (page)",
    as: "employer",
    path: () => "/employer-dashboard/jobs",
    encoding: "form",
    base: () => ({ intent: "reopen-job", jobId: ids.editedJob }),
    fields: [
      { name: "jobId", rule: refused },
      { name: "intent", rule: refused },
    ],
  },
  {
    name: "application status (page)",
    as: "employer",
    path: () => "/employer-dashboard/applications",
    encoding: "form",
    base: () => ({ applicationId: ids.application, status: "screening" }),
    fields: [
      { name: "applicationId", rule: refused },
      { name: "status", rule: refused },
    ],
  },
  {
    name: "application status (API)",
    as: "employer",
    method: "PUT",
    path: () => `/api/v1/employer/applications/${ids.application}/status`,
    encoding: "json",
    base: () => ({ status: "applied" }),
    fields: [{ name: "status", rule: refused }],
  },
  // The pipeline (issue #37): a stage (and a rejection's reason) from a short list, and application ids.
  {
    name: "pipeline: move a card (page)",
    as: "employer",
    path: () => `/employer-dashboard/jobs/${ids.job}/pipeline`,
    encoding: "form",
    base: () => ({ intent: "move", applicationId: ids.application, stage: "applied" }),
    fields: [
      { name: "applicationId", rule: refused },
      { name: "stage", rule: refused },
    ],
  },
  {
    name: "pipeline: move one application (API)",
    as: "employer",
    method: "POST",
    path: () => `/api/v1/employer/applications/${ids.application}/stage`,
    encoding: "json",
    base: () => ({ stage: "applied" }),
    fields: [{ name: "stage", rule: refused }],
  },
  {
    name: "pipeline: bulk move (API)",
    as: "employer",
    method: "POST",
    path: () => "/api/v1/employer/pipeline/moves",
    encoding: "json",
    base: () => ({ applicationIds: [ids.application], stage: "applied" }),
    fields: [
      { name: "applicationIds", rule: refused },
      { name: "stage", rule: refused },
    ],
  },
  // Placements (issue #38, decision 0057): the CTC in LPA, the fee, dates; the stage from a short list.
  {
    name: "placement: record an offer (API)",
    as: "employer",
    method: "PUT",
    path: () => `/api/v1/employer/applications/${ids.application}/placement`,
    encoding: "json",
    base: () => ({ ...placementBase }),
    namesField: true,
    fields: placementFields,
  },
  {
    name: "placement: record an offer (page)",
    as: "employer",
    path: () => `/employer-dashboard/applications/${ids.application}/placement`,
    encoding: "form",
    base: () => ({ intent: "save", ...placementBase }),
    fields: placementFields,
  },
  {
    // The talent pool (issue #22): a candidate id and one of the employer's active jobs, or nothing.
    name: "talent pool: invite to apply (page)",
    as: "employer",
    path: () => "/employer-dashboard/talent-pool",
    encoding: "form",
    base: async () => ({ candidateId: await candidateProfileId(), jobId: await freshInviteJob() }),
    baseWrites: true,
    fields: [
      { name: "candidateId", rule: refused },
      { name: "jobId", rule: refused },
    ],
  },
  {
    name: "talent pool: invite to apply (API)",
    as: "employer",
    path: async () => `/api/v1/employer/talent-pool/${await candidateProfileId()}/invitations`,
    encoding: "json",
    base: async () => ({ jobId: await freshInviteJob() }),
    baseWrites: true,
    fields: [{ name: "jobId", rule: refused }],
  },

  {
    name: "recruiter: rate an application",
    as: "employer",
    path: () => "/employer-dashboard/applications",
    encoding: "form",
    base: () => ({ intent: "rate", applicationId: ids.application, rating: "4" }),
    fields: [
      { name: "intent", rule: refused },
      { name: "applicationId", rule: refused },
      { name: "rating", rule: refused },
    ],
  },
  {
    name: "recruiter: add a note",
    as: "employer",
    path: () => "/employer-dashboard/applications",
    encoding: "form",
    base: () => ({ intent: "add-note", applicationId: ids.application, body: "Strong on NMS tools." }),
    fields: [
      { name: "applicationId", rule: refused },
      { name: "body", rule: text(5000, { required: true }) },
    ],
    stored: () => noteStored(),
    view: recruiterView,
  },
  {
    name: "recruiter: edit one's note",
    as: "employer",
    path: () => "/employer-dashboard/applications",
    encoding: "form",
    base: () => ({ intent: "edit-note", noteId: ids.note, body: "Called back: available from May." }),
    fields: [
      { name: "noteId", rule: refused },
      { name: "body", rule: text(5000, { required: true }) },
    ],
    stored: () => noteStored(ids.note),
    view: recruiterView,
  },
  {
    name: "recruiter: delete one's note",
    as: "employer",
    path: () => "/employer-dashboard/applications",
    encoding: "form",
    base: async () => ({ intent: "delete-note", noteId: await freshNote() }),
    baseWrites: true,
    fields: [{ name: "noteId", rule: refused }],
  },
  {
    name: "recruiter: schedule an interview",
    as: "employer",
    path: () => "/employer-dashboard/applications",
    encoding: "form",
    base: () => ({ intent: "schedule", applicationId: ids.application, ...interviewForm() }),
    fields: [{ name: "applicationId", rule: refused }, ...interviewFields],
    stored: (field) => interviewStored(field),
    view: recruiterView,
  },
  {
    // The same rules as scheduling: each kind once, to the fields in turn.
    name: "recruiter: reschedule an interview",
    as: "employer",
    path: () => "/employer-dashboard/applications",
    encoding: "form",
    base: () => ({ intent: "reschedule", interviewId: ids.interview, ...interviewForm() }),
    fields: [{ name: "interviewId", rule: refused }, ...interviewFields],
    onePerKind: true,
    stored: (field) => interviewStored(field, ids.interview),
    view: recruiterView,
  },
  {
    name: "recruiter: cancel an interview",
    as: "employer",
    path: () => "/employer-dashboard/applications",
    encoding: "form",
    base: async () => ({ intent: "cancel-interview", interviewId: await freshInterview() }),
    baseWrites: true,
    fields: [{ name: "interviewId", rule: refused }],
  },
  // Writing to a candidate (issue #37): the subject and body are text, kept and mailed as written.
  {
    name: "recruiter: write to the candidate",
    as: "employer",
    path: () => "/employer-dashboard/applications",
    encoding: "form",
    base: async () => ({
      intent: "send-message",
      applicationId: await freshMessageApplication(),
      subject: "Documents needed",
      body: "Please bring your PAN card.",
    }),
    baseWrites: true,
    fields: [
      { name: "applicationId", rule: refused },
      { name: "templateId", rule: refused },
      { name: "subject", rule: text(150, { required: true }) },
      { name: "body", rule: text(5000, { required: true }) },
    ],
    stored: (field) => newestOf("application_messages", field),
    view: async () => ({
      path: `/employer-dashboard/applications?job=all&application=${ids.messageApplication}`,
      as: "employer",
    }),
  },
  {
    name: "recruiter: write to the candidate (API)",
    as: "employer",
    // base() comes first: the fresh application is made there, and the path names it.
    path: () => `/api/v1/employer/applications/${ids.messageApplication}/messages`,
    encoding: "json",
    base: async () => {
      await freshMessageApplication();
      return { subject: "Documents needed", body: "Please bring your PAN card." };
    },
    baseWrites: true,
    fields: [
      { name: "subject", rule: text(150, { required: true }) },
      { name: "body", rule: text(5000, { required: true }) },
    ],
    onePerKind: true,
    stored: (field) => newestOf("application_messages", field),
  },
  // ── Admins ──
  // Clients and their contacts (issue #37): every field by page, the API once per kind.
  {
    name: "admin: add a client (page)",
    as: "admin",
    path: () => "/admin/clients",
    encoding: "form",
    base: () => ({ intent: "create-client", name: `Client ${++uniqueCount}`, city: "Pune" }),
    fields: clientFields,
    stored: clientStored,
  },
  {
    name: "admin: add a client (API)",
    as: "admin",
    path: () => "/api/v1/clients",
    encoding: "json",
    base: () => ({ name: `Client ${++uniqueCount}`, website: "https://client.example" }),
    // Not the name: a value stored by the page above would be taken (one client per name).
    fields: clientFields.filter((field) => field.name !== "name"),
    onePerKind: true,
    stored: clientStored,
  },
  {
    name: "admin: add a contact (page)",
    as: "admin",
    path: async () => `/admin/clients/${await hostileClient()}`,
    encoding: "form",
    base: () => ({ intent: "add-contact", name: "Meera Iyer", mobile: "9876543210" }),
    fields: contactFields,
    stored: contactStored,
    // The first path makes the client.
    baseWrites: true,
  },
  {
    name: "admin: add a contact (API)",
    as: "admin",
    path: async () => `/api/v1/clients/${await hostileClient()}/contacts`,
    encoding: "json",
    base: () => ({ name: "Meera Iyer", email: "meera@client.example" }),
    fields: contactFields,
    onePerKind: true,
    stored: contactStored,
    namesField: true,
    baseWrites: true,
  },
  {
    name: "admin: add a message template",
    as: "admin",
    path: () => "/admin/templates",
    encoding: "form",
    base: () => ({
      intent: "save-template",
      id: "",
      name: `Template ${++uniqueCount}`,
      subject_en: "Hello {candidate}",
      body_en: "About {job}.",
      subject_hi: "नमस्ते {candidate}",
      body_hi: "{job} के बारे में।",
    }),
    fields: [
      { name: "id", rule: refused },
      { name: "name", rule: text(80, { required: true }) },
      { name: "subject_en", rule: text(150, { required: true }) },
      { name: "body_en", rule: text(5000, { required: true }) },
      { name: "subject_hi", rule: text(150, { required: true }) },
      { name: "body_hi", rule: text(5000, { required: true }) },
    ],
    onePerKind: true,
    stored: (field) => newestOf("message_templates", field),
    view: async () => ({ path: "/admin/templates", as: "admin" }),
  },
  {
    name: "admin: delete a message template",
    as: "admin",
    path: () => "/admin/templates",
    encoding: "form",
    base: async () => ({ intent: "delete-template", id: await freshTemplate() }),
    baseWrites: true,
    fields: [{ name: "id", rule: refused }],
  },
  {
    name: "admin: create job",
    as: "admin",
    path: () => "/admin/post",
    encoding: "form",
    base: () => ({ intent: "create-job", ...jobForm() }),
    fields: jobFields,
    onePerKind: true,
    stored: jobStored,
    view: jobView,
  },
  {
    name: "admin: bulk import (text)",
    as: "admin",
    path: () => "/admin/post",
    encoding: "form",
    base: () => ({ intent: "bulk-import", jobs: JSON.stringify(jobTemplate) }),
    fields: [{ name: "jobs", rule: refused }, ...bulkOf(someJobFields)],
    stored: jobStored,
    view: jobView,
  },
  {
    name: "admin: bulk import (file)",
    as: "admin",
    path: () => "/admin/post",
    encoding: "multipart",
    base: () => ({ intent: "bulk-import", file: new File([JSON.stringify(jobTemplate)], "jobs.json") }),
    fields: [
      { name: "file", rule: refused, set: asFile("file", "jobs.json", "application/json") },
      ...bulkOf(jobFields).map((field) => ({
        ...field,
        set: (payload: Payload, value: unknown) => ({
          ...(payload as object),
          file: new File([JSON.stringify([{ ...jobTemplate[0], [field.name]: value }])], "jobs.json"),
        }),
      })),
    ],
    onePerKind: true,
    stored: jobStored,
    view: jobView,
  },
  {
    name: "admin: bulk import (API)",
    as: "admin",
    path: () => "/api/v1/admin/jobs/bulk",
    encoding: "json",
    base: () => [{ ...jobTemplate[0] }],
    fields: jobFields.map((field) => ({
      ...field,
      set: (_payload: Payload, value: unknown) => [{ ...jobTemplate[0], [field.name]: value }],
    })),
    onePerKind: true,
    stored: jobStored,
    view: jobView,
    namesField: true,
  },
  {
    name: "admin: bulk import, work mode and other places (API)",
    as: "admin",
    path: () => "/api/v1/admin/jobs/bulk",
    encoding: "json",
    base: () => [{ ...jobTemplate[0] }],
    fields: placeJsonFields.map((field) => ({
      ...field,
      set: (_payload: Payload, value: unknown) => [
        (field.set ?? ((base, v) => ({ ...(base as object), [field.name]: v })))(
          { ...jobTemplate[0] },
          value,
        ),
      ],
    })),
    onePerKind: true,
    stored: placeStored,
    view: jobView,
    namesField: true,
  },
  {
    name: "admin: activate job (page)",
    as: "admin",
    path: () => "/admin/jobs",
    encoding: "form",
    base: () => ({ intent: "toggle-job", jobId: ids.toggledJob, active: "false" }),
    fields: [
      { name: "jobId", rule: refused },
      { name: "active", rule: refused },
    ],
  },
  {
    name: "admin: activate job (API)",
    as: "admin",
    path: () => `/api/v1/admin/jobs/${ids.toggledJob}/active`,
    encoding: "json",
    base: () => ({ active: true }),
    fields: [{ name: "active", rule: refusedExcept({ true: "accepted" }) }],
  },
  {
    name: "admin: create user (page)",
    as: "admin",
    path: () => "/admin/system-users",
    encoding: "form",
    base: () => ({
      intent: "create-user",
      email: unique("staff"),
      password: "pass-word-1",
      role: "moderator",
    }),
    fields: [
      { name: "intent", rule: refused },
      { name: "email", rule: refused },
      { name: "password", rule: text(128, { required: true, min: 6, trim: false }) },
      { name: "role", rule: refused },
    ],
  },
  {
    name: "admin: create user (API)",
    as: "admin",
    path: () => "/api/v1/admin/users",
    encoding: "json",
    base: () => ({ email: unique("staff"), password: "pass-word-1", role: "moderator" }),
    fields: [
      { name: "email", rule: refused },
      { name: "password", rule: text(128, { required: true, min: 6, trim: false }) },
      { name: "role", rule: refused },
    ],
    onePerKind: true,
  },
  {
    name: "admin: change role (page)",
    as: "admin",
    path: () => "/admin/system-users",
    encoding: "form",
    base: () => ({ intent: "change-role", userId: ids.roleUser, role: "moderator" }),
    fields: [
      { name: "userId", rule: refused },
      { name: "role", rule: refused },
    ],
  },
  {
    name: "admin: change role (API)",
    as: "admin",
    method: "PUT",
    path: () => `/api/v1/admin/users/${ids.roleUser}/role`,
    encoding: "json",
    base: () => ({ role: "user" }),
    fields: [{ name: "role", rule: refused }],
  },
  {
    name: "admin: remove role",
    as: "admin",
    path: () => "/admin/system-users",
    encoding: "form",
    base: () => ({ intent: "remove-role", userId: ids.removedRoleUser }),
    fields: [{ name: "userId", rule: refused }],
  },
  {
    name: "admin: delete contact submission",
    as: "admin",
    path: () => "/admin/contact",
    encoding: "form",
    base: () => ({ intent: "delete-contact", id: ids.contact }),
    fields: [{ name: "id", rule: refused }],
  },
];

// ── Requests and the database ─────────────────────────────────────────────

interface Answer {
  status: number;
  location: string | null;
  text: string;
  html: boolean;
}

let clientCount = 0;
/**
 * Sends a request as `as`, from an address of its own; redirects are not
 * followed. With `viaData`, a page is asked as the app's own JavaScript asks
 * it (React Router's `.data` URL: the same loaders and actions, the same
 * status, without rendering the page), which is several times quicker; the
 * cases that check what a page shows go as documents.
 */
async function send(
  as: Who,
  method: string,
  path: string,
  body?: { data: BodyInit; type?: string },
  viaData = false,
): Promise<Answer> {
  const headers: Record<string, string> = {
    origin: e2e.server.baseUrl,
    "x-forwarded-for": `10.${(++clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`,
  };
  if (as !== "visitor") headers.cookie = cookies[as];
  if (body?.type) headers["content-type"] = body.type;
  // Without a type, a string goes as bytes: fetch would call it text/plain.
  const data =
    !body?.type && typeof body?.data === "string" ? new TextEncoder().encode(body.data) : body?.data;
  const [pathname, query] = path.split("?");
  const url = viaData ? `${pathname === "/" ? "/_" : pathname}.data${query ? `?${query}` : ""}` : path;
  const response = await fetch(e2e.server.baseUrl + url, { method, headers, body: data, redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location"),
    text: await response.text(),
    html: (response.headers.get("content-type") ?? "").includes("text/html"),
  };
}

function encode(encoding: Target["encoding"], payload: Payload): { data: BodyInit; type?: string } {
  if (encoding === "json") return { data: JSON.stringify(payload), type: "application/json" };
  const entries = Object.entries(payload as Record<string, unknown>);
  if (encoding === "form") {
    return {
      data: new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString(),
      type: "application/x-www-form-urlencoded",
    };
  }
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value instanceof Blob ? value : String(value));
  return { data: form };
}

/** Sent on (a documented redirect on this site) or answered 2xx. */
const acceptedStatus = (answer: Answer) =>
  (answer.status >= 200 && answer.status < 300) ||
  (answer.status >= 300 &&
    answer.status < 400 &&
    new URL(answer.location ?? "", e2e.server.baseUrl).origin === e2e.server.baseUrl);

let tables: string[] = [];
/**
 * The state of the whole database, by table: every table of the public
 * schema (better-auth's "user", "session", "account" and "verification"
 * included), each as a digest of where its row versions live and which
 * transaction wrote them (ctid, xmin). Any insert, update or delete changes
 * it, even one that writes the same content back, so "nothing written" means
 * just that; and it costs a third of hashing every row's text (jobs carry
 * their search vectors). No table is left out: no request here changes a
 * table by merely being made (sessions are extended once a day, not per
 * request). The one table a refusal may write, rate_limits, counting an
 * attempt before it fails, is named by the targets where that is so.
 */
async function snapshot(): Promise<Record<string, string>> {
  // An uploaded resume's text is read in the background (issue #22), which
  // writes resume_texts and searchable_candidates after the answer: wait for
  // it, so those writes count with the upload, not with the next request.
  await e2e.server.services.resumeTexts.idle();
  // So is every e-mail (issue #24): the mail queue's worker marks it sent or
  // stored a moment after the request that queued it.
  await mailSettled(e2e.server.services);
  if (!tables.length) {
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
      where schemaname = 'public' order by tablename`.execute(db());
    tables = rows.map((row) => row.name);
  }
  const digests = tables.map(
    (table) =>
      sql`(select md5(coalesce(string_agg(snap.ctid::text || snap.xmin::text, ','), '')) from ${sql.table(table)} as snap) as ${sql.ref(table)}`,
  );
  const { rows } = await sql<Record<string, string>>`select ${sql.join(digests)}`.execute(db());
  return rows[0];
}
const changedTables = (
  before: Record<string, string>,
  after: Record<string, string>,
  allowed: string[] = [],
) => tables.filter((table) => before[table] !== after[table] && !allowed.includes(table));

/**
 * What is wrong with an answer that should be a refusal: it must be a 4xx, for
 * the API a JSON error with a message (naming `field` when given), and must
 * have written nothing (`changed` tables).
 */
function refusalProblems(answer: Answer, changed: string[], json: boolean, field?: string): string[] {
  const problems: string[] = [];
  if (answer.status < 400 || answer.status >= 500)
    problems.push(`answered ${answer.status} ${answer.location ?? ""}`);
  else if (json) {
    const error = (JSON.parse(answer.text || "{}") as { error?: { message?: unknown; fields?: object } })
      .error;
    if (typeof error?.message !== "string" || !error.message) problems.push("no error message");
    // A bulk import names "1.title" (row 1), a list its item ("required_skills.0").
    const named = Object.keys(error?.fields ?? {}).some((key) => key.split(".").includes(field ?? ""));
    if (field && !named) problems.push(`${String(error?.message)} (the field is not named)`);
  }
  if (changed.length) problems.push(`wrote ${changed.join(", ")}`);
  return problems;
}

function same(actual: unknown, expected: unknown) {
  if (Array.isArray(expected)) return JSON.stringify(actual) === JSON.stringify(expected);
  // bigint and numeric columns come back as text
  if (typeof expected === "number") return actual !== null && Number(actual) === expected;
  return actual === expected;
}

// ── Setup ─────────────────────────────────────────────────────────────────

async function adminCreates(role: "user" | "moderator", email: string, password = "Throwaway@2026") {
  const answer = await send("admin", "POST", "/api/v1/admin/users", {
    data: JSON.stringify({ email, password, role }),
    type: "application/json",
  });
  if (answer.status !== 200) throw new Error(`creating ${email}: ${answer.status} ${answer.text}`);
  return (JSON.parse(answer.text) as { data: { userId: string } }).data.userId;
}

beforeAll(async () => {
  const { baseUrl } = e2e.server;
  for (const who of ["candidate", "employer", "admin"] as const) {
    cookies[who] = await sessionCookie(baseUrl, demoAccounts[who]);
  }
  leaving.email = unique("leaving");
  for (const account of signInAccounts) account.email = unique("signin");
  resetAccount.email = unique("reset");
  await adminCreates("user", leaving.email, leaving.password);
  for (const account of signInAccounts) await adminCreates("user", account.email, account.password);
  await adminCreates("user", resetAccount.email, resetAccount.password);
  cookies.leaving = await sessionCookie(baseUrl, leaving);
  const prober = { email: unique("prober"), password: "Prober@Demo2026" };
  await adminCreates("user", prober.email, prober.password);
  cookies.prober = await sessionCookie(baseUrl, prober);
  for (const step of [personal, { ...personal, section: "summary", ...summary }]) {
    const answer = await send("prober", "POST", "/profile", encode("form", step));
    if (answer.status !== 302) throw new Error(`completing the prober's profile: ${answer.status}`);
  }
  ids.roleUser = await adminCreates("user", unique("role"));
  ids.removedRoleUser = await adminCreates("moderator", unique("removed-role"));

  const application = await db()
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .innerJoin("user", "user.id", "jobs.posted_by")
    .select(["job_applications.id", "job_applications.job_id"])
    .where("user.email", "=", demoAccounts.employer.email)
    // A job of the firm's own: its stages are moved by hand (a client's need a submittal, decision 0059).
    .where("jobs.client_id", "is", null)
    .orderBy("job_applications.applied_at")
    .executeTakeFirstOrThrow();
  ids.application = application.id;
  ids.job = application.job_id;
  ids.employerUser = await demoEmployerId();
  // A job of the demo employer's own, edited by the job-life targets (issue #37).
  [ids.editedJob] = await insertJobs(
    db(),
    [
      {
        title: "Job to edit",
        company_name: jobTemplate[0].company_name,
        location_city: jobTemplate[0].location_city,
        location_state: jobTemplate[0].location_state,
        job_description: jobTemplate[0].job_description,
      },
    ],
    await demoEmployerId(),
  );
  ids.toggledJob = (
    await db()
      .selectFrom("jobs")
      .select("id")
      .orderBy("created_at")
      .orderBy("id")
      .limit(1)
      .executeTakeFirstOrThrow()
  ).id;
  // The demo employer's own note and interview on their applicant, for the edit and the reschedule.
  const { id: noteId } = await db()
    .insertInto("application_notes")
    .values({
      application_id: ids.application,
      author_id: await demoEmployerId(),
      author_email: demoAccounts.employer.email,
      body: "Spoke on the phone: keen.",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  ids.note = noteId;
  ids.interview = await freshInterview();
  ids.contact = (
    await db()
      .insertInto("contact_submissions")
      .values({ full_name: "Ravi", email: "ravi@example.com", message: "Hello" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  pngBytes = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a4" } })
      .png()
      .toBuffer(),
  );
  prototypesAtStart = prototypesNow();
});

// ── Bodies ────────────────────────────────────────────────────────────────

describe("hostile values in form and API bodies", () => {
  for (const target of targets) {
    it(target.name, async () => {
      const failures: string[] = [];
      const json = target.encoding === "json";
      const cases: { field: Field; kind: string; value: unknown }[] = [];
      target.fields.forEach((field, index) => {
        const valueKinds = { ...kinds, ...(json || field.wire === "json" ? jsonKinds : {}) };
        Object.entries(valueKinds).forEach(([kind, samples], k) => {
          if (!target.onePerKind || k % target.fields.length === index)
            cases.push({ field, kind, value: samples[index % samples.length] });
        });
      });

      let before = await snapshot();
      for (const { field, kind, value } of cases) {
        const payload = (field.set ?? ((base, v) => ({ ...(base as object), [field.name]: v })))(
          await target.base(),
          value,
        );
        const path = await target.path();
        if (target.baseWrites) before = await snapshot();
        // Markup goes to a page as a document, to see how the page shows it; the API has no `.data`.
        const viaData = !json && kind !== "script" && !path.startsWith("/api/");
        const body = encode(target.encoding, payload);
        const answer = await send(target.as, target.method ?? "POST", path, body, viaData);
        const after = await snapshot();
        const received = json || field.wire === "json" ? value : asSentInForm(value);
        const expected = field.rule(received);
        const label = `${field.label ?? field.name}=${show(value)} → ${answer.status}`;
        if (answer.html && UNESCAPED_MARKUP.test(answer.text))
          failures.push(`${label}: markup echoed unescaped`);

        const changed = changedTables(before, after, expected === "refused" ? target.refusalWrites : []);
        before = after;
        if (expected === "refused") {
          const problems = refusalProblems(answer, changed, json, target.namesField ? field.name : undefined);
          if (problems.length) failures.push(`${label}: should be refused, but ${problems.join("; ")}`);
          continue;
        }
        if (!acceptedStatus(answer)) {
          failures.push(`${label}: should be accepted: ${answer.text.slice(0, 200)}`);
          continue;
        }
        if (field.ignored && changed.length) failures.push(`${label}: wrote ${changed.join(", ")}`);
        if (expected === "accepted" || !target.stored) continue;
        const stored = await target.stored(field.name);
        if (!same(stored, expected.stored))
          failures.push(`${label}: stored ${show(stored)}, expected ${show(expected.stored)}`);
        // Markup that is stored is shown as text.
        if (
          target.view &&
          !field.notShown &&
          typeof received === "string" &&
          /<(script|img)/.test(received)
        ) {
          const view = await target.view();
          const page = await send(view.as, "GET", view.path);
          const shown = typeof expected.stored === "string" ? expected.stored : received.trim();
          if (
            page.status !== 200 ||
            !page.text.includes(escapeHtml(shown)) ||
            UNESCAPED_MARKUP.test(page.text)
          )
            failures.push(`${label}: ${view.path} does not show it escaped (${page.status})`);
        }
      }

      // The control: the valid base itself is accepted.
      const control = await send(
        target.as,
        target.method ?? "POST",
        await target.path(),
        encode(target.encoding, await target.base()),
      );
      if (!acceptedStatus(control))
        failures.push(`the valid base → ${control.status}: ${control.text.slice(0, 300)}`);
      expect(failures).toEqual([]);
    });
  }
});

// ── Prototype pollution ───────────────────────────────────────────────────

/**
 * Names that reach an object's prototype when a parser uses them as keys. One
 * form post named `__proto__[0].x` once wrote to Object.prototype and made
 * every page of the process answer 500 until it was restarted.
 */
const pollutingFormNames = [
  "__proto__",
  "constructor[prototype]",
  "__proto__[0].x",
  "constructor.prototype.x",
  "constructor[0].x",
  "prototype[0].x",
  "__proto__.x",
  "education[0].__proto__",
  "skills[0].constructor",
];
/** The same as JSON keys: made by JSON.parse, so `__proto__` is an own key that JSON.stringify sends. */
const pollutingJson = () =>
  JSON.parse(
    '{"__proto__": {"x": "polluted", "0": {"x": "polluted"}}, "constructor": {"prototype": {"x": "polluted"}}, "prototype": {"x": "polluted"}}',
  ) as Record<string, unknown>;

/** `value` with the polluting keys added to every object in it, at every depth. */
function pollutedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pollutedDeep);
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    const entries = Object.entries(value).map(([key, inner]) => [key, pollutedDeep(inner)] as const);
    return { ...Object.fromEntries(entries), ...pollutingJson() };
  }
  return value;
}

/** A JSON object or array as text, with the polluting keys added at every depth; other text as it is. */
function pollutedJsonText(text: string): string {
  if (!/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.stringify(pollutedDeep(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** A form payload with the polluting names added, and JSON in its text fields and files polluted too. */
async function pollutedForm(payload: Record<string, unknown>): Promise<Record<string, unknown>> {
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value === "string") entries.push([key, pollutedJsonText(value)]);
    else if (value instanceof File && value.name.endsWith(".json")) {
      const text = pollutedJsonText(await value.text());
      entries.push([key, new File([text], value.name, { type: value.type })]);
    } else entries.push([key, value]);
  }
  for (const name of pollutingFormNames) entries.push([name, "polluted"]);
  // Object.fromEntries defines `__proto__` as an own key, which encode() sends.
  return Object.fromEntries(entries);
}

/** What this process's shared prototypes hold (the server runs in it): a polluting write changes it. */
const prototypesNow = () =>
  JSON.stringify(
    [Object.prototype, Array.prototype, Function.prototype, Object, String.prototype].map((target) =>
      Object.getOwnPropertyNames(target).sort(),
    ),
  );

/** Taken once the server has started (the end of the setup above). */
let prototypesAtStart = "";

describe("prototype-pollution names in form fields, JSON keys and bulk-import objects", () => {
  beforeAll(async () => {
    // The account-deleting target above used its account up: a new one for these cases.
    leaving.email = unique("leaving-again");
    await adminCreates("user", leaving.email, leaving.password);
    cookies.leaving = await sessionCookie(e2e.server.baseUrl, leaving);
  });

  /** What is wrong with the whole site after a case: a page, sign-in and /healthz must still answer. */
  async function siteProblems(): Promise<string[]> {
    const problems: string[] = [];
    if (prototypesNow() !== prototypesAtStart) problems.push("a shared prototype was written to");
    const home = await send("visitor", "GET", "/");
    if (home.status !== 200) problems.push(`/ → ${home.status}`);
    const health = await fetch(`${e2e.server.baseUrl}/healthz`);
    if (health.status !== 200) problems.push(`/healthz → ${health.status}`);
    // A wrong password for an unknown address: refused as such, by the auth library, not a 500.
    const signIn = await send(
      "visitor",
      "POST",
      "/auth",
      encode("form", { email: unique("nobody"), password: "Wrong@Demo2026", portal: "user" }),
      true,
    );
    if (signIn.status !== 401 && signIn.status !== 400) problems.push(`sign-in → ${signIn.status}`);
    return problems;
  }

  for (const target of targets) {
    it(target.name, async () => {
      const failures: string[] = [];
      const json = target.encoding === "json";
      const pollute = async (payload: Payload) =>
        json ? pollutedDeep(payload) : pollutedForm(payload as Record<string, unknown>);

      // Refused for a value of its own: the polluting names beside it must write nothing either.
      const refusal = target.fields
        .flatMap((field) =>
          Object.values({ ...kinds, ...(json || field.wire === "json" ? jsonKinds : {}) }).flatMap(
            (samples) => samples.map((value) => ({ field, value })),
          ),
        )
        .find(
          ({ field, value }) =>
            field.rule(json || field.wire === "json" ? value : asSentInForm(value)) === "refused",
        );
      if (refusal) {
        const { field, value } = refusal;
        const base = await target.base();
        const payload = (field.set ?? ((b, v) => ({ ...(b as object), [field.name]: v })))(base, value);
        const path = await target.path();
        const before = await snapshot();
        const answer = await send(
          target.as,
          target.method ?? "POST",
          path,
          encode(target.encoding, await pollute(payload)),
        );
        const changed = changedTables(before, await snapshot(), target.refusalWrites);
        const problems = refusalProblems(answer, changed, json);
        if (problems.length) failures.push(`refused (${field.name}=${show(value)}): ${problems.join("; ")}`);
        const site = await siteProblems();
        if (site.length) failures.push(`after the refused post: ${site.join("; ")}`);
      }

      // The valid base with the polluting names: they are not fields, so taken or refused, never a 500.
      const answer = await send(
        target.as,
        target.method ?? "POST",
        await target.path(),
        encode(target.encoding, await pollute(await target.base())),
      );
      if (answer.status >= 500) failures.push(`with a valid base → ${answer.status}`);
      const site = await siteProblems();
      if (site.length) failures.push(`after the valid post: ${site.join("; ")}`);
      expect(failures).toEqual([]);
    });
  }
});

// ── Open redirects ────────────────────────────────────────────────────────

describe("sign-in redirectTo", () => {
  const offSite = [
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/%2F/evil.example",
  ];
  it("never sends the visitor off the site", async () => {
    const accounts = [0, 1].map(() => ({ email: unique("redirect"), password: "Redirect@Demo2026" }));
    for (const account of accounts) await adminCreates("user", account.email, account.password);
    // As paths on this site ("/<script>…", "/🙂…"), the kinds that are not plain
    // printable ASCII: such a path is kept only if it can be a Location header.
    // (Every kind goes into redirectTo on the sign-in page's query string, below.)
    const odd = ["script", "loneSurrogate", "invisible", "emoji", "control", "longToken", "blank"];
    const values = [...offSite, ...odd.map((kind) => `/${String(kinds[kind][0])}`)];
    const failures: string[] = [];
    for (const [index, redirectTo] of values.entries()) {
      // Two accounts in turn: each sign-in counts against the limit per e-mail address.
      const account = accounts[index % accounts.length];
      const answer = await send("visitor", "POST", "/auth", encode("form", { ...account, redirectTo }));
      // Signed in and sent to a page of this site, or (a NUL) refused; never elsewhere, never a 500.
      const target = new URL(answer.location ?? "", e2e.server.baseUrl);
      const refused = answer.status >= 400 && answer.status < 500;
      if (!refused && (answer.status !== 302 || target.origin !== e2e.server.baseUrl))
        failures.push(`${show(redirectTo)} → ${answer.status} ${answer.location}`);
    }
    expect(failures).toEqual([]);
  });
});

// ── JSON bodies of the wrong shape, and bodies of the wrong type ──────────

/** A URL of more than 16 KB is refused by Node (431) before the app sees it: in URLs the long token is 8,000 characters. */
const inUrl = (value: unknown) => {
  const text = String(asSentInForm(value));
  return encodeURIComponent(text.length > 10_000 ? text.slice(0, 8_000) : text);
};

describe("body shapes", () => {
  const jsonEndpoints: {
    name: string;
    method: string;
    path: () => string | Promise<string>;
    as: Who;
    valid: () => unknown;
  }[] = [
    {
      name: "apply",
      method: "POST",
      path: async () => `/api/v1/jobs/${await openJob()}/applications`,
      as: "candidate",
      valid: () => ({ coverLetter: "Hello" }),
    },
    {
      name: "post job",
      method: "POST",
      path: () => "/api/v1/employer/jobs",
      as: "employer",
      valid: () => jobTemplate[0],
    },
    {
      name: "status",
      method: "PUT",
      path: () => `/api/v1/employer/applications/${ids.application}/status`,
      as: "employer",
      valid: () => ({ status: "screening" }),
    },
    {
      name: "pipeline move",
      method: "POST",
      path: () => `/api/v1/employer/applications/${ids.application}/stage`,
      as: "employer",
      valid: () => ({ stage: "screening" }),
    },
    {
      name: "pipeline bulk move",
      method: "POST",
      path: () => "/api/v1/employer/pipeline/moves",
      as: "employer",
      valid: () => ({ applicationIds: [ids.application], stage: "screening" }),
    },
    {
      name: "activate job",
      method: "POST",
      path: () => `/api/v1/admin/jobs/${ids.toggledJob}/active`,
      as: "admin",
      valid: () => ({ active: false }),
    },
    {
      name: "bulk import",
      method: "POST",
      path: () => "/api/v1/admin/jobs/bulk",
      as: "admin",
      valid: () => jobTemplate,
    },
    {
      name: "create user",
      method: "POST",
      path: () => "/api/v1/admin/users",
      as: "admin",
      valid: () => ({ email: unique("shape"), password: "pass-word-1", role: "user" }),
    },
    {
      name: "change role",
      method: "PUT",
      path: () => `/api/v1/admin/users/${ids.roleUser}/role`,
      as: "admin",
      valid: () => ({ role: "moderator" }),
    },
  ];
  const shapes: [string, string][] = [
    ["a JSON string", '"hello"'],
    ["a JSON number", "12345"],
    ["JSON null", "null"],
    ["JSON true", "true"],
    ["an empty array", "[]"],
    ["an array of strings", '["a", "b"]'],
    ["malformed JSON", '{"title": '],
    [
      "only __proto__",
      '{"__proto__": {"status": "rejected", "role": "admin", "active": false, "title": "x"}}',
    ],
    ["constructor.prototype", '{"constructor": {"prototype": {"status": "rejected", "role": "admin"}}}'],
  ];

  it.each(jsonEndpoints)("$name: a body of the wrong shape is refused", async ({ method, path, as }) => {
    const failures: string[] = [];
    for (const [name, body] of shapes) {
      // Applying takes {} (the cover letter is optional): only shapes that cannot be {} are sent to it.
      if (as === "candidate" && (name === "only __proto__" || name === "constructor.prototype")) continue;
      const before = await snapshot();
      const answer = await send(as, method, await path(), { data: body, type: "application/json" });
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), true);
      if (problems.length) failures.push(`${name}: ${problems.join("; ")}`);
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).status).toBeUndefined();
  });

  it.each(jsonEndpoints)(
    "$name: a JSON body sent as another type is refused",
    async ({ method, path, as, valid }) => {
      const failures: string[] = [];
      for (const type of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        undefined,
      ]) {
        const before = await snapshot();
        const answer = await send(as, method, await path(), { data: JSON.stringify(valid()), type });
        const problems = refusalProblems(answer, changedTables(before, await snapshot()), true);
        if (problems.length) failures.push(`${type}: ${problems.join("; ")}`);
      }
      // The control: the same body as JSON is accepted.
      const control = await send(as, method, await path(), {
        data: JSON.stringify(valid()),
        type: "application/json",
      });
      if (control.status !== 200) failures.push(`as application/json → ${control.status} ${control.text}`);
      expect(failures).toEqual([]);
    },
  );

  it("fields the API does not take are ignored: no owner, state or count from the body, no prototype pollution", async () => {
    const fields = {
      ...jobTemplate[0],
      title: "Ignored fields",
      posted_by: "someone-else",
      is_active: false,
      application_count: 999,
      id: "00000000-0000-0000-0000-000000000001",
    };
    const body = `{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, ${JSON.stringify(fields).slice(1)}`;
    const answer = await send("employer", "POST", "/api/v1/employer/jobs", {
      data: body,
      type: "application/json",
    });
    expect(answer.status).toBe(200);
    const { id } = (JSON.parse(answer.text) as { data: { id: string } }).data;
    const job = await db()
      .selectFrom("jobs")
      .innerJoin("user", "user.id", "jobs.posted_by")
      .select(["jobs.id", "user.email", "jobs.is_active", "jobs.application_count", "jobs.title"])
      .where("jobs.id", "=", id)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({
      id,
      email: demoAccounts.employer.email,
      is_active: true,
      application_count: 0,
      title: "Ignored fields",
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  const formPages: [string, Who][] = [
    ["/?index", "visitor"],
    ["/register", "visitor"],
    ["/auth", "visitor"],
    ["/forgot-password", "visitor"],
    ["/reset-password", "visitor"],
    ["/profile", "candidate"],
    ["/profile/edit", "candidate"],
    ["/profile/delete", "candidate"],
    ["/jobs/:id", "candidate"],
    ["/post-job", "employer"],
    ["/employer-dashboard/applications", "employer"],
    ["/admin/system-users", "admin"],
    ["/employer-dashboard/talent-pool", "employer"],
  ];
  const notForms: [string, string | undefined][] = [
    ['{"intent": "create-user", "email": "json@example.com", "password": "pass-word-1"}', "application/json"],
    ["intent=create-user&email=plain@example.com&password=pass-word-1", "text/plain"],
    ["garbage", "multipart/form-data; boundary=xyz"],
    ["intent=create-user&email=none@example.com&password=pass-word-1", undefined],
  ];
  it.each(formPages)("%s: a body that is not a form is refused", async (page, as) => {
    const failures: string[] = [];
    for (const [data, type] of notForms) {
      const before = await snapshot();
      const answer = await send(as, "POST", page.replace(":id", ids.job), { data, type });
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      if (problems.length) failures.push(`${type}: ${problems.join("; ")}`);
    }
    expect(failures).toEqual([]);
  });
});

// ── Path ids ──────────────────────────────────────────────────────────────

describe("hostile ids in paths", () => {
  const hostileIds = [
    ...Object.values(kinds).map((samples) => samples[0]),
    "-".repeat(36),
    "00000000-0000-0000-0000-000000000000",
    "../../../etc/passwd",
    "%00",
  ];
  const endpoints: { method: string; path: string; as: Who; body?: unknown; writes?: string[] }[] = [
    { method: "GET", path: "/api/v1/jobs/:id", as: "visitor" },
    // Applying counts against the candidate's limit (60 an hour) before the job
    // is looked up: a candidate of their own, so the cases above keep theirs.
    {
      method: "POST",
      path: "/api/v1/jobs/:id/applications",
      as: "prober",
      body: { coverLetter: "Hi" },
      writes: ["rate_limits"],
    },
    { method: "GET", path: "/api/v1/employer/jobs/:id/applications", as: "admin" },
    {
      method: "PUT",
      path: "/api/v1/employer/applications/:id/status",
      as: "admin",
      body: { status: "screening" },
    },
    { method: "GET", path: "/api/v1/employer/candidates/:id", as: "admin" },
    { method: "GET", path: "/api/v1/employer/jobs/:id/pipeline", as: "admin" },
    {
      method: "POST",
      path: "/api/v1/employer/applications/:id/stage",
      as: "admin",
      body: { stage: "screening" },
    },
    { method: "GET", path: "/employer-dashboard/jobs/:id/pipeline", as: "admin" },
    { method: "POST", path: "/api/v1/admin/jobs/:id/active", as: "admin", body: { active: false } },
    { method: "PUT", path: "/api/v1/admin/users/:id/role", as: "admin", body: { role: "moderator" } },
    { method: "DELETE", path: "/api/v1/admin/users/:id/role", as: "admin" },
    { method: "DELETE", path: "/api/v1/admin/contact-submissions/:id", as: "admin" },
    { method: "POST", path: "/api/v1/admin/duplicates/:id/merge", as: "admin", body: { keep: "a" } },
    { method: "POST", path: "/api/v1/admin/duplicates/:id/dismiss", as: "admin" },
    { method: "GET", path: "/jobs/:id", as: "candidate" },
    { method: "POST", path: "/jobs/:id", as: "prober", body: "coverLetter=Hi", writes: ["rate_limits"] },
    { method: "GET", path: "/resumes/:id", as: "admin" },
    { method: "GET", path: "/files/photos/:id", as: "visitor" },
    { method: "GET", path: "/employer-dashboard/export?job=:id", as: "admin" },
    { method: "GET", path: "/employer-dashboard/interviews/:id", as: "admin" },
    { method: "GET", path: "/my-applications/interviews/:id", as: "candidate" },
    { method: "GET", path: "/api/v1/employer/applications/:id/messages", as: "admin" },
    {
      method: "POST",
      path: "/api/v1/employer/applications/:id/messages",
      as: "admin",
      body: { subject: "Hello", body: "Hello." },
    },
    { method: "GET", path: "/api/v1/me/applications/:id/messages", as: "candidate" },
    {
      method: "POST",
      path: "/api/v1/employer/talent-pool/:id/invitations",
      as: "employer",
      // The employer's own active job: only the candidate id is wrong. (A getter: ids are known once set up.)
      body: {
        get jobId() {
          return ids.job;
        },
      },
    },
  ];

  it.each(endpoints)(
    "$method $path: not found, nothing written",
    async ({ method, path, as, body, writes }) => {
      const failures: string[] = [];
      const encoded =
        body === undefined
          ? undefined
          : typeof body === "string"
            ? { data: body, type: "application/x-www-form-urlencoded" }
            : { data: JSON.stringify(body), type: "application/json" };
      let before = await snapshot();
      for (const id of hostileIds) {
        const answer = await send(as, method, path.replace(":id", inUrl(id)), encoded);
        const after = await snapshot();
        const problems = refusalProblems(
          answer,
          changedTables(before, after, writes),
          path.startsWith("/api/"),
        );
        before = after;
        if (answer.html && UNESCAPED_MARKUP.test(answer.text)) problems.push("markup echoed unescaped");
        if (problems.length) failures.push(`${show(id)} → ${problems.join("; ")}`);
      }
      expect(failures).toEqual([]);
    },
  );
});

describe("addresses whose %-escapes do not decode", () => {
  const broken = ["%E0%A4%A", "%ZZ", "%C0"];
  const paths = [
    "/:x",
    "/jobs/:x",
    "/hi/:x",
    "/profile/:x",
    "/files/photos/:x",
    "/assets/:x",
    "/api/v1/jobs/:x",
    "/employer-dashboard?tab=:x",
  ];

  it("answer 400, say so on a page, and write nothing", async () => {
    const failures: string[] = [];
    let before = await snapshot();
    for (const path of paths) {
      for (const x of broken) {
        const url = path.replace(":x", x);
        for (const [as, method] of [
          ["visitor", "GET"],
          ["candidate", "GET"],
          ["prober", "POST"],
        ] as const) {
          const body =
            method === "POST"
              ? { data: "coverLetter=Hi", type: "application/x-www-form-urlencoded" }
              : undefined;
          const answer = await send(as, method, url, body);
          const after = await snapshot();
          const written = changedTables(before, after, ["rate_limits"]);
          before = after;
          const problems: string[] = [];
          if (url.includes("?")) {
            // A query string is the page's to read: it answers as for any unknown value, never with a failure.
            if (answer.status >= 500) problems.push(`answered ${answer.status}`);
            if (written.length) problems.push(`wrote ${written.join(", ")}`);
          } else {
            problems.push(...refusalProblems(answer, written, url.startsWith("/api/")));
            if (answer.status !== 400 && !url.startsWith("/api/")) problems.push(`answered ${answer.status}`);
            const isPage = !url.startsWith("/api/") && !url.startsWith("/assets/");
            if (isPage && !answer.text.includes("This address is not valid"))
              problems.push("no page saying why");
            if (isPage && !answer.text.includes('name="viewport"'))
              problems.push("a page not sized for a phone");
          }
          if (problems.length) failures.push(`${as} ${method} ${url}: ${problems.join("; ")}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

// ── Query parameters ──────────────────────────────────────────────────────

/** The talent pool's query string (issue #22, common/schemas/talent-pool-rules.ts). */
const talentParams = [
  "q",
  "city",
  "state",
  "experience",
  "salaryMin",
  "salaryMax",
  "notice",
  "skill",
  "skillYears",
  "education",
  "industry",
  "updated",
  "page",
];

describe("hostile query parameters", () => {
  // Lists are lenient about their parameters (they come from URLs people
  // edit): anything unknown is the default, so the answer is the list, not an
  // error page; and a GET writes nothing.
  const queries: [string, Who, string[]][] = [
    ["/jobs", "candidate", ["q", "state", "experience", "page"]],
    // The referral link's ref (decision 0059): a bad one is no referral, never an error.
    ["/jobs/:job", "visitor", ["ref", "from"]],
    ["/jobs/:job", "candidate", ["ref", "from"]],
    [
      "/employer-dashboard/applications",
      "employer",
      ["tab", "job", "candidate", "status", "sort", "page", "rating", "application"],
    ],
    ["/employer-dashboard/users", "admin", ["q", "page"]],
    ["/admin/jobs", "admin", ["tab", "q", "sort", "dir", "page"]],
    ["/admin/users", "admin", ["q"]],
    ["/admin/system-users", "admin", ["q"]],
    ["/admin/users.csv", "admin", ["q"]],
    ["/auth", "visitor", ["redirectTo", "tab"]],
    ["/reset-password", "visitor", ["token"]],
    ["/profile", "candidate", ["step"]],
    ["/api/v1/jobs", "visitor", ["q", "state", "experience"]],
    ["/api/v1/admin/jobs", "admin", ["q", "sort", "dir"]],
    ["/api/v1/admin/users", "admin", ["q"]],
    ["/api/v1/admin/system-users", "admin", ["q"]],
    ["/api/v1/employer/jobs/:job/applications", "employer", ["status", "sort"]],
    ["/employer-dashboard/talent-pool", "employer", [...talentParams, "candidate"]],
    ["/api/v1/employer/talent-pool", "admin", talentParams],
    ["/employer-dashboard/interviews", "employer", ["range"]],
    ["/employer-dashboard/interviews", "admin", ["range"]],
    // Job orders (issue #37): an unknown owner is nobody's orders; an employer's owner is no filter.
    ["/employer-dashboard/orders", "employer", ["owner", "page"]],
    ["/employer-dashboard/orders", "admin", ["owner", "page"]],
    ["/api/v1/employer/orders", "admin", ["owner", "page"]],
    // Reports (issue #38): bad, reversed or huge periods are replaced and said; unknown scopes are none.
    ["/employer-dashboard/reports", "employer", ["from", "to", "owner", "client", "job"]],
    ["/employer-dashboard/reports", "admin", ["from", "to", "owner", "client", "job"]],
    ["/employer-dashboard/reports/csv/funnel", "employer", ["from", "to", "owner", "job"]],
    ["/api/v1/employer/reports/first-submission", "admin", ["from", "to", "owner", "client", "job"]],
    ["/employer-dashboard/reports/csv/placements", "employer", ["from", "to", "owner", "client", "job"]],
    ["/api/v1/employer/reports/retention", "admin", ["from", "to", "owner", "client", "job"]],
  ];

  it.each(queries)("%s: answered 200, nothing written", async (page, as, params) => {
    const failures: string[] = [];
    const path = page.replace(":job", ids.job);
    const before = await snapshot();
    for (const [index, param] of params.entries()) {
      for (const samples of Object.values(kinds)) {
        const value = samples[index % samples.length];
        const answer = await send(
          as,
          "GET",
          `${path}${path.includes("?") ? "&" : "?"}${param}=${inUrl(value)}`,
        );
        const label = `${param}=${show(value)} → ${answer.status}`;
        if (answer.status !== 200) failures.push(label);
        if (answer.html && UNESCAPED_MARKUP.test(answer.text))
          failures.push(`${label}: markup echoed unescaped`);
        // The employer dashboard answers 200 with an alert when a list fails (an unknown job is one).
        if (/Failed to load (applications|registered candidates)/.test(answer.text) && param !== "job")
          failures.push(`${label}: list failed`);
      }
    }
    // Parameters named to reach a prototype are only names.
    const polluting = pollutingFormNames.map((name) => `${encodeURIComponent(name)}=polluted`).join("&");
    const answer = await send(as, "GET", `${path}${path.includes("?") ? "&" : "?"}${polluting}`);
    if (answer.status !== 200) failures.push(`prototype names → ${answer.status}`);
    if (prototypesNow() !== prototypesAtStart)
      failures.push("prototype names: a shared prototype was written to");
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  // A dashboard's own address (and its old ?tab= addresses) sends any query on
  // to one of its tabs on this site, which then answers 200.
  const dashboards: [string, Who, string[]][] = [
    ["/employer-dashboard", "employer", ["tab", "job", "candidate", "status", "sort", "page"]],
    ["/admin", "admin", ["tab", "q", "sort", "dir", "page"]],
  ];
  it.each(dashboards)("%s: sent on to one of its tabs, nothing written", async (page, as, params) => {
    const failures: string[] = [];
    const before = await snapshot();
    for (const [index, param] of params.entries()) {
      for (const samples of Object.values(kinds)) {
        const value = samples[index % samples.length];
        const answer = await send(as, "GET", `${page}?${param}=${inUrl(value)}`);
        const label = `${param}=${show(value)} → ${answer.status} ${answer.location ?? ""}`.slice(0, 120);
        const to = new URL(answer.location ?? "", e2e.server.baseUrl);
        if (
          answer.status !== 302 ||
          to.origin !== e2e.server.baseUrl ||
          !to.pathname.startsWith(`${page}/`)
        ) {
          failures.push(label);
          continue;
        }
        const tab = await send(as, "GET", to.pathname + to.search);
        if (tab.status !== 200) failures.push(`${label}: the tab answered ${tab.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  // The talent pool (issue #22) reads its filters the same lenient way, and
  // says in `search` what it read: a filter whose value makes no sense is no
  // filter (the same candidates as without it); text stays text, cleaned.
  it("/api/v1/employer/talent-pool: a filter that makes no sense is no filter, text is cleaned", async () => {
    const failures: string[] = [];
    const before = await snapshot();
    type Found = { search: Record<string, unknown>; total: number };
    const search = async (query: string): Promise<Found | null> => {
      const answer = await send("admin", "GET", `/api/v1/employer/talent-pool${query}`);
      if (answer.status === 200) return (JSON.parse(answer.text) as { data: Found }).data;
      failures.push(`${query.slice(0, 80)} → ${answer.status}`);
      return null;
    };
    const all = (await search(""))!;
    expect(all.total).toBeGreaterThan(0);
    const numbers = ["salaryMin", "salaryMax", "notice", "skillYears"];
    const filters = [...numbers, "state", "experience", "education", "industry", "updated"];
    for (const param of filters)
      for (const samples of Object.values(kinds))
        for (const value of samples as string[]) {
          // "-0" is a number, 0, after all.
          if (value === "-0" && numbers.includes(param)) continue;
          const found = await search(`?${param}=${inUrl(value)}`);
          if (found && (found.search[param] !== undefined || found.total !== all.total))
            failures.push(
              `${param}=${show(value)} → read as ${show(found.search[param])}, ${found.total} of ${all.total}`,
            );
        }
    for (const [param, max] of [
      ["q", 200],
      ["city", 100],
      ["skill", 100],
    ] as const)
      for (const samples of Object.values(kinds))
        for (const value of samples as string[]) {
          const kept = (await search(`?${param}=${inUrl(value)}`))?.search[param];
          if (
            typeof kept !== "string" ||
            kept.includes("\u0000") ||
            kept.length > max ||
            kept !== kept.trim()
          )
            failures.push(`${param}=${show(value)} → read as ${show(kept)}`);
        }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it("the talent pool: repeated, bracketed and prototype-named parameters are one value or none", async () => {
    const failures: string[] = [];
    const before = await snapshot();
    const queries = [
      "notice=30&notice=abc",
      "q=fibre&q=noc&q=' OR 1=1 --",
      "state[]=Odisha",
      "state[0]=Odisha&state[1]=Kerala",
      "q[$ne]=x",
      "q[]=engineer&q[]=noc",
      "__proto__[notice]=30",
      "constructor[prototype][notice]=30",
      "__proto__=x&constructor=y&prototype=z",
      "page=1&page=2&page=99999",
      `candidate=${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}&candidate=x`,
    ];
    for (const query of queries)
      for (const path of ["/employer-dashboard/talent-pool", "/api/v1/employer/talent-pool"]) {
        const answer = await send("employer", "GET", `${path}?${query}`);
        if (answer.status !== 200) failures.push(`${path}?${query} → ${answer.status}`);
      }
    if (prototypesNow() !== prototypesAtStart) failures.push("a shared prototype was written to");
    expect(({} as Record<string, unknown>).notice).toBeUndefined();
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it("the talent pool's invitation: repeated, bracketed and prototype-named fields invite nobody", async () => {
    const candidateId = await candidateProfileId();
    const jobId = await freshInviteJob();
    const failures: string[] = [];
    const forms = [
      `candidateId[]=${candidateId}&jobId=${jobId}`,
      `candidateId=${candidateId}&jobId[]=${jobId}`,
      `candidateId[0]=${candidateId}&jobId[0]=${jobId}`,
      `__proto__[candidateId]=${candidateId}&constructor[prototype][jobId]=${jobId}`,
      `candidateId=not-a-uuid&candidateId=${candidateId}&jobId=${jobId}`,
      `candidateId=${candidateId}&jobId=${jobId}x`,
      `candidateId=${candidateId}%00&jobId=${jobId}`,
    ];
    const bodies = [
      JSON.stringify({ jobId: [jobId] }),
      JSON.stringify({ jobId: { toString: jobId } }),
      `{"__proto__": {"jobId": "${jobId}"}}`,
      `{"constructor": {"prototype": {"jobId": "${jobId}"}}}`,
    ];
    const attempts = [
      ...forms.map((data) => ({
        path: "/employer-dashboard/talent-pool",
        body: { data, type: "application/x-www-form-urlencoded" },
        label: data,
      })),
      ...bodies.map((data) => ({
        path: `/api/v1/employer/talent-pool/${candidateId}/invitations`,
        body: { data, type: "application/json" },
        label: data,
      })),
    ];
    for (const { path, body, label } of attempts) {
      const before = await snapshot();
      const answer = await send("employer", "POST", path, body);
      const problems = refusalProblems(
        answer,
        changedTables(before, await snapshot()),
        path.startsWith("/api/"),
      );
      if (problems.length) failures.push(`${label.slice(0, 100)}: ${problems.join("; ")}`);
    }
    if (prototypesNow() !== prototypesAtStart) failures.push("a shared prototype was written to");
    expect(failures).toEqual([]);
  });

  // The Applications tab's rating filter and sort (issue #23) are as lenient:
  // a rating that is not 1 to 5 is no filter, a sort it does not know is
  // newest first; the Interviews tab's range is this week or else today.
  it("/employer-dashboard/applications: a rating or sort that makes no sense is no filter, newest first", async () => {
    // Some stars to sort by: the sort by rating differs from the newest first.
    const applications = await db().selectFrom("job_applications").select("id").orderBy("id").execute();
    for (const [index, { id }] of applications.entries())
      await db()
        .updateTable("job_applications")
        .set({ rating: index % 3 === 0 ? null : (index % 5) + 1 })
        .where("id", "=", id)
        .execute();
    const failures: string[] = [];
    const before = await snapshot();
    /** The list's total and its applications in order, as the page shows them. */
    const list = async (param: string, value = "") => {
      const query = param ? `&${param}=${inUrl(value)}` : "";
      const answer = await send("admin", "GET", `/employer-dashboard/applications?job=all${query}`);
      // React writes <!-- --> between the pieces of a text: "All jobs<!-- --> · <!-- -->12".
      const heading = answer.text.replaceAll("<!-- -->", "");
      const total = heading.match(/All jobs · (\d+) application/)?.[1];
      const order = [...answer.text.matchAll(/application=([0-9a-f-]{36})/g)].map((match) => match[1]);
      if (answer.status !== 200 || total === undefined)
        failures.push(`${param}=${show(value)} → ${answer.status}, no total`);
      return `${total} ${[...new Set(order)].join(",")}`;
    };
    const newest = await list("");
    expect(newest).not.toBe(await list("sort", "rating"));
    expect(newest).not.toBe(await list("rating", "3"));
    const odd = ["0", "6", "2.5", "-1", "1.0", " 3", "3 ", "03", "+3", "NaN", "1e0", "3&rating=4", "３"];
    for (const value of [...Object.values(kinds).flat(), ...odd] as string[]) {
      if ((await list("rating", value)) !== newest) failures.push(`rating=${show(value)}: filtered`);
      const sorted = await list("sort", value);
      if (sorted !== newest) failures.push(`sort=${show(value)}: not newest first`);
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it("/employer-dashboard/interviews: a range other than week is today", async () => {
    const failures: string[] = [];
    const before = await snapshot();
    const week = await send("employer", "GET", "/employer-dashboard/interviews?range=week");
    expect(week.text).toContain("Interviews in the next 7 days");
    const values = [...Object.values(kinds).flat(), "WEEK", "week ", "month", "week&range=today", ""];
    for (const value of values as string[]) {
      const answer = await send("employer", "GET", `/employer-dashboard/interviews?range=${inUrl(value)}`);
      if (answer.status !== 200 || !answer.text.includes("Today&#x27;s interviews"))
        failures.push(`range=${show(value)} → ${answer.status}`);
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });
});

// ── The job feeds (issue #24) ─────────────────────────────────────────────

describe("the job feed's query parameters (issue #24)", () => {
  // /jobs.rss reads q, state and experience as /jobs does, leniently, and
  // ignores page: whatever they hold, a visitor gets 200 and a well-formed
  // feed with any markup as text in it, and nothing is written.
  it("/jobs.rss: a well-formed feed for every value, nothing written", async () => {
    const failures: string[] = [];
    const before = await snapshot();
    const check = (label: string, answer: Answer) => {
      if (answer.status !== 200) failures.push(`${label} → ${answer.status}`);
      else if (XMLValidator.validate(answer.text) !== true) failures.push(`${label}: not well-formed XML`);
      // Job titles are CDATA (text, whatever they hold); markup anywhere else would be elements.
      if (UNESCAPED_MARKUP.test(answer.text.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "")))
        failures.push(`${label}: markup echoed unescaped`);
    };
    for (const [index, param] of ["q", "state", "experience", "page"].entries())
      for (const samples of Object.values(kinds)) {
        const value = samples[index % samples.length];
        check(`${param}=${show(value)}`, await send("visitor", "GET", `/jobs.rss?${param}=${inUrl(value)}`));
      }
    const polluting = pollutingFormNames.map((name) => `${encodeURIComponent(name)}=polluted`).join("&");
    check("prototype names", await send("visitor", "GET", `/jobs.rss?${polluting}`));
    check("repeated", await send("visitor", "GET", "/jobs.rss?q=noc&q=%00&state=Delhi&state=x&q[]=y"));
    if (prototypesNow() !== prototypesAtStart) failures.push("a shared prototype was written to");
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });
});

// ── The recruiter's forms (issue #23): the values the issue names ─────────

describe("the recruiter's forms (issue #23)", () => {
  const page = "/employer-dashboard/applications";
  const rate = () => ({ intent: "rate", applicationId: ids.application, rating: "4" });
  const addNote = () => ({ intent: "add-note", applicationId: ids.application, body: "Keen." });
  const schedule = () => ({ intent: "schedule", applicationId: ids.application, ...interviewForm() });
  const reschedule = () => ({ intent: "reschedule", interviewId: ids.interview, ...interviewForm() });
  const video = (link: string) => ({ mode: "video", meeting_link: link });
  const yesterday = new Date(Date.now() + (5.5 - 24) * 3600_000).toISOString().slice(0, 10);
  const dateMessage = "Please choose the interview date.";
  const durationMessage =
    /Please choose how long the interview takes\.|An interview can be at most 8 hours long\./;
  const linkMessage = "Please enter the video call's link, starting with https://.";
  /** A form, the fields that make it wrong, and the message that must say so. */
  const refusals: (readonly [() => Record<string, string>, Record<string, string>, string | RegExp])[] = [
    ...["6", "2.5", "NaN", "-1", "1e9", "five", "Infinity", "4 stars"].map(
      (rating) => [rate, { rating }, "Please choose from 1 to 5 stars."] as const,
    ),
    ...["", " \r\n\t ", "x".repeat(5001)].map(
      (body) =>
        [addNote, { body }, /Please write the note\.|A note can be at most 5,000 characters\./] as const,
    ),
    ...[schedule, reschedule].flatMap((form) => [
      ...["2026-02-30", "2027-02-29", "2030-04-31", "2030-13-01", "2030-00-10", "2030-3-1", "01/03/2030"].map(
        (date) => [form, { date }, dateMessage] as const,
      ),
      ...[yesterday, "0001-01-01"].map(
        (date) => [form, { date }, "Please choose a time in the future."] as const,
      ),
      ...["24:00", "23:60", "9:30", "12:30:00", "12:30 pm", "-1:00", "11:30\n", ""].map(
        (time) => [form, { time }, "Please choose the interview time."] as const,
      ),
      ...["0", "-5", "1e9", "9", "481", "30.5", "NaN", "Infinity", ""].map(
        (duration_minutes) => [form, { duration_minutes }, durationMessage] as const,
      ),
      ...["IN_PERSON", "zoom", "in person", ""].map(
        (mode) => [form, { mode }, "Please choose how the interview takes place."] as const,
      ),
      ...[
        "javascript:alert(1)",
        "JavaScript:alert(document.cookie)//https://meet.example.com",
        "data:text/html,<script>alert(1)</script>",
        "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
        "http://meet.example.com/room",
        "ftp://meet.example.com/room",
        "//meet.example.com/room",
        "meet.example.com/room",
        "https://",
        "https://meet example.com",
        "",
      ].map((link) => [form, video(link), linkMessage] as const),
      [form, { location: " " }, "Please enter the address of the interview."] as const,
      [form, { interviewer_name: " " }, "Please enter the interviewer's name."] as const,
      [
        form,
        { interviewer_name: "x".repeat(121) },
        "The interviewer's name can be at most 120 characters.",
      ] as const,
    ]),
  ];

  it("refuses each with its message, writing nothing (no interview, note, rating or e-mail)", async () => {
    const failures: string[] = [];
    for (const [form, fields, message] of refusals) {
      const before = await snapshot();
      const payload = { ...form(), ...fields };
      const answer = await send("employer", "POST", page, encode("form", payload), true);
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      const said = typeof message === "string" ? answer.text.includes(message) : message.test(answer.text);
      if (!said) problems.push(`does not say ${String(message)}: ${answer.text.slice(0, 160)}`);
      if (problems.length) failures.push(`${payload.intent} ${show(fields)}: ${problems.join("; ")}`);
    }
    expect(failures).toEqual([]);
  });

  it("takes an https link in any spelling a browser opens, and stores it as https://", async () => {
    const failures: string[] = [];
    for (const [link, stored] of [
      ["https://meet.example.com/room-1", "https://meet.example.com/room-1"],
      ["HTTPS://Meet.Example.com/Room-1", "https://meet.example.com/Room-1"],
      ["https:meet.example.com/room-1", "https://meet.example.com/room-1"],
      [" https://meet.example.com/room-1?pwd=a b ", "https://meet.example.com/room-1?pwd=a%20b"],
    ]) {
      for (const form of [schedule, reschedule]) {
        const answer = await send(
          "employer",
          "POST",
          page,
          encode("form", { ...form(), ...video(link) }),
          true,
        );
        const kept = await interviewStored("meeting_link", form === reschedule ? ids.interview : undefined);
        if (!acceptedStatus(answer) || kept !== stored)
          failures.push(`${form().intent} ${show(link)} → ${answer.status}, stored ${show(kept)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("a rating of 0 or nothing clears it; a rate without a rating is refused", async () => {
    for (const rating of ["0", ""]) {
      await send("employer", "POST", page, encode("form", rate()), true);
      const answer = await send("employer", "POST", page, encode("form", { ...rate(), rating }), true);
      expect(acceptedStatus(answer), answer.text).toBe(true);
      const { rating: kept } = await db()
        .selectFrom("job_applications")
        .select("rating")
        .where("id", "=", ids.application)
        .executeTakeFirstOrThrow();
      expect(kept).toBeNull();
    }
    const before = await snapshot();
    const { rating: _, ...withoutRating } = rate();
    const answer = await send("employer", "POST", page, encode("form", withoutRating), true);
    expect(refusalProblems(answer, changedTables(before, await snapshot()), false)).toEqual([]);
  });

  it("repeated, bracketed and prototype-named fields are one value or none, never a list", async () => {
    const app = ids.application;
    const note = ids.note;
    const interview = ids.interview;
    const when = new URLSearchParams(interviewForm()).toString();
    /** The scheduling form without the field `name`, for the request to send it its own way. */
    const whenBut = (name: string) =>
      new URLSearchParams(Object.entries(interviewForm()).filter(([key]) => key !== name)).toString();
    const refused = [
      `intent=rate&applicationId[]=${app}&rating=4`,
      `intent=rate&applicationId[0]=${app}&rating=4`,
      `intent=rate&applicationId=${app}&rating[]=4`,
      `intent=rate&applicationId=${app}&rating=9&rating=4`,
      `intent=rate&applicationId=not-a-uuid&applicationId=${app}&rating=4`,
      `intent=rate&applicationId=${app.toUpperCase()}%00&rating=4`,
      `intent=rate&__proto__[applicationId]=${app}&rating=4`,
      `intent[]=rate&applicationId=${app}&rating=4`,
      `intent=add-note&applicationId=${app}&body[]=hello`,
      `intent=add-note&applicationId=${app}&__proto__[body]=hello`,
      `intent=add-note&applicationId=${app}&constructor[prototype][body]=hello`,
      `intent=edit-note&noteId[]=${note}&body=hello`,
      `intent=edit-note&noteId=${note}&noteId=${app}&body=%00`,
      `intent=delete-note&noteId[0]=${note}`,
      `intent=delete-note&constructor[prototype][noteId]=${note}`,
      `intent=schedule&applicationId=${app}&${whenBut("date")}&date[]=2030-01-01`,
      `intent=schedule&applicationId=${app}&${whenBut("date")}&date=2026-02-30&date=2030-02-30`,
      `intent=schedule&applicationId=${app}&${whenBut("time")}&time=24:00&time=09:60`,
      `intent=schedule&applicationId=${app}&${whenBut("duration_minutes")}&duration_minutes[]=45`,
      `intent=schedule&applicationId[]=${app}&${when}`,
      `intent=schedule&applicationId=${app}&${when}&mode=video&meeting_link=javascript:alert(1)`,
      `intent=reschedule&interviewId[]=${interview}&${when}`,
      `intent=reschedule&__proto__[interviewId]=${interview}&${when}`,
      `intent=cancel-interview&interviewId[]=${interview}`,
      `intent=cancel-interview&interviewId=${interview}x`,
    ];
    const failures: string[] = [];
    for (const data of refused) {
      const before = await snapshot();
      const answer = await send("employer", "POST", page, {
        data,
        type: "application/x-www-form-urlencoded",
      });
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      if (problems.length) failures.push(`${data.slice(0, 100)}: ${problems.join("; ")}`);
    }
    // Two values of one field: one of them is taken, as it was sent.
    const oneOf: [string, () => Promise<unknown>, unknown[]][] = [
      [
        `intent=rate&applicationId=${app}&rating=4&rating=5`,
        async () =>
          (
            await db()
              .selectFrom("job_applications")
              .select("rating")
              .where("id", "=", app)
              .executeTakeFirstOrThrow()
          ).rating,
        [4, 5],
      ],
      [
        `intent=add-note&applicationId=${app}&body=first&body=second`,
        () => noteStored(),
        ["first", "second"],
      ],
      [
        `intent=schedule&applicationId=${app}&${whenBut("interviewer_name")}&interviewer_name=Asha&interviewer_name=Bina`,
        () => interviewStored("interviewer_name"),
        ["Asha", "Bina"],
      ],
    ];
    for (const [data, stored, values] of oneOf) {
      const answer = await send("employer", "POST", page, {
        data,
        type: "application/x-www-form-urlencoded",
      });
      const kept = await stored();
      if (!acceptedStatus(answer) || !values.includes(kept))
        failures.push(`${data.slice(0, 100)} → ${answer.status}, stored ${show(kept)}`);
    }
    if (prototypesNow() !== prototypesAtStart) failures.push("a shared prototype was written to");
    expect(failures).toEqual([]);
  });
});

// ── Body size limits ──────────────────────────────────────────────────────

describe("body size limits", () => {
  const MB = 1024 * 1024;
  const limits: { name: string; path: () => string; as: Who; bytes: number; type: string }[] = [
    {
      name: "a form (1 MB)",
      path: () => "/?index",
      as: "visitor",
      bytes: MB,
      type: "application/x-www-form-urlencoded",
    },
    {
      name: "a job form (1 MB)",
      path: () => "/post-job",
      as: "employer",
      bytes: MB,
      type: "application/x-www-form-urlencoded",
    },
    {
      name: "the profile's uploads (6 MB)",
      path: () => "/profile",
      as: "candidate",
      bytes: 6 * MB,
      type: "multipart/form-data; boundary=x",
    },
    {
      name: "the admin's bulk import (15 MB)",
      path: () => "/admin/post",
      as: "admin",
      bytes: 15 * MB,
      type: "multipart/form-data; boundary=x",
    },
    {
      name: "the API (12 MB)",
      path: () => "/api/v1/admin/jobs/bulk",
      as: "admin",
      bytes: 12 * MB,
      type: "application/json",
    },
  ];
  it.each(limits)(
    "$name: one byte more is refused with 413, nothing written",
    async ({ path, as, bytes, type }) => {
      const before = await snapshot();
      // A body that would be accepted if it were read: its size alone refuses it.
      const body =
        type === "application/json"
          ? JSON.stringify([{ ...jobTemplate[0], job_description: "x" }]).padEnd(bytes + 1, " ")
          : type.startsWith("multipart")
            ? `--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nnone\r\n--x--\r\n`.padEnd(
                bytes + 1,
                "\n",
              )
            : new URLSearchParams({
                fullName: "Big",
                email: "big@example.com",
                message: "x".repeat(bytes),
              }).toString();
      const answer = await send(as, "POST", path(), { data: body, type });
      expect(answer.status).toBe(413);
      expect(changedTables(before, await snapshot())).toEqual([]);
    },
  );
});

// ── Page numbers ──────────────────────────────────────────────────────────

describe("page numbers", () => {
  // Every paged list, as a page and through the API: a page number that is not
  // a whole number of 1 or more is page 1, a huge one the last page there can
  // be (an empty one), never a database error.
  const firstPage = ["abc", "-5", "0", "2.5", "", "NaN", "-Infinity", "0x"];
  const huge = ["1e999", "9999999999999999999", "Infinity", "9".repeat(400)];
  const pages: [string, () => string, Who][] = [
    ["admin jobs", () => "/admin/jobs", "admin"],
    ["admin users", () => "/admin/users", "admin"],
    ["admin system users", () => "/admin/system-users", "admin"],
    ["admin contact", () => "/admin/contact", "admin"],
    ["admin audit log", () => "/admin/audit", "admin"],
    ["employer applications", () => "/employer-dashboard/applications", "employer"],
    ["employer applications (admin)", () => `/employer-dashboard/applications?job=${ids.job}`, "admin"],
    ["employer all users", () => "/employer-dashboard/users", "admin"],
    ["job search", () => "/jobs?q=engineer", "candidate"],
    ["talent pool", () => "/employer-dashboard/talent-pool?q=engineer", "employer"],
    ["job orders", () => "/employer-dashboard/orders", "employer"],
    ["job orders (admin)", () => "/employer-dashboard/orders?owner=all", "admin"],
  ];
  const apis: [string, () => string, Who, number][] = [
    ["API admin jobs", () => "/api/v1/admin/jobs", "admin", MAX_PAGE_NUMBER],
    ["API admin users", () => "/api/v1/admin/users", "admin", MAX_PAGE_NUMBER],
    ["API admin system users", () => "/api/v1/admin/system-users", "admin", MAX_PAGE_NUMBER],
    ["API admin contact", () => "/api/v1/admin/contact-submissions", "admin", MAX_PAGE_NUMBER],
    ["API admin audit log", () => "/api/v1/admin/audit-log", "admin", MAX_PAGE_NUMBER],
    ["API applications", () => `/api/v1/employer/jobs/${ids.job}/applications`, "admin", MAX_PAGE_NUMBER],
    ["API job search", () => "/api/v1/jobs?q=engineer", "visitor", MAX_PAGE],
    ["API talent pool", () => "/api/v1/employer/talent-pool?q=engineer", "employer", TALENT_MAX_PAGE],
    ["API job orders", () => "/api/v1/employer/orders", "admin", MAX_PAGE_NUMBER],
  ];
  const withPage = (path: string, page: string) =>
    `${path}${path.includes("?") ? "&" : "?"}page=${encodeURIComponent(page)}`;

  it.each(pages)("%s: answered 200", async (_name, path, as) => {
    const failures: string[] = [];
    for (const page of [...firstPage, ...huge]) {
      const answer = await send(as, "GET", withPage(path(), page));
      if (answer.status !== 200) failures.push(`page=${page.slice(0, 20)} → ${answer.status}`);
      // The employer dashboard answers 200 with this alert when the list fails.
      if (answer.text.includes("Failed to load applications"))
        failures.push(`page=${page.slice(0, 20)}: list failed`);
    }
    expect(failures).toEqual([]);
  });

  it.each(apis)("%s: page 1 or the last page there can be", async (_name, path, as, max) => {
    const failures: string[] = [];
    const expected = [
      ...firstPage.map((page) => [page, 1] as const),
      ...huge.map((page) => [page, max] as const),
    ];
    for (const [page, want] of expected) {
      const answer = await send(as, "GET", withPage(path(), page));
      const body = JSON.parse(answer.text) as { data?: { page?: number } };
      if (answer.status !== 200 || body.data?.page !== want)
        failures.push(`page=${page.slice(0, 20)} → ${answer.status} page ${body.data?.page}`);
    }
    expect(failures).toEqual([]);
  });
});

// ── Saved jobs (issue #24) ────────────────────────────────────────────────

describe("saved jobs (issue #24)", () => {
  const notFound = "The job you're looking for doesn't exist or is no longer active.";
  /** Ids no job has, as a path and as a form field send them. */
  const malformedIds = [
    ...Object.values(kinds).map((samples) => samples[0]),
    "-".repeat(36),
    "../../../etc/passwd",
    "%00",
    "__proto__",
    "constructor",
    "prototype",
  ];
  const savedBy = async (email: string) =>
    (
      await db()
        .selectFrom("saved_jobs")
        .innerJoin("user", "user.id", "saved_jobs.candidate_id")
        .select("saved_jobs.job_id")
        .where("user.email", "=", email)
        .execute()
    ).map((row) => row.job_id);
  const form = (data: string) => ({ data, type: "application/x-www-form-urlencoded" });

  it("malformed, unknown and hostile job ids: 'Job Not Found' by API and page, nothing written", async () => {
    const failures: string[] = [];
    /** Name, request, whether the answer is JSON, whether a well-formed id of no job is refused too. */
    const attempts: [string, (id: unknown) => Promise<Answer>, boolean, boolean][] = [
      ["PUT", (id) => send("candidate", "PUT", `/api/v1/me/saved-jobs/${inUrl(id)}`), true, true],
      ["DELETE", (id) => send("candidate", "DELETE", `/api/v1/me/saved-jobs/${inUrl(id)}`), true, false],
      [
        "page save",
        (id) => send("candidate", "POST", "/saved-jobs", encode("form", { intent: "save", jobId: id })),
        false,
        true,
      ],
      [
        "page remove",
        (id) => send("candidate", "POST", "/saved-jobs", encode("form", { intent: "unsave", jobId: id })),
        false,
        false,
      ],
    ];
    for (const [name, attempt, json, refusesUnknown] of attempts) {
      // No such job: saving it is refused; removing it from a list it is not on changes nothing.
      const tried = refusesUnknown ? [...malformedIds, "00000000-0000-0000-0000-000000000000"] : malformedIds;
      for (const id of tried) {
        const before = await snapshot();
        const answer = await attempt(id);
        const problems = refusalProblems(answer, changedTables(before, await snapshot()), json);
        if (answer.status !== 404) problems.push(`answered ${answer.status}`);
        const said = json
          ? (JSON.parse(answer.text || "{}") as { error?: { message?: string } }).error?.message === notFound
          : answer.text.includes("Job Not Found");
        if (!said) problems.push(`does not say 'Job Not Found': ${answer.text.slice(0, 120)}`);
        if (answer.html && UNESCAPED_MARKUP.test(answer.text)) problems.push("markup echoed unescaped");
        if (problems.length) failures.push(`${name} ${show(id)}: ${problems.join("; ")}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await savedBy(demoAccounts.candidate.email)).toEqual([]);
  });

  it("arrays, repeated, bracketed and prototype-named fields save nothing, or the one job named first", async () => {
    const job = ids.job;
    const refused = [
      `intent=save&jobId[]=${job}`,
      `intent=save&jobId[0]=${job}`,
      `intent=save&jobId[id]=${job}`,
      `intent[]=save&jobId=${job}`,
      `intent=save&__proto__[jobId]=${job}`,
      `intent=save&__proto__=${job}`,
      `intent=save&constructor[prototype][jobId]=${job}`,
      `intent=save&jobId=not-a-uuid&jobId=${job}`,
      `intent=save&jobId=${job}x`,
      `intent=save&jobId=${job.toUpperCase()}%00`,
      `intent=save&jobId=${"x".repeat(30_000)}`,
      `intent=__proto__&jobId=${job}`,
      `intent=constructor&jobId=${job}`,
      `intent=toString&jobId=${job}`,
      `intent=${"save".repeat(5_000)}&jobId=${job}`,
      `jobId=${job}`,
    ];
    const failures: string[] = [];
    for (const data of refused) {
      const before = await snapshot();
      const answer = await send("candidate", "POST", "/saved-jobs", form(data));
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      if (problems.length) failures.push(`${data.slice(0, 100)}: ${problems.join("; ")}`);
    }
    // A file where the id goes is no id.
    const multipart = new FormData();
    multipart.append("intent", "save");
    multipart.append("jobId", new File([job], "id.txt", { type: "text/plain" }));
    const before = await snapshot();
    const answer = await send("candidate", "POST", "/saved-jobs", { data: multipart });
    const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
    if (problems.length) failures.push(`jobId as a file: ${problems.join("; ")}`);
    expect(await savedBy(demoAccounts.candidate.email)).toEqual([]);

    // Two ids: the first is taken, as it was sent; the API takes the path's, whatever its body says.
    const other = ids.toggledJob;
    const twice = await send(
      "candidate",
      "POST",
      "/saved-jobs",
      form(`intent=save&jobId=${job}&jobId=${other}`),
    );
    if (!acceptedStatus(twice)) failures.push(`two ids → ${twice.status}`);
    expect(await savedBy(demoAccounts.candidate.email)).toEqual([job]);
    const api = await send("candidate", "PUT", `/api/v1/me/saved-jobs/${job}`, {
      data: JSON.stringify({ jobId: other, candidate_id: "someone-else", ...pollutingJson() }),
      type: "application/json",
    });
    if (api.status !== 200) failures.push(`API with a hostile body → ${api.status}`);
    expect(await savedBy(demoAccounts.candidate.email)).toEqual([job]);
    await send("candidate", "DELETE", `/api/v1/me/saved-jobs/${job}`);
    if (prototypesNow() !== prototypesAtStart) failures.push("a shared prototype was written to");
    expect(failures).toEqual([]);
    expect(await savedBy(demoAccounts.candidate.email)).toEqual([]);
  });

  it("returnTo never leaves the site: anything but a path of ours comes back to /saved-jobs", async () => {
    const failures: string[] = [];
    for (const returnTo of [
      "//evil.example/",
      "https://evil.example/",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      " /jobs",
      `/${"x".repeat(3_000)}`,
      "/jobs\r\nSet-Cookie: x=1",
      "",
    ]) {
      // Removing a job that is not saved writes nothing: only where it goes is under test.
      const answer = await send(
        "candidate",
        "POST",
        "/saved-jobs",
        encode("form", { intent: "unsave", jobId: ids.job, returnTo }),
      );
      if (answer.status !== 302 || answer.location !== "/saved-jobs")
        failures.push(`${show(returnTo)} → ${answer.status} ${answer.location}`);
    }
    const kept = await send(
      "candidate",
      "POST",
      "/saved-jobs",
      encode("form", { intent: "unsave", jobId: ids.job, returnTo: "/jobs?q=noc#job-1" }),
    );
    expect([kept.status, kept.location]).toEqual([302, "/jobs?q=noc#job-1"]);
    const bracketed = await send(
      "candidate",
      "POST",
      "/saved-jobs",
      form(`intent=unsave&jobId=${ids.job}&returnTo[]=//evil.example`),
    );
    expect([bracketed.status, bracketed.location]).toEqual([302, "/saved-jobs"]);
    expect(failures).toEqual([]);
  });

  it("page numbers of the list, as a page and through the API: page 1, or the last page there can be", async () => {
    const failures: string[] = [];
    for (const [page, want] of [
      ...["abc", "-5", "0", "2.5", "", "NaN", "-Infinity", "0x"].map((value) => [value, 1] as const),
      ...["1e999", "9999999999999999999", "Infinity", "9".repeat(400)].map(
        (value) => [value, MAX_PAGE_NUMBER] as const,
      ),
    ]) {
      const html = await send("candidate", "GET", `/saved-jobs?page=${encodeURIComponent(page)}`);
      if (html.status !== 200) failures.push(`page ${page.slice(0, 20)} → ${html.status}`);
      const api = await send("candidate", "GET", `/api/v1/me/saved-jobs?page=${encodeURIComponent(page)}`);
      const body = JSON.parse(api.text) as { data?: { page?: number } };
      if (api.status !== 200 || body.data?.page !== want)
        failures.push(`API page=${page.slice(0, 20)} → ${api.status} page ${body.data?.page}`);
    }
    expect(failures).toEqual([]);
  });
});

// ── Job alerts and the outbox (issue #24) ────────────────────────────────

describe("job alerts and the e-mail outbox (issue #24)", () => {
  const form = (payload: Record<string, unknown>) => encode("form", payload);
  const hostile = Object.values(kinds).flat();
  const alertsOf = (email: string) =>
    db()
      .selectFrom("job_alerts")
      .select(["id", "q", "name", "frequency"])
      .where("email", "=", email)
      .execute();

  it("a new alert: a bad frequency, name or address is refused with a message, nothing written", async () => {
    const failures: string[] = [];
    const attempts: [string, Who, (value: unknown) => Record<string, unknown>][] = [
      ["frequency", "candidate", (value) => ({ q: "noc", frequency: value, consent: "yes" })],
      ["name", "candidate", (value) => ({ q: "noc", frequency: "daily", name: value, consent: "yes" })],
      ["email", "visitor", (value) => ({ q: "noc", frequency: "daily", email: value, consent: "yes" })],
      // The data notice's "I agree" box (decision 0046): anything but "yes" is no consent.
      [
        "consent",
        "visitor",
        (value) => ({ q: "noc", frequency: "daily", email: "hostile@example.com", consent: value }),
      ],
      ["consent", "candidate", (value) => ({ q: "noc", frequency: "daily", consent: value })],
    ];
    for (const [field, who, payload] of attempts)
      for (const value of hostile) {
        // A name of words and the longest one are names; the rest must be refused.
        if (field === "name" && typeof value === "string" && value.trim() && value.length <= 80) continue;
        const before = await snapshot();
        const answer = await send(who, "POST", "/job-alerts/new", form(payload(value)));
        const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
        if (answer.status !== 422) problems.push(`answered ${answer.status}`);
        if (answer.html && UNESCAPED_MARKUP.test(answer.text)) problems.push("markup echoed unescaped");
        if (problems.length) failures.push(`${field}=${show(value)}: ${problems.join("; ")}`);
      }
    expect(failures).toEqual([]);
    expect(await alertsOf(demoAccounts.candidate.email)).toEqual([]);
  });

  it("a new alert's search is read as /jobs reads it, and shown escaped", async () => {
    const failures: string[] = [];
    for (const value of hostile) {
      const answer = await send(
        "candidate",
        "POST",
        "/job-alerts/new",
        form({ q: value, state: value, experience: value, frequency: "weekly", consent: "yes" }),
      );
      // Stored (cut, trimmed, unknown filters as "all"), or the same search again.
      if (answer.status !== 302 && answer.status !== 409)
        failures.push(`q=${show(value)}: answered ${answer.status}`);
    }
    const page = await send("candidate", "GET", "/job-alerts");
    if (UNESCAPED_MARKUP.test(page.text)) failures.push("/job-alerts echoes markup unescaped");
    const stored = await alertsOf(demoAccounts.candidate.email);
    for (const alert of stored) {
      if (alert.q.length > 100 || alert.q.includes("\u0000")) failures.push(`stored q ${show(alert.q)}`);
      await db().deleteFrom("job_alerts").where("id", "=", alert.id).execute();
    }
    expect(failures).toEqual([]);
  });

  it("changing an alert: hostile ids, intents and fields change nothing", async () => {
    const [alert] = await db()
      .insertInto("job_alerts")
      .values({
        candidate_id: (
          await db()
            .selectFrom("user")
            .select("id")
            .where("email", "=", demoAccounts.candidate.email)
            .executeTakeFirstOrThrow()
        ).id,
        email: demoAccounts.candidate.email,
        name: "Mine",
        q: "mine",
        state: "all-states",
        experience: "all-levels",
        frequency: "daily",
        confirmed_at: new Date(),
      })
      .returning("id")
      .execute();
    const failures: string[] = [];
    const bodies = [
      ...hostile.map((value) => ({ intent: "delete", id: value })),
      ...hostile.map((value) => ({ intent: "pause", id: value })),
      ...hostile.map((value) => ({ intent: value, id: alert.id })),
      ...hostile.map((value) => ({ intent: "update", id: alert.id, frequency: value })),
      ...pollutingFormNames.map((name) => ({ intent: "update", id: alert.id, [name]: "weekly" })),
    ];
    for (const body of bodies) {
      const before = await snapshot();
      const answer = await send("candidate", "POST", "/job-alerts", form(body));
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      if (answer.html && UNESCAPED_MARKUP.test(answer.text)) problems.push("markup echoed unescaped");
      if (problems.length) failures.push(`${show(body)}: ${problems.join("; ")}`);
    }
    expect(failures).toEqual([]);
    expect(await alertsOf(demoAccounts.candidate.email)).toEqual([
      { id: alert.id, q: "mine", name: "Mine", frequency: "daily" },
    ]);
    await db().deleteFrom("job_alerts").where("id", "=", alert.id).execute();
  });

  it("withdrawing a consent (decision 0046): hostile ids change nothing; the real one withdraws", async () => {
    const made = await send(
      "candidate",
      "POST",
      "/job-alerts/new",
      form({ q: "consent-hostile", frequency: "daily", consent: "yes" }),
    );
    expect(made.status).toBe(302);
    const { id: userId } = await db()
      .selectFrom("user")
      .select("id")
      .where("email", "=", demoAccounts.candidate.email)
      .executeTakeFirstOrThrow();
    const consent = await db()
      .selectFrom("consents")
      .select("id")
      .where("user_id", "=", userId)
      .where("purpose", "=", "job_alert")
      .where("withdrawn_at", "is", null)
      .executeTakeFirstOrThrow();
    const failures: string[] = [];
    const bodies = [
      ...hostile.map((value) => ({ intent: "withdraw-consent", id: value })),
      ...pollutingFormNames.map((name) => ({ intent: "withdraw-consent", [name]: consent.id })),
    ];
    for (const body of bodies) {
      const before = await snapshot();
      const answer = await send("candidate", "POST", "/profile", form(body));
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      if (answer.html && UNESCAPED_MARKUP.test(answer.text)) problems.push("markup echoed unescaped");
      if (problems.length) failures.push(`${show(body)}: ${problems.join("; ")}`);
    }
    expect(failures).toEqual([]);
    expect((await alertsOf(demoAccounts.candidate.email)).map((alert) => alert.q)).toEqual([
      "consent-hostile",
    ]);
    const withdrawn = await send(
      "candidate",
      "POST",
      "/profile",
      form({ intent: "withdraw-consent", id: consent.id }),
    );
    expect(withdrawn.status).toBe(200);
    expect(await alertsOf(demoAccounts.candidate.email)).toEqual([]);
  });

  it("the signed links: any forged or hostile alert and token is 'not valid', nothing written", async () => {
    const failures: string[] = [];
    for (const value of [...hostile, ...pollutingFormNames]) {
      for (const query of [
        `alert=${inUrl(value)}&token=x`,
        `alert=00000000-0000-0000-0000-000000000000&token=${inUrl(value)}`,
        `alert[]=${inUrl(value)}&token[]=y`,
      ]) {
        const before = await snapshot();
        const answers = [
          await send("visitor", "GET", `/job-alerts/confirm?${query}`),
          await send("visitor", "GET", `/job-alerts/unsubscribe?${query}`),
          await send("visitor", "POST", `/job-alerts/confirm?${query}`, form({})),
          await send(
            "visitor",
            "POST",
            `/job-alerts/unsubscribe?${query}`,
            form({ "List-Unsubscribe": "One-Click" }),
          ),
        ];
        const changed = changedTables(before, await snapshot());
        if (changed.length) failures.push(`${query}: wrote ${changed.join(", ")}`);
        for (const answer of answers) {
          if (answer.status >= 500) failures.push(`${query}: answered ${answer.status}`);
          if (!answer.text.includes("This link is not valid"))
            failures.push(`${query}: does not say the link is not valid`);
          if (answer.html && UNESCAPED_MARKUP.test(answer.text))
            failures.push(`${query}: markup echoed unescaped`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("duplicates: merging or dismissing a hostile id, or keeping a hostile side, is refused, nothing written", async () => {
    const failures: string[] = [];
    // The demo's pair (Sunil Pawar twice): a hostile "keep" must leave it as it is.
    const pair = await db()
      .selectFrom("candidate_duplicates")
      .select("id")
      .where("status", "=", "open")
      .executeTakeFirstOrThrow();
    const attempts: [string, Record<string, unknown>][] = [];
    for (const value of [...hostile, "00000000-0000-0000-0000-000000000000", ...pollutingFormNames]) {
      attempts.push([`merge id=${show(value)}`, { intent: "merge", id: value, keep: "a" }]);
      attempts.push([`dismiss id=${show(value)}`, { intent: "dismiss", id: value }]);
      attempts.push([`merge keep=${show(value)}`, { intent: "merge", id: pair.id, keep: value }]);
    }
    for (const [label, fields] of attempts) {
      const before = await snapshot();
      const answer = await send("admin", "POST", "/admin/duplicates", form(fields));
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      if (answer.html && UNESCAPED_MARKUP.test(answer.text)) problems.push("markup echoed unescaped");
      if (problems.length) failures.push(`${label}: ${problems.join("; ")}`);
    }
    for (const keep of [...hostile, ...pollutingFormNames]) {
      const before = await snapshot();
      const answer = await send(
        "admin",
        "POST",
        `/api/v1/admin/duplicates/${pair.id}/merge`,
        encode("json", { keep }),
      );
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      if (problems.length) failures.push(`API keep=${show(keep)}: ${problems.join("; ")}`);
    }
    for (const merge of [...hostile, ...pollutingFormNames]) {
      const answer = await send("admin", "GET", `/admin/duplicates?merge=${inUrl(merge)}`);
      if (answer.status !== 200) failures.push(`?merge=${show(merge)}: answered ${answer.status}`);
      if (UNESCAPED_MARKUP.test(answer.text)) failures.push(`?merge=${show(merge)}: markup echoed unescaped`);
    }
    expect(failures).toEqual([]);
  });

  it("the outbox: retrying a hostile or unknown id is refused, nothing written", async () => {
    const failures: string[] = [];
    for (const value of [...hostile, "00000000-0000-0000-0000-000000000000", ...pollutingFormNames]) {
      const before = await snapshot();
      const answer = await send("admin", "POST", "/admin/outbox", form({ intent: "retry", id: value }));
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      if (answer.html && UNESCAPED_MARKUP.test(answer.text)) problems.push("markup echoed unescaped");
      if (problems.length) failures.push(`id=${show(value)}: ${problems.join("; ")}`);
    }
    for (const status of [...hostile, ...pollutingFormNames]) {
      const answer = await send("admin", "GET", `/admin/outbox?status=${inUrl(status)}`);
      if (answer.status !== 200) failures.push(`status=${show(status)}: answered ${answer.status}`);
      if (UNESCAPED_MARKUP.test(answer.text))
        failures.push(`status=${show(status)}: markup echoed unescaped`);
    }
    expect(failures).toEqual([]);
  });
});

// ── Withdrawing an application (issue #36) ───────────────────────────────

describe("withdrawing an application (issue #36)", () => {
  const form = (payload: Record<string, unknown>) => encode("form", payload);
  const hostile = Object.values(kinds).flat();

  it("hostile ids, intents and field names are refused, and no application changes", async () => {
    const own = await db()
      .selectFrom("job_applications")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .innerJoin("user", "user.id", "candidate_profiles.user_id")
      .select(["job_applications.id", "job_applications.application_status"])
      .where("user.email", "=", demoAccounts.candidate.email)
      .where("job_applications.application_status", "!=", "withdrawn")
      .executeTakeFirstOrThrow();
    const failures: string[] = [];
    const bodies = [
      ...hostile.map((value) => ({ intent: "withdraw", applicationId: value })),
      ...hostile.map((value) => ({ intent: value, applicationId: own.id })),
      ...pollutingFormNames.map((name) => ({ intent: "withdraw", [name]: own.id })),
    ];
    for (const body of bodies) {
      const before = await snapshot();
      const answer = await send("candidate", "POST", "/my-applications", form(body));
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      if (answer.html && UNESCAPED_MARKUP.test(answer.text)) problems.push("markup echoed unescaped");
      if (problems.length) failures.push(`${show(body)}: ${problems.join("; ")}`);
    }
    expect(failures).toEqual([]);
    const after = await db()
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", own.id)
      .executeTakeFirstOrThrow();
    expect(after.application_status).toBe(own.application_status);
  });
});

// ── Submittals (issue #38, decision 0055) ────────────────────────────────

describe("submittals (issue #38)", () => {
  const form = (payload: Record<string, unknown>) => encode("form", payload);
  const hostile = Object.values(kinds).flat();

  it("the signed links: any forged or hostile token is 'not valid', nothing written", async () => {
    const failures: string[] = [];
    const before = await snapshot();
    for (const value of [...hostile, ...pollutingFormNames]) {
      for (const query of [
        `token=${inUrl(value)}`,
        `token[]=${inUrl(value)}`,
        `token=${inUrl(value)}&token=x`,
      ]) {
        const answers = {
          consentPage: await send("visitor", "GET", `/submittal-consent?${query}`),
          consentAnswer: await send(
            "visitor",
            "POST",
            `/submittal-consent?${query}`,
            form({ answer: "yes" }),
          ),
          clientPage: await send("visitor", "GET", `/client/submittal?${query}`),
          clientDecision: await send(
            "visitor",
            "POST",
            `/client/submittal?${query}`,
            form({ decision: "interview", times: "2031-01-01T10:00" }),
          ),
          clientPdf: await send("visitor", "GET", `/client/submittal/cv.pdf?${query}`),
        };
        for (const [name, answer] of Object.entries(answers)) {
          if (answer.status >= 500) failures.push(`${name} ${query}: answered ${answer.status}`);
          // The mailed consent page says so in its body; the client's pages and the decision are a 404.
          if (name !== "consentPage" && answer.status !== 404)
            failures.push(`${name} ${query}: answered ${answer.status}, not 404`);
          if (name !== "clientPdf" && !answer.text.includes("This link is not valid"))
            failures.push(`${name} ${query}: does not say the link is not valid`);
          if (answer.html && UNESCAPED_MARKUP.test(answer.text))
            failures.push(`${name} ${query}: markup echoed unescaped`);
        }
      }
    }
    // Only the client's pages' rate counts may change (counted before the token is read).
    const changed = changedTables(before, await snapshot(), ["rate_limits"]);
    if (changed.length) failures.push(`wrote ${changed.join(", ")}`);
    expect(failures).toEqual([]);
  });

  it("submit to client: hostile application and contact ids and field names are refused, nothing written", async () => {
    const own = await db()
      .selectFrom("job_applications")
      .innerJoin("jobs", "jobs.id", "job_applications.job_id")
      .innerJoin("user", "user.id", "jobs.owner_id")
      .select("job_applications.id")
      .where("user.email", "=", demoAccounts.employer.email)
      .where("jobs.client_id", "is not", null)
      .executeTakeFirstOrThrow();
    const failures: string[] = [];
    const bodies = [
      ...hostile.map((value) => ({
        intent: "submit-to-client",
        applicationId: value,
        contactId: value,
        pitch: "x",
      })),
      ...hostile.map((value) => ({
        intent: "submit-to-client",
        applicationId: own.id,
        contactId: value,
        pitch: "x",
      })),
      ...pollutingFormNames.map((name) => ({
        intent: "submit-to-client",
        applicationId: own.id,
        [name]: "x",
      })),
      ...hostile.map((value) => ({ intent: "cancel-submittal", submittalId: value })),
      ...hostile.map((value) => ({ intent: "revoke-submittal", submittalId: value })),
    ];
    for (const body of bodies) {
      const before = await snapshot();
      const answer = await send("employer", "POST", "/employer-dashboard/applications", form(body));
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      if (answer.html && UNESCAPED_MARKUP.test(answer.text)) problems.push("markup echoed unescaped");
      if (problems.length) failures.push(`${show(body)}: ${problems.join("; ")}`);
    }
    for (const value of hostile) {
      const before = await snapshot();
      const answer = await send("candidate", "POST", `/api/v1/me/submittals/${inUrl(value)}/answer`, {
        data: JSON.stringify({ answer: value }),
        type: "application/json",
      });
      // A hostile id may not even reach the API's router (a path of its own): any refusal, never a write.
      const problems = refusalProblems(answer, changedTables(before, await snapshot()), false);
      if (problems.length) failures.push(`answer ${show(value)}: ${problems.join("; ")}`);
    }
    expect(failures).toEqual([]);
  });
});

// ── Placements (issue #38, decision 0057) ────────────────────────────────

describe("placements (issue #38)", () => {
  const form = (payload: Record<string, unknown>) => encode("form", payload);
  const json = (payload: unknown) => ({ data: JSON.stringify(payload), type: "application/json" });
  const hostile = Object.values(kinds).flat();
  const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  let applicationId = "";
  let placementId = "";

  beforeAll(async () => {
    // A hire of the demo recruiter's of its own, joined today, so that ending it would be a change.
    const { job_id } = await db()
      .selectFrom("job_applications")
      .select("job_id")
      .where("id", "=", ids.application)
      .executeTakeFirstOrThrow();
    const userId = `hostile-hire-${Date.now().toString(36)}`;
    await db()
      .insertInto("user")
      .values({ id: userId, name: "", email: unique("hire"), emailVerified: true })
      .execute();
    const profile = await db()
      .insertInto("candidate_profiles")
      .values({ user_id: userId, first_name: "Hostile", last_name: "Hire" })
      .returning("id")
      .executeTakeFirstOrThrow();
    ({ id: applicationId } = await db()
      .insertInto("job_applications")
      .values({ job_id, candidate_id: profile.id, application_status: "joined" })
      .returning("id")
      .executeTakeFirstOrThrow());
    ({ id: placementId } = await db()
      .insertInto("placements")
      .values({
        application_id: applicationId,
        job_id,
        status: "joined",
        joined_on: today(),
        guarantee_days: 0,
        guarantee_ends_on: today(),
        annual_ctc: 600_000,
        fee_type: "fixed",
        fee_amount: 50_000,
        recruiter_id: ids.employerUser,
      })
      .returning("id")
      .executeTakeFirstOrThrow());
  });

  async function refused(
    who: Who,
    path: string,
    body: { data: BodyInit; type?: string },
    isJson: boolean,
  ): Promise<string[]> {
    const before = await snapshot();
    const answer = await send(who, "POST", path, body);
    const problems = refusalProblems(answer, changedTables(before, await snapshot()), isJson);
    if (answer.html && UNESCAPED_MARKUP.test(answer.text)) problems.push("markup echoed unescaped");
    return problems;
  }

  it("end placement: hostile reasons, days, ids and field names are refused, nothing written", async () => {
    const page = `/employer-dashboard/applications/${applicationId}/placement`;
    const failures: string[] = [];
    const cases: { label: string; path: string; body: Parameters<typeof refused>[2]; isJson: boolean }[] = [
      ...hostile.flatMap((value) => [
        {
          label: `page reason ${show(value)}`,
          path: page,
          body: form({ intent: "end", reason: value, ended_on: today() }),
          isJson: false,
        },
        {
          label: `page day ${show(value)}`,
          path: page,
          body: form({ intent: "end", reason: "left", ended_on: value }),
          isJson: false,
        },
        {
          label: `page application ${show(value)}`,
          path: `/employer-dashboard/applications/${inUrl(value)}/placement`,
          body: form({ intent: "end", reason: "left", ended_on: today() }),
          isJson: false,
        },
        {
          label: `API placement ${show(value)}`,
          path: `/api/v1/employer/placements/${inUrl(value)}/end`,
          body: json({ reason: "left", ended_on: today() }),
          isJson: false,
        },
      ]),
      ...[...hostile, ...Object.values(jsonKinds).flat()].flatMap((value) => [
        {
          label: `API reason ${show(value)}`,
          path: `/api/v1/employer/placements/${placementId}/end`,
          body: json({ reason: value, ended_on: today() }),
          isJson: true,
        },
        {
          label: `API day ${show(value)}`,
          path: `/api/v1/employer/placements/${placementId}/end`,
          body: json({ reason: "left", ended_on: value }),
          isJson: true,
        },
      ]),
      ...pollutingFormNames.map((name) => ({
        label: `page name ${name}`,
        path: page,
        body: form({ intent: "end", [name]: "left" }),
        isJson: false,
      })),
      {
        label: "API polluting names",
        path: `/api/v1/employer/placements/${placementId}/end`,
        // The names alone: without a reason and a day, nothing to end.
        body: json(pollutingJson()),
        isJson: true,
      },
    ];
    for (const { label, path, body, isJson } of cases) {
      const problems = await refused("employer", path, body, isJson);
      if (problems.length) failures.push(`${label}: ${problems.join("; ")}`);
    }
    expect(failures).toEqual([]);
    const row = await db()
      .selectFrom("placements")
      .select("status")
      .where("id", "=", placementId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("joined");
  });

  it("credited recruiter: hostile ids and names are refused for an admin, and refused to a recruiter", async () => {
    const page = `/employer-dashboard/applications/${applicationId}/placement`;
    const failures: string[] = [];
    // A candidate's account: not one of the firm's recruiters, whatever the
    // tests before this one did to the accounts they made.
    const candidate = await db()
      .selectFrom("user")
      .select("id")
      .where("email", "=", demoAccounts.candidate.email)
      .executeTakeFirstOrThrow();
    for (const value of [...hostile, "-1", "NaN", candidate.id]) {
      const problems = await refused(
        "admin",
        page,
        form({ intent: "recruiter", recruiter_id: value }),
        false,
      );
      if (problems.length) failures.push(`recruiter ${show(value)}: ${problems.join("; ")}`);
    }
    for (const name of pollutingFormNames) {
      const problems = await refused(
        "admin",
        page,
        form({ intent: "recruiter", [name]: ids.employerUser }),
        false,
      );
      if (problems.length) failures.push(`name ${name}: ${problems.join("; ")}`);
    }
    // A recruiter may not credit it to anyone, themselves included.
    const problems = await refused(
      "employer",
      page,
      form({ intent: "recruiter", recruiter_id: ids.removedRoleUser }),
      false,
    );
    if (problems.length) failures.push(`as the recruiter: ${problems.join("; ")}`);
    expect(failures, failures.join("\n")).toEqual([]);
    const row = await db()
      .selectFrom("placements")
      .select("recruiter_id")
      .where("id", "=", placementId)
      .executeTakeFirstOrThrow();
    expect(row.recruiter_id).toBe(ids.employerUser);
  });
});
