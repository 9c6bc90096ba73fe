// The firm's numbers (decision 0058) checked against a seeded month whose
// right answers this test works out itself, in plain arithmetic over the
// history it wrote (never by the reports' SQL); and who may see which numbers.
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
import type { Actor } from "./context";
import { insertJobs } from "./jobs";
import {
  allReports,
  firstSubmissionFigure,
  funnelFigure,
  reportCsv,
  reportFigure,
  reportPeriod,
  sourcesFigure,
  timeToFillFigure,
  type ReportQuery,
} from "./reports";

const HOUR = 3_600_000;
const now = new Date("2026-06-30T18:00:00+05:30");
const period = { from: "2026-06-01", to: "2026-06-30" };
const start = Date.parse("2026-06-01T00:00:00+05:30");
const end = Date.parse("2026-07-01T00:00:00+05:30");

const stages = ["submitted", "client_interview", "offered", "joined"] as const;
type Milestone = (typeof stages)[number];

interface SeedApplication {
  id?: string;
  source: ApplicationSource;
  appliedAt: number;
  /** The milestone moves, in time order. */
  moves: { to: Milestone | "screening" | "rejected"; at: number }[];
}
interface SeedOrder {
  id?: string;
  title: string;
  owner: "a" | "b";
  client: "x" | "y" | null;
  createdAt: number;
  applications: SeedApplication[];
}

let services: TestServices;
let recruiterA: Actor;
let recruiterB: Actor;
let admin: Actor;
const clients: Record<"x" | "y", string> = { x: "", y: "" };
const orders: SeedOrder[] = [];

