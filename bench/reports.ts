// The firm's numbers (issue #38 part D, decision 0058) over a year of
// history: how long each report takes, as the Reports tab asks for it.
// Results: docs/performance.md, "Reports (issue #38)".
//
//   npx tsx bench/reports.ts
//
// It needs a PostgreSQL server: DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) names the server and a role
// that may create databases. It creates a database with a random name
// (dropped at the end), applies the migrations, and seeds with set-based SQL
// (triggers off, as bench/load.ts does): 10 recruiters, 50 clients, ORDERS
// job orders opened evenly over the last 365 days (one in six without a
// client), APPLICATIONS candidates each applied to one order within ten days
// of its opening, and their stage history: about 2.9 moves each
// (screening, submitted, client interview, offered, joined, some rejected),
// some 300,000 rows; the submittals (about 20,000: a quarter of each client
// order's applications that got as far as Submitted are sent, one in 23 of
// those revoked and sent again a day later, some 1,600 asked and declined;
// an Interview decision on three in seven of the sent ones that went on);
// the placements (about 3,000: four in eleven of the sent ones that reached
// Offered or Joined; one in seven of the offers declined, most joined, one
// in 49 leaving within the 90-day guarantee, one in 31 after it, one in
// fifty without a fee); then VACUUM ANALYZE. Each figure is then asked RUNS times (after
// WARM_UP) in four scopes: an admin over every order for the last 30 days
// and for the last 365, an admin's choice of one recruiter for 365 days, and a
// recruiter's own for 30 days. It prints the median and p95 of each against
// the 200 ms target, and asserts nothing.
//
// Settings (environment): APPLICATIONS=100000 ORDERS=3000 RUNS=30 WARM_UP=3.
// KEEP_DATABASE=1 keeps the database (its URL is printed) for EXPLAIN ANALYZE.
import { createServerDatabase } from "../tests/support/test-database";
import { viteImport } from "./vite-import";

const APPLICATIONS = Number(process.env.APPLICATIONS ?? 100_000);
const ORDERS = Number(process.env.ORDERS ?? 3_000);
const RUNS = Number(process.env.RUNS ?? 30);
const WARM_UP = Number(process.env.WARM_UP ?? 3);
const RECRUITERS = 10;
const CLIENTS = 50;

const root = new URL("../", import.meta.url);
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const { openDatabase } = await viteImport<typeof import("../server/db/database")>(
  new URL("server/db/database.ts", root),
);
const { migrate } = await viteImport<typeof import("../server/db/migrate")>(
  new URL("server/db/migrate.ts", root),
);
const reports = await viteImport<typeof import("../server/domain/reports")>(
  new URL("server/domain/reports.ts", root),
);
const { indiaDate } = await viteImport<typeof import("../server/domain/jobs")>(
  new URL("server/domain/jobs.ts", root),
);

const { url, drop } = await createServerDatabase(serverUrl);
const database = await openDatabase({ kind: "postgres", url });

