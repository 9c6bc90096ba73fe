// The firm's numbers (decision 0058) checked against a seeded history
// (orders, applications, submittals sent and not, client decisions, stage
// moves, placements offered, declined, joined and ended) whose right answers
// this test works out itself, in plain arithmetic over the rows it wrote
// (never by the reports' SQL); and who may see which numbers.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationSources, type ApplicationSource } from "../../common/schemas/application-source";
import {
  contextFor,
  createStaff,
  createTestServices,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import type { ApplicationStatus } from "../db/schema";
import type { Actor } from "./context";
import { insertJobs } from "./jobs";
import {
  allReports,
  firstSubmissionFigure,
  funnelFigure,
  placementsFigure,
  reportCsv,
  reportFigure,
  reportPeriod,
  retentionFigure,
  sourcesFigure,
  timeToFillFigure,
  type ReportQuery,
} from "./reports";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date("2026-06-30T18:00:00+05:30");
const today = "2026-06-30";
const period = { from: "2026-06-01", to: "2026-06-30" };
const quarter = { from: "2026-04-01", to: "2026-06-30" };
const start = Date.parse("2026-06-01T00:00:00+05:30");
const end = Date.parse("2026-07-01T00:00:00+05:30");

type Owner = "a" | "b";
type ClientKey = "x" | "y";
/** The guarantee each client's contract gives, in days (the firm's own jobs: 20). */
const guaranteeDays = { x: 30, y: 14, own: 20 } as const;

interface SeedSubmittal {
  id?: string;
  status: "sent" | "revoked" | "declined" | "awaiting_consent" | "cancelled";
  /** Set only for one that went out (sent, or sent and later revoked). */
  sentAt: number | null;
  decision: { kind: "interview" | "shortlist"; at: number } | null;
}
interface SeedPlacement {
  id?: string;
  status: "offered" | "joined" | "offer_declined" | "ended";
  offeredAt: number;
  joinedOn: string | null;
  guaranteeEndsOn: string | null;
  endedOn: string | null;
  endReason: "left" | "terminated" | "replaced" | null;
  /** Whole rupees; null: "details missing". */
  fee: number | null;
  /** The credited recruiter: the order's owner, now and then the other (an order handed on). */
  credited: Owner;
}
interface SeedApplication {
  id?: string;
  candidate: number;
  source: ApplicationSource;
  appliedAt: number;
  submittals: SeedSubmittal[];
  /** Stage history only: moves the figures must not mistake for a submittal or an offer. */
  moves: { to: "screening" | "submitted" | "client_interview" | "rejected"; at: number }[];
  placement: SeedPlacement | null;
}
interface SeedOrder {
  id?: string;
  title: string;
  owner: Owner;
  client: ClientKey | null;
  createdAt: number;
  applications: SeedApplication[];
}

let services: TestServices;
let recruiterA: Actor;
let recruiterB: Actor;
let admin: Actor;
const clients: Record<ClientKey, string> = { x: "", y: "" };
const orders: SeedOrder[] = [];

/** A small deterministic generator, so the history is the same on every run and database. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: an LCG's low bits repeat in short cycles.
    return Math.floor((state / 2_147_483_648) * n);
  };
}

/** The India day of an instant, YYYY-MM-DD. */
const indiaDay = (time: number) => new Date(time + 5.5 * HOUR).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * Two and a half months of orders, a few applications each: some sent to the
 * client (once, or revoked and sent again; some asked and never sent), some
 * interviewed (the client's decision, or a move), offered, declined, joined
 * and some leaving, inside the guarantee or after it.
 */
function history(): SeedOrder[] {
  const random = generator(38);
  const base = Date.parse("2026-04-12T00:00:00+05:30");
  const list: SeedOrder[] = [];
  for (let i = 0; i < 72; i++) {
    const createdAt = base + i * 26 * HOUR;
    const order: SeedOrder = {
      title: `Order ${i}`,
      owner: i % 2 ? "a" : "b",
      client: i % 5 === 0 ? null : i % 3 ? "x" : "y",
      createdAt,
      applications: [],
    };
    const count = random(6);
    for (let k = 0; k < count; k++) {
      const appliedAt = createdAt + (1 + random(30)) * HOUR;
      if (appliedAt > now.getTime()) continue;
      const application: SeedApplication = {
        candidate: k,
        source: applicationSources[random(applicationSources.length)]!,
        appliedAt,
        submittals: [],
        moves: [],
        placement: null,
      };
      if (random(3) === 0)
        application.moves.push({ to: "screening", at: appliedAt + (1 + random(5)) * HOUR });
      let sentAt: number | null = null;
      const sending = random(6);
      if (order.client && sending === 1) {
        const statuses = ["awaiting_consent", "declined", "cancelled"] as const;
        application.submittals.push({ status: statuses[random(3)]!, sentAt: null, decision: null });
      } else if (order.client && sending >= 2) {
        const at = appliedAt + (6 + random(60)) * HOUR;
        if (at <= now.getTime()) {
          sentAt = at;
          const again = at + (24 + random(80)) * HOUR;
          if (random(6) === 0 && again <= now.getTime()) {
            // Revoked, then sent again: the first sending is the one that counts.
            application.submittals.push({ status: "revoked", sentAt: at, decision: null });
            application.submittals.push({ status: "sent", sentAt: again, decision: null });
          } else {
            application.submittals.push({
              status: random(5) ? "sent" : "revoked",
              sentAt: at,
              decision: null,
            });
          }
        }
      }
      // A move to Submitted without a submittal (from before submittals): not a sending.
      if (!sentAt && random(4) === 0) application.moves.push({ to: "submitted", at: appliedAt + 2 * HOUR });
      let at = sentAt ?? appliedAt;
      if (sentAt) {
        const interview = random(6);
        const decidedAt = sentAt + (1 + random(48)) * HOUR;
        if (interview <= 1 && decidedAt <= now.getTime()) {
          application.submittals[0]!.decision = { kind: "interview", at: decidedAt };
          at = decidedAt;
        } else if (interview === 2 && decidedAt <= now.getTime()) {
          application.moves.push({ to: "client_interview", at: decidedAt });
          at = decidedAt;
        } else if (interview === 3 && decidedAt <= now.getTime()) {
          application.submittals[0]!.decision = { kind: "shortlist", at: decidedAt };
        }
      }
      const offering = random(5);
      const offeredAt = at + (24 + random(150)) * HOUR;
      if ((sentAt ? offering <= 2 : offering === 0 && !order.client) && offeredAt <= now.getTime()) {
        const kind = random(6);
        const days = order.client ? guaranteeDays[order.client] : guaranteeDays.own;
        const joinedOn = plusDays(indiaDay(offeredAt), 1 + random(20));
        const placement: SeedPlacement = {
          status: kind === 0 ? "offer_declined" : "offered",
          offeredAt,
          joinedOn: null,
          guaranteeEndsOn: null,
          endedOn: null,
          endReason: null,
          fee: random(5) ? 20_000 + random(80) * 1_000 : null,
          credited: random(7) ? order.owner : order.owner === "a" ? "b" : "a",
        };
        if (kind >= 2 && joinedOn <= today) {
          placement.status = "joined";
          placement.joinedOn = joinedOn;
          placement.guaranteeEndsOn = plusDays(joinedOn, days);
          const endedOn = plusDays(joinedOn, random(days + 20));
          if (random(3) === 0 && endedOn <= today) {
            placement.status = "ended";
            placement.endedOn = endedOn;
            placement.endReason = (["left", "terminated", "replaced"] as const)[random(3)]!;
          }
        }
        application.placement = placement;
      }
      if (!application.placement && random(4) === 0 && at + HOUR <= now.getTime()) {
        application.moves.push({ to: "rejected", at: at + HOUR });
      }
      order.applications.push(application);
    }
    list.push(order);
  }
  // Two orders of the last day: one not due yet, one overdue; nobody sent to either.
  list.push({
    title: "Fresh order",
    owner: "a",
    client: "x",
    createdAt: now.getTime() - 5 * HOUR,
    applications: [],
  });
  list.push({
    title: "Waiting order",
    owner: "a",
    client: "y",
    createdAt: now.getTime() - 30 * HOUR,
    applications: [],
  });
  return list;
}

/** The stage an application stands at, from what was seeded. */
function stageOf(application: SeedApplication): ApplicationStatus {
  const placement = application.placement;
  if (placement) {
    if (placement.status === "offer_declined") return "rejected";
    return placement.joinedOn ? "joined" : "offered";
  }
  return (
    application.moves.at(-1)?.to ?? (application.submittals.some((s) => s.sentAt) ? "submitted" : "applied")
  );
}

beforeAll(async () => {
  services = await createTestServices();
  recruiterA = await createStaff(services, "reports-a@example.com", "moderator");
  recruiterB = await createStaff(services, "reports-b@example.com", "moderator");
  admin = await createStaff(services, "reports-admin@example.com", "admin");
  for (const key of ["x", "y"] as const) {
    clients[key] = (
      await services.db
        .insertInto("clients")
        .values({ name: `Client ${key.toUpperCase()}`, created_by: admin.userId })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  }
  // Candidates enough for the most applications an order has, each with a consent to share.
  const candidates: { id: string; consent: string }[] = [];
  for (let n = 0; n < 6; n++) {
    const userId = `report-candidate-${n}`;
    await services.db
      .insertInto("user")
      .values({ id: userId, name: "", email: `${userId}@example.com`, emailVerified: true })
      .execute();
    const { id } = await services.db
      .insertInto("candidate_profiles")
      .values({ user_id: userId, first_name: "Candidate", last_name: String(n) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const consent = await sql<{ id: string }>`
      insert into consents (user_id, email, purpose, notice_version, language, notice_text, notice_sha256, client_id)
      values (${userId}, ${`${userId}@example.com`}, 'client_disclosure', '1', 'en-IN', 'Share with the client.',
        ${"a".repeat(64)}, ${clients.x}) returning id`.execute(services.db);
    candidates.push({ id, consent: consent.rows[0]!.id });
  }
  orders.push(...history());
  const ids = await insertJobs(
    services.db,
    orders.map((order) => ({
      title: order.title,
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "Splice fibre.",
    })),
    admin.userId,
  );
  const userOf = (owner: Owner) => (owner === "a" ? recruiterA : recruiterB).userId;
  for (const [index, order] of orders.entries()) {
    order.id = ids[index]!;
    const clientId = order.client ? clients[order.client] : null;
    // created_at is never updated by the app (its type says so): the test sets history directly.
    await sql`update jobs set created_at = ${new Date(order.createdAt)}, owner_id = ${userOf(order.owner)},
      client_id = ${clientId} where id = ${order.id}`.execute(services.db);
    for (const application of order.applications) {
      const candidate = candidates[application.candidate]!;
      const { id } = await services.db
        .insertInto("job_applications")
        .values({
          job_id: order.id,
          candidate_id: candidate.id,
          source: application.source,
          applied_at: new Date(application.appliedAt),
          application_status: stageOf(application),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      application.id = id;
      let from = "applied";
      for (const move of application.moves) {
        await services.db
          .insertInto("application_status_changes")
          .values({
            application_id: id,
            from_status: from,
            to_status: move.to,
            changed_at: new Date(move.at),
            reason: move.to === "rejected" ? "other" : null,
          })
          .execute();
        from = move.to;
      }
      for (const submittal of application.submittals) {
        const sent = submittal.sentAt ? new Date(submittal.sentAt) : null;
        const { rows } = await sql<{ id: string }>`
          insert into submittals (application_id, job_id, client_id, contact_name, contact_email, pitch, status,
            created_at, consent_expires_at, consent_answered_at, consent_id, sent_at, link_expires_at, cv_key,
            revoked_at, decision, decided_at)
          values (${id}, ${order.id}, ${clientId}, 'Asha Contact', 'asha@client.example', 'A good fit.',
            ${submittal.status}, ${new Date(application.appliedAt)}, ${new Date(application.appliedAt + 7 * DAY)},
            ${submittal.status === "awaiting_consent" || submittal.status === "cancelled" ? null : new Date(application.appliedAt + HOUR)},
            ${sent ? candidate.consent : null}, ${sent},
            ${sent ? new Date(sent.getTime() + 14 * DAY) : null},
            ${sent ? `client-cvs/${"0".repeat(32)}.pdf` : null},
            ${submittal.status === "revoked" ? now : null},
            ${submittal.decision?.kind ?? null},
            ${submittal.decision ? new Date(submittal.decision.at) : null})
          returning id`.execute(services.db);
        submittal.id = rows[0]!.id;
        if (submittal.decision) {
          await services.db
            .insertInto("submittal_decisions")
            .values({
              submittal_id: submittal.id,
              link_version: 1,
              decision: submittal.decision.kind,
              proposed_times:
                submittal.decision.kind === "interview" ? [new Date(submittal.decision.at + DAY)] : [],
              contact_email: "asha@client.example",
              decided_at: new Date(submittal.decision.at),
            })
            .execute();
        }
      }
      const placement = application.placement;
      if (placement) {
        const days = order.client ? guaranteeDays[order.client] : guaranteeDays.own;
        const { rows } = await sql<{ id: string }>`
          insert into placements (application_id, job_id, client_id, recruiter_id, status, offered_at, joined_on,
            annual_ctc, fee_type, fee_amount, guarantee_days, guarantee_ends_on, ended_on, end_reason)
          values (${id}, ${order.id}, ${clientId}, ${userOf(placement.credited)}, ${placement.status},
            ${new Date(placement.offeredAt)}, ${placement.joinedOn}::date,
            ${placement.fee === null ? null : 600_000}, ${placement.fee === null ? null : "fixed"}, ${placement.fee},
            ${days}, ${placement.guaranteeEndsOn}::date, ${placement.endedOn}::date, ${placement.endReason})
          returning id`.execute(services.db);
        placement.id = rows[0]!.id;
      }
    }
  }
});
afterAll(async () => {
  await services?.dispose();
});

const ctx = (actor: Actor | null) => contextFor(services, actor);
const ownerOf = (key: Owner) => (key === "a" ? recruiterA : recruiterB).userId;
const emailOf = (key: Owner) => (key === "a" ? recruiterA : recruiterB).email;

interface TestScope {
  owner?: Owner;
  client?: ClientKey;
  job?: string;
}

/** The orders a scope covers, as the test reads the scope (figures 1–3 and 6: the order's owner). */
function scoped(scope: TestScope) {
  return orders.filter(
    (order) =>
      (!scope.owner || order.owner === scope.owner) &&
      (!scope.client || order.client === scope.client) &&
      (!scope.job || order.id === scope.job),
  );
}

/** The placements a scope covers (figures 4 and 5: the credited recruiter), with their order. */
function scopedPlacements(scope: TestScope) {
  return orders.flatMap((order) =>
    order.applications
      .filter((application) => application.placement)
      .map((application) => ({ order, application, placement: application.placement! }))
      .filter(
        ({ placement }) =>
          (!scope.owner || placement.credited === scope.owner) &&
          (!scope.client || order.client === scope.client) &&
          (!scope.job || order.id === scope.job),
      ),
  );
}

const median = (values: number[]) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
};
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);
const inPeriod = (time: number) => time >= start && time < end;
const dayIn = (day: string | null, range: { from: string; to: string }) =>
  day !== null && day >= range.from && day <= range.to;
/** When the application first went to the client: its earliest sending, or null. */
const firstSent = (application: SeedApplication) => {
  const times = application.submittals.map((s) => s.sentAt).filter((t): t is number => t !== null);
  return times.length ? Math.min(...times) : null;
};
const offerStands = (placement: SeedPlacement | null) => !!placement && placement.status !== "offer_declined";

function expectedFirstSubmission(list: SeedOrder[]) {
  const opened = list.filter((order) => order.client && inPeriod(order.createdAt));
  const rows = opened.map((order) => {
    const times = order.applications.map(firstSent).filter((t): t is number => t !== null);
    const first = times.length ? Math.min(...times) : null;
    const hours = first === null ? null : (first - order.createdAt) / HOUR;
    const due = first !== null || order.createdAt < now.getTime() - 24 * HOUR;
    return { order, hours, due };
  });
  const withHours = rows.filter((row) => row.hours !== null).map((row) => row.hours!);
  const due = rows.filter((row) => row.due).length;
  const kept = withHours.filter((hours) => hours <= 24).length;
  return {
    orders: opened.length,
    due,
    kept,
    keptShare: percent(kept, due),
    notDueYet: opened.length - due,
    medianHours: median(withHours),
    buckets: [
      withHours.filter((h) => h < 6).length,
      withHours.filter((h) => h >= 6 && h <= 24).length,
      withHours.filter((h) => h > 24 && h <= 72).length,
      withHours.filter((h) => h > 72).length,
      rows.filter((row) => row.due && row.hours === null).length,
    ],
    late: rows
      .filter((row) => row.due && (row.hours === null || row.hours > 24))
      .map((row) => row.order.title),
  };
}

function expectedFunnel(list: SeedOrder[]) {
  const cohort = list
    .flatMap((order) => order.applications)
    .filter((application) => {
      const first = firstSent(application);
      return first !== null && inPeriod(first);
    });
  const joined = (a: SeedApplication) => !!a.placement?.joinedOn;
  const offered = (a: SeedApplication) => offerStands(a.placement) || joined(a);
  const interviewed = (a: SeedApplication) =>
    offered(a) ||
    a.submittals.some((s) => s.decision?.kind === "interview") ||
    a.moves.some((move) => move.to === "client_interview");
  return {
    submitted: cohort.length,
    interviews: cohort.filter(interviewed).length,
    offers: cohort.filter(offered).length,
    joins: cohort.filter(joined).length,
  };
}

function expectedTimeToFill(list: SeedOrder[]) {
  const rows = list.flatMap((order) =>
    order.applications
      .filter(
        (application) => offerStands(application.placement) && inPeriod(application.placement!.offeredAt),
      )
      .map(({ placement }) => ({
        offer: placement!.offeredAt,
        join: placement!.joinedOn ? Date.parse(`${placement!.joinedOn}T00:00:00+05:30`) : null,
        opened: order.createdAt,
      })),
  );
  const toOffer = rows.map((row) => (row.offer - row.opened) / DAY);
  const toJoin = rows.filter((row) => row.join !== null).map((row) => (row.join! - row.opened) / DAY);
  return {
    offers: rows.length,
    medianDaysToOffer: median(toOffer),
    withinSevenDays: percent(toOffer.filter((d) => d <= 7).length, rows.length),
    joined: toJoin.length,
    medianDaysToJoin: median(toJoin),
    buckets: [
      toOffer.filter((d) => d <= 7).length,
      toOffer.filter((d) => d > 7 && d <= 14).length,
      toOffer.filter((d) => d > 14 && d <= 30).length,
      toOffer.filter((d) => d > 30).length,
    ],
  };
}

/** Figure 4 worked out: "month recruiter" → placements, fees, fee not recorded. */
function expectedPlacements(scope: TestScope, range: { from: string; to: string }) {
  const cells = new Map<string, [number, number, number]>();
  for (const { placement } of scopedPlacements(scope)) {
    if (!dayIn(placement.joinedOn, range)) continue;
    const key = `${placement.joinedOn!.slice(0, 7)} ${emailOf(placement.credited)}`;
    const cell = cells.get(key) ?? [0, 0, 0];
    cell[0] += 1;
    cell[1] += placement.fee ?? 0;
    cell[2] += placement.fee === null ? 1 : 0;
    cells.set(key, cell);
  }
  return Object.fromEntries([...cells.entries()].sort());
}

/** Figure 5 worked out: the guarantees that closed in the period, and the failures among them. */
function expectedRetention(scope: TestScope, range: { from: string; to: string }) {
  const closed = scopedPlacements(scope).filter(({ placement: p }) => {
    if (!p.guaranteeEndsOn) return false;
    const failed = p.endedOn !== null && p.endedOn <= p.guaranteeEndsOn;
    return failed ? dayIn(p.endedOn, range) : dayIn(p.guaranteeEndsOn, range) && p.guaranteeEndsOn < today;
  });
  const failures = closed.filter(({ placement: p }) => p.endedOn !== null && p.endedOn <= p.guaranteeEndsOn!);
  const reason = (key: string) => failures.filter(({ placement }) => placement.endReason === key).length;
  return {
    closed: closed.length,
    kept: closed.length - failures.length,
    failed: failures.length,
    byReason: [reason("left"), reason("terminated"), reason("replaced")],
    retention: percent(closed.length - failures.length, closed.length),
    feesAtRisk: failures.reduce((sum, { placement }) => sum + (placement.fee ?? 0), 0),
    failures: failures.map(({ placement }) => placement.id!).sort(),
  };
}

function expectedSources(list: SeedOrder[]) {
  const counts = new Map<string, number>();
  for (const application of list.flatMap((order) => order.applications)) {
    if (inPeriod(application.appliedAt))
      counts.set(application.source, (counts.get(application.source) ?? 0) + 1);
  }
  return Object.fromEntries(applicationSources.map((source) => [source, counts.get(source) ?? 0]));
}

const scopes: { name: string; actor: () => Actor; query: () => ReportQuery; scope: TestScope }[] = [
  { name: "an admin, every order", actor: () => admin, query: () => ({}), scope: {} },
  {
    name: "an admin, one recruiter's",
    actor: () => admin,
    query: () => ({ owner: recruiterB.userId }),
    scope: { owner: "b" },
  },
  {
    name: "an admin, one client's",
    actor: () => admin,
    query: () => ({ client: clients.y }),
    scope: { client: "y" },
  },
  { name: "recruiter A, their own", actor: () => recruiterA, query: () => ({}), scope: { owner: "a" } },
  {
    name: "recruiter A asking for B's: still their own",
    actor: () => recruiterA,
    query: () => ({ owner: recruiterB.userId }),
    scope: { owner: "a" },
  },
];

describe("the figures match the history, worked out independently", () => {
  it("the seeded history is rich enough to mean something", () => {
    const all = expectedFirstSubmission(orders);
    expect(all.orders).toBeGreaterThan(20);
    expect(all.kept).toBeGreaterThan(0);
    expect(all.due - all.kept).toBeGreaterThan(0);
    expect(all.notDueYet).toBe(1);
    const funnel = expectedFunnel(orders);
    expect(funnel.joins).toBeGreaterThan(0);
    expect(funnel.submitted).toBeGreaterThan(funnel.interviews);
    expect(expectedTimeToFill(orders).offers).toBeGreaterThan(3);
    // Moves to Submitted without a submittal, and submittals never sent, that must not count.
    const applications = orders.flatMap((order) => order.applications);
    expect(applications.filter((a) => a.moves.some((m) => m.to === "submitted")).length).toBeGreaterThan(0);
    expect(applications.filter((a) => a.submittals.some((s) => !s.sentAt)).length).toBeGreaterThan(0);
    expect(applications.filter((a) => a.submittals.length > 1).length).toBeGreaterThan(0);
    expect(applications.filter((a) => a.placement?.status === "offer_declined").length).toBeGreaterThan(0);
    expect(applications.filter((a) => a.placement?.joinedOn).length).toBeGreaterThan(10);
    expect(Object.keys(expectedPlacements({}, quarter)).length).toBeGreaterThan(3);
    const retention = expectedRetention({}, period);
    expect(retention.kept).toBeGreaterThan(0);
    expect(retention.failed).toBeGreaterThan(0);
    expect(scopedPlacements({}).some(({ order, placement }) => placement.credited !== order.owner)).toBe(
      true,
    );
  });

  for (const scope of scopes) {
    it(`order to first candidate sent, against 24 hours: ${scope.name}`, async () => {
      const expected = expectedFirstSubmission(scoped(scope.scope));
      const figure = await firstSubmissionFigure(
        ctx(scope.actor()),
        { ...period, ...scope.query() },
        { now },
      );
      expect({
        orders: figure.orders,
        due: figure.due,
        kept: figure.kept,
        keptShare: figure.keptShare,
        notDueYet: figure.notDueYet,
        medianHours: figure.medianHours,
        buckets: figure.buckets.map((bucket) => bucket.count),
      }).toEqual({ ...expected, late: undefined });
      // The slowest: every late order while there are ten or fewer, the unsent first.
      const titles = figure.slowest.map((order) => order.title);
      expect(titles.every((title) => expected.late.includes(title))).toBe(true);
      expect(titles.length).toBe(Math.min(10, expected.late.length));
      const unsent = figure.slowest.findIndex((order) => order.first_at !== null);
      if (unsent > 0)
        expect(figure.slowest.slice(unsent).every((order) => order.first_at !== null)).toBe(true);
    });

    it(`the funnel never widens: ${scope.name}`, async () => {
      const figure = await funnelFigure(ctx(scope.actor()), { ...period, ...scope.query() }, { now });
      expect(figure).toEqual(expectedFunnel(scoped(scope.scope)));
      expect(figure.interviews).toBeLessThanOrEqual(figure.submitted);
      expect(figure.offers).toBeLessThanOrEqual(figure.interviews);
      expect(figure.joins).toBeLessThanOrEqual(figure.offers);
    });

    it(`time to fill: ${scope.name}`, async () => {
      const figure = await timeToFillFigure(ctx(scope.actor()), { ...period, ...scope.query() }, { now });
      const expected = expectedTimeToFill(scoped(scope.scope));
      expect({ ...figure, buckets: figure.buckets.map((bucket) => bucket.count) }).toEqual(expected);
    });

    for (const range of [period, quarter]) {
      it(`placements and fees per recruiter per month, ${range.from} to ${range.to}: ${scope.name}`, async () => {
        const figure = await placementsFigure(ctx(scope.actor()), { ...range, ...scope.query() }, { now });
        const expected = expectedPlacements(scope.scope, range);
        expect(
          Object.fromEntries(
            figure.rows.map((row) => [
              `${row.month} ${row.recruiter}`,
              [row.placements, row.fees, row.detailsMissing],
            ]),
          ),
        ).toEqual(expected);
        const cells = Object.values(expected);
        expect(figure.placements).toBe(cells.reduce((sum, cell) => sum + cell[0], 0));
        expect(figure.fees).toBe(cells.reduce((sum, cell) => sum + cell[1], 0));
        expect(figure.detailsMissing).toBe(cells.reduce((sum, cell) => sum + cell[2], 0));
        // Every month of the period is a column, zeros included.
        expect(figure.months.map((month) => month.month)).toEqual(
          range === quarter ? ["2026-04", "2026-05", "2026-06"] : ["2026-06"],
        );
        expect(figure.recruiters.reduce((sum, row) => sum + row.fees, 0)).toBe(figure.fees);
      });

      it(`guarantees kept and failed, ${range.from} to ${range.to}: ${scope.name}`, async () => {
        const figure = await retentionFigure(ctx(scope.actor()), { ...range, ...scope.query() }, { now });
        const expected = expectedRetention(scope.scope, range);
        expect({
          closed: figure.closed,
          kept: figure.kept,
          failed: figure.failed,
          byReason: figure.byReason.map((reason) => reason.count),
          retention: figure.retention,
          feesAtRisk: figure.feesAtRisk,
          failures: figure.failures.map((failure) => failure.id).sort(),
        }).toEqual(expected);
        expect(figure.promise).toBe(98);
        // The latest failure first.
        const ended = figure.failures.map((failure) => failure.ended_on);
        expect(ended).toEqual([...ended].sort().reverse());
      });
    }

    it(`sources: ${scope.name}`, async () => {
      const figure = await sourcesFigure(ctx(scope.actor()), { ...period, ...scope.query() }, { now });
      const expected = expectedSources(scoped(scope.scope));
      expect(Object.fromEntries(figure.sources.map((row) => [row.source, row.count]))).toEqual(expected);
      expect(figure.total).toBe(Object.values(expected).reduce((sum, n) => sum + n, 0));
      // The most applications first.
      expect(figure.sources.map((row) => row.count)).toEqual(
        [...figure.sources.map((row) => row.count)].sort((a, b) => b - a),
      );
    });
  }

  it("one job's numbers, for its owner; the same job asked for by another recruiter is nothing", async () => {
    const job = orders.find((order) => order.owner === "b" && order.applications.length > 2)!;
    const own = await sourcesFigure(ctx(recruiterB), { ...period, job: job.id }, { now });
    expect(Object.fromEntries(own.sources.map((row) => [row.source, row.count]))).toEqual(
      expectedSources(scoped({ job: job.id })),
    );
    const other = await allReports(ctx(recruiterA), { ...period, job: job.id }, { now });
    expect(other.sources.total).toBe(0);
    expect(other.funnel.submitted).toBe(0);
    expect(other.firstSubmission.orders).toBe(0);
    expect(other.timeToFill.offers).toBe(0);
    expect(other.placements.placements).toBe(0);
    expect(other.retention.closed).toBe(0);
  });

  it("a recruiter never sees another's placements or fees, whatever they ask", async () => {
    for (const query of [{}, { owner: recruiterB.userId }, { owner: "all" }]) {
      const figure = await placementsFigure(ctx(recruiterA), { ...quarter, ...query }, { now });
      expect(figure.rows.length).toBeGreaterThan(0);
      expect(figure.rows.every((row) => row.recruiterId === recruiterA.userId)).toBe(true);
      const retention = await retentionFigure(ctx(recruiterA), { ...quarter, ...query }, { now });
      expect(retention.failures.every((failure) => failure.recruiter === recruiterA.email)).toBe(true);
    }
  });
});

describe("who may see the numbers", () => {
  it("a candidate and a visitor are refused", async () => {
    const candidate: Actor = { userId: "report-candidate-0", email: "c@example.com", role: "candidate" };
    expect((await rejection(allReports(ctx(candidate), period, { now }))).kind).toBe("forbidden");
    expect((await rejection(reportFigure(ctx(null), "funnel", period, { now }))).kind).toBe(
      "unauthenticated",
    );
    expect((await rejection(reportCsv(ctx(candidate), "sources", period, { now }))).kind).toBe("forbidden");
  });

  it("a recruiter's scope is their own whatever they ask", async () => {
    const report = await reportFigure(ctx(recruiterA), "sources", { owner: ownerOf("b") }, { now });
    expect(report.scope.owner).toBe(recruiterA.userId);
    const adminReport = await reportFigure(ctx(admin), "sources", { owner: ownerOf("b") }, { now });
    expect(adminReport.scope.owner).toBe(recruiterB.userId);
  });

  it("an unknown figure is not found", async () => {
    expect((await rejection(reportFigure(ctx(admin), "__proto__", period, { now }))).kind).toBe("not_found");
    expect((await rejection(reportCsv(ctx(admin), "constructor", period, { now }))).kind).toBe("not_found");
  });

  it("the placements CSV has a row per month and recruiter, fees in whole rupees", async () => {
    const { filename, csv } = await reportCsv(ctx(admin), "placements", quarter, { now });
    expect(filename).toBe("placements-2026-04-01-to-2026-06-30.csv");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Month,Recruiter,Placements,Fees (INR),Fee not recorded");
    const expected = expectedPlacements({}, quarter);
    expect(lines.slice(1).sort()).toEqual(
      Object.entries(expected)
        .map(([key, cell]) => `${key.replace(" ", ",")},${cell.join(",")}`)
        .sort(),
    );
  });

  it("the retention CSV lists every failure", async () => {
    const { csv } = await reportCsv(ctx(admin), "retention", quarter, { now });
    const expected = expectedRetention({}, quarter);
    expect(csv).toContain(`\r\nGuarantees closed,${expected.closed}\r\n`);
    expect(csv).toContain(`\r\nRetention (%),${expected.retention}\r\n`);
    expect(csv.split("\r\n").filter((line) => line.startsWith("Failure: ")).length).toBe(expected.failed);
  });

  it("the CSV holds the page's numbers", async () => {
    const { filename, csv } = await reportCsv(ctx(admin), "funnel", period, { now });
    const expected = expectedFunnel(orders);
    expect(filename).toBe("funnel-2026-06-01-to-2026-06-30.csv");
    expect(csv).toBe(
      `Stage,Applications\r\nSent to the client,${expected.submitted}\r\nClient interview,${expected.interviews}\r\n` +
        `Offered,${expected.offers}\r\nJoined,${expected.joins}\r\n`,
    );
  });
});

describe("the period asked for", () => {
  const moment = new Date("2026-06-30T18:00:00+05:30");
  it("defaults to the last 30 India days, moment included", () => {
    const p = reportPeriod({}, moment);
    expect([p.from, p.to, p.adjusted]).toEqual(["2026-06-01", "2026-06-30", false]);
    expect(p.start.toISOString()).toBe("2026-05-31T18:30:00.000Z");
    expect(p.end.toISOString()).toBe("2026-06-30T18:30:00.000Z");
  });

  it("hostile or nonsense dates fall back, and say so", () => {
    for (const bad of [
      "2026-02-30",
      "yesterday",
      "2026-6-1",
      "1900-01-01",
      "'; drop table jobs;--",
      "x".repeat(10_000),
    ]) {
      const p = reportPeriod({ from: bad, to: "2026-06-30" }, moment);
      expect([p.from, p.adjusted]).toEqual(["2026-06-01", true]);
    }
    const objects = reportPeriod({ from: { toString: () => "2026-01-01" }, to: ["2026-06-30"] }, moment);
    expect([objects.from, objects.to, objects.adjusted]).toEqual(["2026-06-01", "2026-06-30", true]);
    const proto = reportPeriod(JSON.parse('{"__proto__": {"from": "2020-01-01"}}') as ReportQuery, moment);
    expect([proto.from, proto.to, proto.adjusted]).toEqual(["2026-06-01", "2026-06-30", false]);
  });

  it("reversed dates are swapped; more than 366 days is cut to the 366 ending at the end", () => {
    const reversed = reportPeriod({ from: "2026-06-30", to: "2026-06-01" }, moment);
    expect([reversed.from, reversed.to, reversed.adjusted]).toEqual(["2026-06-01", "2026-06-30", true]);
    const huge = reportPeriod({ from: "2000-01-01", to: "2100-12-31" }, moment);
    expect([huge.from, huge.to, huge.adjusted]).toEqual(["2099-12-31", "2100-12-31", true]);
    const year = reportPeriod({ from: "2025-07-01", to: "2026-06-30" }, moment);
    expect([year.from, year.adjusted]).toEqual(["2025-07-01", false]);
  });
});