/** A small deterministic generator, so the history is the same on every run and database. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

/** A month and a bit of orders, a few applications each, each going some way down the pipeline. */
function history(): SeedOrder[] {
  const random = generator(38);
  const base = Date.parse("2026-05-25T00:00:00+05:30");
  const list: SeedOrder[] = [];
  for (let i = 0; i < 44; i++) {
    const createdAt = base + i * 19 * HOUR;
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
        source: applicationSources[random(applicationSources.length)]!,
        appliedAt,
        moves: [],
      };
      let at = appliedAt;
      const furthest = random(5); // 0: never sent; 1 submitted; 2 interview; 3 offered; 4 joined
      if (random(3) === 0) {
        at += (1 + random(10)) * HOUR;
        application.moves.push({ to: "screening", at });
      }
      for (let step = 1; step <= furthest; step++) {
        at += (step === 1 ? random(60) : 24 + random(150)) * HOUR;
        if (at > now.getTime()) break;
        // Now and then a stage is skipped: an interview straight after applying.
        if (step === 1 && random(7) === 0) continue;
        application.moves.push({ to: stages[step - 1]!, at });
      }
      if (furthest < 4 && random(4) === 0 && at + HOUR <= now.getTime()) {
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
  // Candidates enough for the most applications an order has.
  const candidates: string[] = [];
  for (let n = 0; n < 6; n++) {
    await services.db
      .insertInto("user")
      .values({
        id: `report-candidate-${n}`,
        name: "",
        email: `report-candidate-${n}@example.com`,
        emailVerified: true,
      })
      .execute();
    const { id } = await services.db
      .insertInto("candidate_profiles")
      .values({ user_id: `report-candidate-${n}`, first_name: "Candidate", last_name: String(n) })
      .returning("id")
      .executeTakeFirstOrThrow();
    candidates.push(id);
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
  for (const [index, order] of orders.entries()) {
    order.id = ids[index]!;
    // created_at is never updated by the app (its type says so): the test sets history directly.
    await sql`update jobs set created_at = ${new Date(order.createdAt)},
      owner_id = ${order.owner === "a" ? recruiterA.userId : recruiterB.userId},
      client_id = ${order.client ? clients[order.client] : null} where id = ${order.id}`.execute(services.db);
    for (const [k, application] of order.applications.entries()) {
      const { id } = await services.db
        .insertInto("job_applications")
        .values({
          job_id: order.id,
          candidate_id: candidates[k]!,
          source: application.source,
          applied_at: new Date(application.appliedAt),
          application_status: application.moves.at(-1)?.to ?? "applied",
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
    }
  }
});
afterAll(async () => {
  await services?.dispose();
});

const ctx = (actor: Actor | null) => contextFor(services, actor);
const ownerOf = (key: "a" | "b") => (key === "a" ? recruiterA : recruiterB).userId;

/** The orders a scope covers, as the test reads the scope. */
function scoped(scope: { owner?: "a" | "b"; client?: "x" | "y"; job?: string }) {
  return orders.filter(
    (order) =>
      (!scope.owner || order.owner === scope.owner) &&
      (!scope.client || order.client === scope.client) &&
      (!scope.job || order.id === scope.job),
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
const firstAt = (application: SeedApplication, wanted: readonly string[]) =>
  application.moves.find((move) => wanted.includes(move.to))?.at ?? null;

function expectedFirstSubmission(list: SeedOrder[]) {
  const opened = list.filter((order) => order.client && inPeriod(order.createdAt));
  const rows = opened.map((order) => {
    const times = order.applications.map((a) => firstAt(a, stages)).filter((t): t is number => t !== null);
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
      const first = firstAt(application, stages);
      return first !== null && inPeriod(first);
    });
  const reached = (stage: Milestone) =>
    cohort.filter((application) =>
      application.moves.some((move) => stages.indexOf(move.to as Milestone) >= stages.indexOf(stage)),
    ).length;
  return {
    submitted: cohort.length,
    interviews: reached("client_interview"),
    offers: reached("offered"),
    joins: reached("joined"),
  };
}

function expectedTimeToFill(list: SeedOrder[]) {
  const rows = list.flatMap((order) =>
    order.applications
      .map((application) => ({
        offer: firstAt(application, ["offered", "joined"]),
        join: firstAt(application, ["joined"]),
        opened: order.createdAt,
      }))
      .filter((row) => row.offer !== null && inPeriod(row.offer)),
  );
  const toOffer = rows.map((row) => (row.offer! - row.opened) / (24 * HOUR));
  const toJoin = rows.filter((row) => row.join !== null).map((row) => (row.join! - row.opened) / (24 * HOUR));
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

function expectedSources(list: SeedOrder[]) {
  const counts = new Map<string, number>();
  for (const application of list.flatMap((order) => order.applications)) {
    if (inPeriod(application.appliedAt))
      counts.set(application.source, (counts.get(application.source) ?? 0) + 1);
  }
  return Object.fromEntries(applicationSources.map((source) => [source, counts.get(source) ?? 0]));
}

const scopes: { name: string; actor: () => Actor; query: () => ReportQuery; list: () => SeedOrder[] }[] = [
  { name: "an admin, every order", actor: () => admin, query: () => ({}), list: () => scoped({}) },
  {
    name: "an admin, one recruiter's",
    actor: () => admin,
    query: () => ({ owner: recruiterB.userId }),
    list: () => scoped({ owner: "b" }),
  },
  {
    name: "an admin, one client's",
    actor: () => admin,
    query: () => ({ client: clients.y }),
    list: () => scoped({ client: "y" }),
  },
  {
    name: "recruiter A, their own",
    actor: () => recruiterA,
    query: () => ({}),
    list: () => scoped({ owner: "a" }),
  },
  {
    name: "recruiter A asking for B's: still their own",
    actor: () => recruiterA,
    query: () => ({ owner: recruiterB.userId }),
    list: () => scoped({ owner: "a" }),
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
  });

  for (const scope of scopes) {
    it(`order to first candidate sent, against 24 hours: ${scope.name}`, async () => {
      const expected = expectedFirstSubmission(scope.list());
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
      expect(figure).toEqual(expectedFunnel(scope.list()));
      expect(figure.interviews).toBeLessThanOrEqual(figure.submitted);
      expect(figure.offers).toBeLessThanOrEqual(figure.interviews);
      expect(figure.joins).toBeLessThanOrEqual(figure.offers);
    });

    it(`time to fill: ${scope.name}`, async () => {
      const figure = await timeToFillFigure(ctx(scope.actor()), { ...period, ...scope.query() }, { now });
      const expected = expectedTimeToFill(scope.list());
      expect({ ...figure, buckets: figure.buckets.map((bucket) => bucket.count) }).toEqual(expected);
    });

    it(`sources: ${scope.name}`, async () => {
      const figure = await sourcesFigure(ctx(scope.actor()), { ...period, ...scope.query() }, { now });
      const expected = expectedSources(scope.list());
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
  const today = new Date("2026-06-30T18:00:00+05:30");
  it("defaults to the last 30 India days, today included", () => {
    const p = reportPeriod({}, today);
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
      const p = reportPeriod({ from: bad, to: "2026-06-30" }, today);
      expect([p.from, p.adjusted]).toEqual(["2026-06-01", true]);
    }
    const objects = reportPeriod({ from: { toString: () => "2026-01-01" }, to: ["2026-06-30"] }, today);
    expect([objects.from, objects.to, objects.adjusted]).toEqual(["2026-06-01", "2026-06-30", true]);
    const proto = reportPeriod(JSON.parse('{"__proto__": {"from": "2020-01-01"}}') as ReportQuery, today);
    expect([proto.from, proto.to, proto.adjusted]).toEqual(["2026-06-01", "2026-06-30", false]);
  });

  it("reversed dates are swapped; more than 366 days is cut to the 366 ending at the end", () => {
    const reversed = reportPeriod({ from: "2026-06-30", to: "2026-06-01" }, today);
    expect([reversed.from, reversed.to, reversed.adjusted]).toEqual(["2026-06-01", "2026-06-30", true]);
    const huge = reportPeriod({ from: "2000-01-01", to: "2100-12-31" }, today);
    expect([huge.from, huge.to, huge.adjusted]).toEqual(["2099-12-31", "2100-12-31", true]);
    const year = reportPeriod({ from: "2025-07-01", to: "2026-06-30" }, today);
    expect([year.from, year.adjusted]).toEqual(["2025-07-01", false]);
  });
});
