// Two stateless instances of the production build on one PostgreSQL database
// and one file store: sessions, uploads and rate limits work across them.
// PGlite is one process's database, so this runs on the PostgreSQL pass
// (npm test with DATABASE_URL set, as CI does).
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo";
import { createS3Storage } from "../../server/storage/s3";
import { cachedAnswer, pageOnceChanged, sessionCookie } from "../support/e2e";
import { answerOnce } from "../support/eventually";
import { rateLimitRows, signInAttempt, startInstances, type Instance } from "../support/instances";
import { startS3Server, type TestS3Server } from "../support/s3-server";

const postgresUrl = process.env.DATABASE_URL;

/** Uploads a photo through `a` as the demo candidate and returns its URL path as `b` shows it on /profile. */
async function photoUploadedThroughAShownByB(a: Instance, b: Instance): Promise<string> {
  const cookie = await sessionCookie(a.url, demoAccounts.candidate);
  const form = new FormData();
  form.set("intent", "upload-photo");
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#0b1f3a" } })
    .png()
    .toBuffer();
  form.set("photo", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
  const upload = await fetch(`${a.url}/profile`, {
    method: "POST",
    headers: { cookie, origin: a.url },
    body: form,
  });
  expect(upload.status).toBe(200);
  const profile = await (await fetch(`${b.url}/profile`, { headers: { cookie } })).text();
  const photo = profile.match(/\/files\/photos\/[0-9a-f]{32}\.jpg/)?.[0];
  expect(photo).toBeTruthy();
  return photo!;
}

describe.runIf(postgresUrl)("two instances on one PostgreSQL", () => {
  let instances: Instance[] = [];
  let stop: () => Promise<void>;
  let databaseUrl: string;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-shared-"));
    ({ instances, stop, databaseUrl } = await startInstances(() => ({ dataDir })));
  }, 120_000);

  afterAll(async () => {
    await stop?.();
  });

  it("keeps a session made on one instance valid on the other", async () => {
    const [a, b] = instances;
    const cookie = await sessionCookie(a.url, demoAccounts.candidate);
    const me = await fetch(`${b.url}/api/v1/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).data.email).toBe(demoAccounts.candidate.email);
  });

  it("ends a session signed out on one instance on the other too", async () => {
    const [a, b] = instances;
    const cookie = await sessionCookie(a.url, demoAccounts.employer);
    const me = () => fetch(`${b.url}/api/v1/me`, { headers: { cookie } });
    // b now remembers the session (server/auth/sessions.ts).
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200);
    const out = await fetch(`${a.url}/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: a.url },
    });
    expect(out.status).toBe(302);
    // PostgreSQL's notification reaches b a moment after the commit.
    const status = await answerOnce(
      async () => (await me()).status,
      (answer) => answer !== 200,
      3_000,
    );
    expect(status).toBe(401);
  });

  it("serves a photo uploaded through one instance from the other", async () => {
    const [a, b] = instances;
    const photo = await photoUploadedThroughAShownByB(a, b);
    const served = await fetch(`${b.url}${photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });

  it("counts sign-in attempts across both instances", async () => {
    const [a, b] = instances;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const base = attempt % 2 === 0 ? a.url : b.url;
      statuses.push((await signInAttempt(base, "target@example.com", `guess-${attempt}`)).status);
    }
    // Ten per e-mail in the window, whichever instance answers.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Without REDIS_URL the counters are rows in PostgreSQL.
    expect(await rateLimitRows(databaseUrl)).toContainEqual({
      key: "sign-in:email:target@example.com",
      hits: 12,
    });
  });

  it("drops a job deactivated through one instance from the other's cached pages", async () => {
    const [a, b] = instances;
    // An anonymous visitor's /careers and job page, kept in A's memory.
    const careers = await (await cachedAnswer(`${a.url}/careers`)).text();
    const jobPath = careers.match(/\/jobs\/[0-9a-f-]{36}/)![0];
    await cachedAnswer(`${a.url}${jobPath}`);
    const jobId = jobPath.slice("/jobs/".length);
    // The admin deactivates it through B.
    const cookie = await sessionCookie(b.url, demoAccounts.admin);
    const setActive = (active: boolean) =>
      fetch(`${b.url}/api/v1/admin/jobs/${jobId}/active`, {
        method: "POST",
        headers: { cookie, origin: b.url, "content-type": "application/json" },
        body: JSON.stringify({ active }),
      });
    expect((await setActive(false)).status).toBe(200);
    try {
      // A hears of it from PostgreSQL at the commit: gone within moments, not after the cache's minute.
      const after = await pageOnceChanged(`${a.url}/careers`, (html) => !html.includes(jobPath));
      expect(after).not.toContain(jobPath);
      expect((await fetch(`${a.url}${jobPath}`)).status).toBe(404);
    } finally {
      expect((await setActive(true)).status).toBe(200);
    }
  });

  it("shows an employer on one instance a status changed through the other", async () => {
    const [a, b] = instances;
    const cookie = await sessionCookie(a.url, demoAccounts.employer);
    const api = async (instance: Instance, path: string, init: RequestInit = {}) => {
      const response = await fetch(`${instance.url}/api/v1${path}`, {
        ...init,
        headers: { cookie, origin: instance.url, "content-type": "application/json" },
      });
      expect(response.status).toBe(200);
      return (await response.json()).data;
    };
    const jobs: { id: string; application_count: number }[] = await api(a, "/employer/jobs");
    const job = jobs.find((row) => row.application_count > 0)!;
    const list: { applications: { id: string; application_status: string }[] } = await api(
      a,
      `/employer/jobs/${job.id}/applications`,
    );
    const application = list.applications[0];
    // The status A's list shows for the application: the option its select starts on.
    const shownByA = async () => {
      const html = await (
        await fetch(`${a.url}/employer-dashboard/applications?job=${job.id}`, { headers: { cookie } })
      ).text();
      const select = html.slice(html.indexOf(`id="status-${application.id}"`));
      return select.slice(0, select.indexOf("</select>")).match(/<option[^>]*selected[^>]*>/)?.[0];
    };
    expect(await shownByA()).toContain(`value="${application.application_status}"`);
    const status = application.application_status === "screening" ? "submitted" : "screening";
    await api(b, `/employer/applications/${application.id}/status`, {
      method: "PUT",
      body: JSON.stringify({ status }),
    });
    try {
      expect(await shownByA()).toContain(`value="${status}"`);
    } finally {
      await api(b, `/employer/applications/${application.id}/status`, {
        method: "PUT",
        body: JSON.stringify({ status: application.application_status }),
      });
    }
  });

  it("reports the database and the shared directory up on /healthz, and no Redis line", async () => {
    for (const instance of instances) {
      const health = await fetch(`${instance.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: "up", kind: "postgres", storage: "up" });
    }
  });
});