try {
  await migrate(database);
  const seeded = performance.now();
  await database.withExclusiveConnection(async (connection) => {
    await connection.exec(`
      begin;
      set local session_replication_role = replica;
      insert into "user" (id, name, email, "emailVerified")
        select 'bench-recruiter-' || n, '', 'bench-recruiter-' || n || '@example.com', true
        from generate_series(1, ${RECRUITERS}) n;
      insert into user_roles (user_id, email, role)
        select 'bench-recruiter-' || n, 'bench-recruiter-' || n || '@example.com', 'moderator'
        from generate_series(1, ${RECRUITERS}) n;
      insert into clients (name) select 'Bench client ' || n from generate_series(1, ${CLIENTS}) n;
      create temp table bench_clients as select row_number() over (order by name) as n, id from clients;
      insert into "user" (id, name, email, "emailVerified")
        select 'bench-candidate-' || n, '', 'bench-candidate-' || n || '@example.com', true
        from generate_series(1, ${APPLICATIONS}) n;
      create temp table bench_candidates as
        select n, gen_random_uuid() as id from generate_series(1, ${APPLICATIONS}) n;
      insert into candidate_profiles (id, user_id, first_name, last_name)
        select id, 'bench-candidate-' || n, 'Candidate', n::text from bench_candidates;
      -- Orders opened evenly over the year, minutes apart within the day.
      create temp table bench_jobs as
        select n, gen_random_uuid() as id,
          now() - (n * interval '365 days' / ${ORDERS}) - ((n * 7919) % 600) * interval '1 minute' as created_at,
          'bench-recruiter-' || (1 + n % ${RECRUITERS}) as owner,
          case when n % 6 <> 0 then 1 + n % ${CLIENTS} end as client
        from generate_series(1, ${ORDERS}) n;
      insert into jobs (id, title, company_name, location_city, location_state, job_description,
          created_at, updated_at, posted_by, owner_id, client_id)
        select b.id, 'Bench order ' || b.n, 'Bench Co', 'Pune', 'Maharashtra', 'A bench order.',
          b.created_at, b.created_at, b.owner, b.owner, c.id
        from bench_jobs b left join bench_clients c on c.n = b.client;
      -- One application per candidate, to the order k mod ORDERS, within ten days of its opening.
      create temp table bench_applications as
        select k, gen_random_uuid() as id, j.id as job_id, c.id as candidate_id,
          least(now(), j.created_at + ((k * 7919) % 14400) * interval '1 minute') as applied_at,
          (array['job_page','search','search','job_alert','invitation','guest','job_page'])[1 + k % 7] as source,
          (array[0, 1, 2, 2, 3, 3, 4, 4, 5, 5])[1 + (k * 31 + (k / ${ORDERS}) * 7) % 10] as steps
        from bench_candidates c
        join bench_jobs j on j.n = 1 + c.n % ${ORDERS}
        cross join lateral (select c.n as k) kk;
      insert into job_applications (id, job_id, candidate_id, applied_at, updated_at, stage_changed_at, source,
          application_status)
        select id, job_id, candidate_id, applied_at, applied_at, applied_at, source,
          (array['applied','screening','submitted','client_interview','offered','joined'])[1 + steps]
        from bench_applications;
      -- The stage history: each step a few hours to two days after the one before, never after now.
      insert into application_status_changes (application_id, from_status, to_status, changed_at)
        select a.id,
          (array['applied','screening','submitted','client_interview','offered'])[s],
          (array['screening','submitted','client_interview','offered','joined'])[s],
          least(now(), a.applied_at + s * (1 + (a.k * 13) % 48) * interval '1 hour')
        from bench_applications a cross join lateral generate_series(1, a.steps) s;
      insert into application_status_changes (application_id, from_status, to_status, changed_at, reason)
        select a.id, 'screening', 'rejected', least(now(), a.applied_at + 3 * interval '1 day'), 'other'
        from bench_applications a where a.k % 4 = 0 and a.steps between 1 and 4;
      -- Submittals: sent when the application reached Submitted (one in four), some revoked and sent again
      -- a day later; some asked and declined (never sent). One consent serves them all.
      insert into consents (id, user_id, email, purpose, notice_version, language, notice_text, notice_sha256,
          client_id)
        select '00000000-0000-4000-8000-000000000038', 'bench-candidate-1', 'bench-candidate-1@example.com',
          'client_disclosure', '1', 'en-IN', 'Bench notice.', repeat('a', 64), (select id from clients limit 1);
      create temp table bench_sent as
        select a.k, a.id as application_id, a.job_id, j.client_id, a.steps, a.applied_at,
          least(now(), a.applied_at + 2 * (1 + (a.k * 13) % 48) * interval '1 hour') as sent_at,
          (1 + (a.k * 13) % 48) * interval '1 hour' as gap
        from bench_applications a join jobs j on j.id = a.job_id
        where j.client_id is not null and a.steps >= 2 and (a.k / ${ORDERS}) % 4 = 0;
      insert into submittals (application_id, job_id, client_id, contact_name, contact_email, pitch, status,
          created_at, consent_expires_at, consent_answered_at, consent_id, sent_at, link_expires_at, cv_key,
          revoked_at, revoked_reason, decision, decided_at, updated_at)
        select s.application_id, s.job_id, s.client_id, 'Bench contact', 'contact@bench.example', 'A good fit.',
          case when s.k % 23 = 0 then 'revoked' else 'sent' end, s.applied_at, s.applied_at + interval '7 days',
          s.sent_at, '00000000-0000-4000-8000-000000000038', s.sent_at, s.sent_at + interval '14 days',
          'client-cvs/' || repeat('0', 32) || '.pdf',
          case when s.k % 23 = 0 then s.sent_at + interval '1 day' end,
          case when s.k % 23 = 0 then 'recruiter' end,
          case when s.steps >= 3 and s.k % 7 < 3 then 'interview' end,
          case when s.steps >= 3 and s.k % 7 < 3 then s.sent_at + s.gap end, s.sent_at
        from bench_sent s;
      insert into submittals (application_id, job_id, client_id, contact_name, contact_email, pitch, status,
          created_at, consent_expires_at, consent_answered_at, consent_id, sent_at, link_expires_at, cv_key,
          updated_at)
        select s.application_id, s.job_id, s.client_id, 'Bench contact', 'contact@bench.example', 'A good fit.',
          'sent', s.sent_at + interval '1 day', s.sent_at + interval '8 days', s.sent_at + interval '1 day',
          '00000000-0000-4000-8000-000000000038', least(now(), s.sent_at + interval '1 day'),
          s.sent_at + interval '15 days', 'client-cvs/' || repeat('0', 32) || '.pdf', s.sent_at
        from bench_sent s where s.k % 23 = 0;
      insert into submittals (application_id, job_id, client_id, contact_name, contact_email, pitch, status,
          created_at, consent_expires_at, consent_answered_at)
        select a.id, a.job_id, j.client_id, 'Bench contact', 'contact@bench.example', 'A good fit.', 'declined',
          a.applied_at, a.applied_at + interval '7 days', a.applied_at + interval '1 hour'
        from bench_applications a join jobs j on j.id = a.job_id
        where j.client_id is not null and a.steps >= 2 and a.k % 41 = 2;
      insert into submittal_decisions (submittal_id, link_version, decision, proposed_times, contact_email,
          decided_at)
        select id, 1, 'interview', array[decided_at + interval '2 days'], 'contact@bench.example', decided_at
        from submittals where decision = 'interview';
      -- Placements: one in eight of the sent ones that reached Offered (some declined) or Joined; a
      -- few of the joined leave within the 90-day guarantee, some after it.
      create temp table bench_placed as
        select s.*, s.applied_at + 4 * s.gap as offered_at,
          ((s.applied_at + 4 * s.gap + interval '7 days') at time zone 'Asia/Kolkata')::date as joined_on,
          300000 + (s.k * 37) % 900000 as ctc
        from bench_sent s where s.steps >= 4 and s.k % 11 < 4 and s.applied_at + 4 * s.gap < now();
      insert into placements (application_id, job_id, client_id, recruiter_id, status, offered_at, joined_on,
          annual_ctc, fee_type, fee_percent, fee_amount, guarantee_days, guarantee_ends_on, ended_on, end_reason,
          created_at, updated_at)
        select p.application_id, p.job_id, p.client_id, j.owner_id, x.status, p.offered_at, x.joined_on,
          case when p.k % 50 <> 0 then p.ctc end, case when p.k % 50 <> 0 then 'percent' end,
          case when p.k % 50 <> 0 then 8.33 end, case when p.k % 50 <> 0 then round(p.ctc * 0.0833) end,
          90, x.joined_on + 90, x.ended_on, case when x.ended_on is not null then 'left' end,
          p.offered_at, p.offered_at
        from bench_placed p join jobs j on j.id = p.job_id
        cross join lateral (select
          case when p.steps = 4 and p.k % 7 = 3 then 'offer_declined'
               when p.steps = 4 or p.joined_on > current_date then 'offered'
               when p.k % 49 = 0 and p.joined_on + 30 <= current_date then 'ended'
               when p.k % 31 = 0 and p.joined_on + 120 <= current_date then 'ended'
               else 'joined' end as status) st
        cross join lateral (select st.status,
          case when st.status in ('joined', 'ended') then p.joined_on end as joined_on,
          case when st.status = 'ended' then p.joined_on + case when p.k % 49 = 0 then 30 else 120 end end
            as ended_on) x;
      commit;
    `);
    // Its own statement (VACUUM cannot run in a transaction). Vacuumed, as autovacuum leaves a live
    // database: the visibility map set, so index-only scans do not visit the table.
    await connection.exec("vacuum analyze");
  });
  const counts = await database.withExclusiveConnection(async (connection) =>
    connection.query<Record<string, unknown>>(
      `select (select count(*) from jobs) as jobs, (select count(*) from job_applications) as applications,
         (select count(*) from application_status_changes) as changes,
         (select count(*) from submittals) as submittals,
         (select count(*) from submittals where sent_at is not null) as sent,
         (select count(*) from placements) as placements,
         (select count(*) from placements where joined_on is not null) as joined`,
    ),
  );
  console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s:`, JSON.stringify(counts[0]));

  const admin = { userId: "bench-admin", email: "admin@example.com", role: "admin" as const };
  const recruiter = {
    userId: "bench-recruiter-3",
    email: "bench-recruiter-3@example.com",
    role: "employer" as const,
  };
  const ctx = (actor: typeof admin | typeof recruiter) =>
    ({ services: {} as never, db: database.db, actor, clientIp: "127.0.0.1" }) as Parameters<
      typeof reports.funnelFigure
    >[0];
  const today = indiaDate(new Date());
  const yearAgo = indiaDate(new Date(Date.now() - 364 * 86_400_000));
  const scopes = [
    { name: "admin, every order, 30 days", ctx: ctx(admin), query: {} },
    { name: "admin, every order, 365 days", ctx: ctx(admin), query: { from: yearAgo, to: today } },
    {
      name: "admin, one recruiter, 365 days",
      ctx: ctx(admin),
      query: { from: yearAgo, to: today, owner: "bench-recruiter-5" },
    },
    { name: "recruiter's own, 30 days", ctx: ctx(recruiter), query: {} },
  ];
  const figures = {
    "first-submission": reports.firstSubmissionFigure,
    funnel: reports.funnelFigure,
    "time-to-fill": reports.timeToFillFigure,
    placements: reports.placementsFigure,
    retention: reports.retentionFigure,
    sources: reports.sourcesFigure,
  };
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  console.log(
    `\n${"scope".padEnd(34)} ${"figure".padEnd(17)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`,
  );
  for (const scope of scopes) {
    for (const [name, figure] of Object.entries(figures)) {
      for (let i = 0; i < WARM_UP; i++) await figure(scope.ctx, scope.query);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await figure(scope.ctx, scope.query);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
      console.log(
        `${scope.name.padEnd(34)} ${name.padEnd(17)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}${
          p95 > 200 ? "  over 200 ms" : ""
        }`,
      );
    }
    const started = performance.now();
    await reports.allReports(scope.ctx, scope.query);
    console.log(
      `${scope.name.padEnd(34)} ${"the whole page".padEnd(17)} ${(performance.now() - started).toFixed(1).padStart(8)}`,
    );
  }
  // One answer of each, to see the seed means something.
  console.log(
    "\n",
    JSON.stringify(await reports.allReports(ctx(admin), { from: yearAgo, to: today }), null, 0).slice(
      0,
      1200,
    ),
  );
} finally {
  await database.close();
  if (process.env.KEEP_DATABASE) console.log(`kept: ${url}`);
  else await drop();
}
