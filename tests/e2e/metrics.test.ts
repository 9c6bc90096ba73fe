// /metrics (issue #39, decision 0062): a scripted set of requests moves each
// counter by the right amount; without the token there is nothing to read;
// no label carries an address, an id or an e-mail address. And the access
// log's line per request.
import { describe, expect, it } from "vitest";
import { ALL_LEVELS, ALL_STATES } from "../../common/schemas/jobs";
import { runJobAlerts } from "../../server/domain/job-alerts";
import { demoAccounts, setupTestServer, someActiveJob, type TestServer } from "../support/e2e";

const TOKEN = "metrics-token-for-the-e2e-tests";

/** The scrape as { "name{labels}": value }. */
async function scrape(server: TestServer): Promise<Map<string, number>> {
  const answer = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(200);
  const samples = new Map<string, number>();
  for (const line of (await answer.text()).split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

/**
 * A scrape once `ready` holds of it: a request is counted when its answer
 * has gone out, a moment after the client has read it.
 */
async function scrapeWhen(server: TestServer, ready: (samples: Map<string, number>) => boolean) {
  let samples = await scrape(server);
  await expect.poll(async () => ready((samples = await scrape(server))), { timeout: 5_000 }).toBe(true);
  return samples;
}

const moved = (before: Map<string, number>, after: Map<string, number>, sample: string) =>
  (after.get(sample) ?? 0) - (before.get(sample) ?? 0);

const form = (server: TestServer, path: string, fields: Record<string, string>) =>
  fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("/metrics with METRICS_TOKEN", () => {
  const e2e = setupTestServer({ METRICS_TOKEN: TOKEN, ACCESS_LOG: "on" });

  it("moves each counter by what a scripted set of requests did", async () => {
    const { server } = e2e;
    const job = await someActiveJob(server.services);
    const outbox = async () =>
      Number(
        (
          await server.services.db
            .selectFrom("mail_outbox")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const outboxBefore = await outbox();
    const before = await scrape(server);

    // A page (rendered, then served from the page cache), a search, a failed
    // sign-in, and four password resets for one address: three mails, the
    // fourth refused by its limit.
    expect((await fetch(`${server.baseUrl}/jobs/${job.id}`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/jobs/${job.id}`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/jobs?q=noc+engineer`)).status).toBe(200);
    const wrong = await form(server, "/auth", {
      email: demoAccounts.candidate.email,
      password: "not-the-password",
    });
    expect(wrong.status).toBe(401);
    for (let i = 0; i < 4; i++)
      await form(server, "/forgot-password", { email: demoAccounts.candidate.email });
    // Job alert mails, from a run of the alerts (the clock moved to tomorrow morning).
    await server.services.db
      .insertInto("job_alerts")
      .values({
        email: "metrics-alert@example.com",
        name: "Everything",
        q: "",
        state: ALL_STATES,
        experience: ALL_LEVELS,
        frequency: "daily",
        confirmed_at: new Date(),
        covered_until: new Date(Date.now() - 60 * 86_400_000),
      })
      .execute();
    const tomorrow = new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const alerts = await runJobAlerts(server.services, { now: new Date(`${tomorrow}T08:30:00+05:30`) });
    expect(alerts.sent).toBeGreaterThan(0);

    const after = await scrapeWhen(
      server,
      (samples) =>
        moved(before, samples, 'http_requests_total{route="/forgot-password",method="POST",status="429"}') ===
        1,
    );
    const by = (sample: string) => moved(before, after, sample);
    expect(by('http_requests_total{route="/hi?/jobs/:id",method="GET",status="200"}')).toBe(2);
    expect(by('http_requests_total{route="/hi?/jobs",method="GET",status="200"}')).toBe(1);
    expect(by('http_requests_total{route="/auth",method="POST",status="401"}')).toBe(1);
    expect(by('http_requests_total{route="/forgot-password",method="POST",status="200"}')).toBe(3);
    expect(by('http_requests_total{route="/forgot-password",method="POST",status="429"}')).toBe(1);
    expect(by('http_request_duration_seconds_count{route="/hi?/jobs/:id",method="GET"}')).toBe(2);
    // The second job page came from the page cache: one render.
    expect(by('page_render_duration_seconds_count{route="/hi?/jobs/:id"}')).toBe(1);
    expect(by('cache_hits_total{cache="pages"}')).toBe(1);
    expect(by('cache_misses_total{cache="jobSearches"}')).toBeGreaterThanOrEqual(1);
    expect(by("sign_in_failures_total")).toBe(1);
    expect(by('rate_limit_refusals_total{limit="reset:email"}')).toBe(1);
    expect(by("job_alerts_sent_total")).toBe(alerts.sent);
    expect(by("db_queries_total")).toBeGreaterThan(10);
    expect(by("db_query_seconds_total")).toBeGreaterThan(0);
    // Every mail the outbox gained (resets and alerts) is counted in one of its states.
    const outboxSamples = [...after.keys()].filter((key) => key.startsWith("mail_outbox_messages{"));
    const inOutbox = outboxSamples.reduce((sum, key) => sum + after.get(key)!, 0);
    expect(inOutbox).toBe(await outbox());
    expect((await outbox()) - outboxBefore).toBe(3 + alerts.sent);
    // The figures read from the services at each scrape, and Node's own.
    for (const name of [
      "db_waiting_queries",
      "resumes_waiting",
      'mail_queue_jobs{state="queued"}',
      'cache_bytes{cache="pages"}',
      "process_cpu_user_seconds_total",
      "nodejs_heap_size_used_bytes",
    ])
      expect(after.has(name), name).toBe(true);
    expect(
      after.has(
        server.services.database.kind === "pglite"
          ? "db_lock_wait_seconds_total"
          : 'db_pool_connections{state="open"}',
      ),
    ).toBe(true);
  });

  it("never labels by an address, an id or an e-mail address", async () => {
    const { server } = e2e;
    const job = await someActiveJob(server.services);
    await fetch(`${server.baseUrl}/jobs/${job.id}?email=priya%40example.com`);
    await fetch(`${server.baseUrl}/api/v1/jobs/${job.id}`);
    await fetch(`${server.baseUrl}/no-such-page/for-priya`);
    await fetch(`${server.baseUrl}/files/resumes/priya@example.com.pdf`);
    const samples = await scrapeWhen(server, (samples) =>
      [...samples.keys()].some((key) => key.includes('route="/files/*"')),
    );
    const text = [...samples.keys()].join("\n");
    expect(text).toContain('route="/api/v1/jobs/:id"');
    expect(text).toContain('route="/*"');
    expect(text).toContain('route="/files/*"');
    for (const line of text.split("\n")) expect(line).not.toMatch(/@|priya|[0-9a-f]{8}-[0-9a-f]{4}-|email=/i);
  });

  it("writes one access log line per request, without the query or cookies", async () => {
    const { server } = e2e;
    const lines: { message: string; fields?: Record<string, unknown> }[] = [];
    const info = server.services.log.info;
    server.services.log.info = (message, fields) => lines.push({ message, fields });
    try {
      const job = await someActiveJob(server.services);
      const answer = await fetch(`${server.baseUrl}/jobs/${job.id}?q=priya%40example.com`, {
        headers: { cookie: "jb.session_token=secret-cookie" },
      });
      const body = await answer.arrayBuffer();
      await expect.poll(() => lines.filter((line) => line.message === "request").length).toBe(1);
      const line = lines.find((entry) => entry.message === "request")!;
      expect(line.fields).toMatchObject({
        method: "GET",
        route: "/hi?/jobs/:id",
        status: 200,
        requestId: answer.headers.get("x-request-id"),
      });
      // fetch asks for compressed answers, and counts the bytes it unpacked.
      expect(line.fields?.bytes).toBeGreaterThan(1000);
      expect(line.fields?.bytes).toBeLessThan(body.byteLength);
      const text = JSON.stringify(line);
      for (const secret of ["priya", "secret-cookie", job.id]) expect(text).not.toContain(secret);
    } finally {
      server.services.log.info = info;
    }
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  const e2e = setupTestServer();

  it("is not served, with or without a token, and no access log is written when it is off", async () => {
    const lines: string[] = [];
    const info = e2e.server.services.log.info;
    e2e.server.services.log.info = (message) => lines.push(message);
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
        const answer = await fetch(`${e2e.server.baseUrl}/metrics`, { headers });
        expect(answer.status).toBe(404);
        expect(await answer.text()).not.toContain("http_requests_total");
      }
      expect(lines).not.toContain("request");
    } finally {
      e2e.server.services.log.info = info;
    }
  });
});