// The same, but each instance has a DATA_DIR of its own and the files live in
// one S3 bucket (s3rver, a real S3-compatible server, started in this process).
describe.runIf(postgresUrl)("two instances sharing an S3 bucket", () => {
  let instances: Instance[] = [];
  let stop: () => Promise<void>;
  let s3: TestS3Server;

  beforeAll(async () => {
    s3 = await startS3Server();
    ({ instances, stop } = await startInstances(() => ({
      dataDir: mkdtempSync(path.join(tmpdir(), "jobboard-own-")),
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_PREFIX: "jobboard",
      },
    })));
  }, 120_000);

  afterAll(async () => {
    await stop?.();
    await s3?.close();
  });

  it("serves a photo uploaded through one instance from the other", async () => {
    const [a, b] = instances;
    const photo = await photoUploadedThroughAShownByB(a, b);
    const served = await fetch(`${b.url}${photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).format).toBe("jpeg");
    // The file went to the bucket (under the prefix), not to either instance's disk.
    const key = photo.replace("/files/", "");
    const bucket = createS3Storage({ ...s3, region: "us-east-1" });
    const fromA = new Uint8Array(await (await fetch(`${a.url}${photo}`)).arrayBuffer());
    expect(await bucket.get(`jobboard/${key}`)).toEqual(fromA);
    for (const instance of instances) {
      expect(existsSync(path.join(instance.dataDir, "files", key))).toBe(false);
    }
  });
});
