// Two instances of the server on one PostgreSQL database, each with its own
// connections, mail queue worker and alerts run (issue #24): every alert is
// mailed once a day, and every message is sent once, whichever instance
// takes it. PGlite is one process's database, so this runs on the PostgreSQL
// pass only (scripts/test.js).
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { silentLog } from "../log";
import type { Services } from "../services";
import { createServices } from "../wiring";
import { answerOnce } from "../../tests/support/eventually";
import { contextFor } from "../../tests/support/services";
import { createServerDatabase } from "../../tests/support/test-database";
import { createJobAlert, runJobAlerts } from "./job-alerts";
import { insertJobs } from "./jobs";

const postgresUrl = process.env.DATABASE_URL;

describe.runIf(postgresUrl)("job alerts on two instances sharing one PostgreSQL", () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let instances: Services[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const database = await createServerDatabase(postgresUrl!);
    drop = database.drop;
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "jobboard-alerts-")),
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
      PUBLIC_URL: "http://localhost:3000",
    });
    // One after the other: the first applies the migrations.
    for (let n = 0; n < 2; n++) {
      const opened = await openDatabase({ kind: "postgres", url: database.url });
      instances.push(await createServices(config, { database: opened, log: silentLog }));
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((services) => services.close()));
    instances = [];
    await drop?.();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("sends one e-mail per alert and period, not one per instance", async () => {
    const [a, b] = instances;
    const emails: string[] = [];
    for (let n = 0; n < 30; n++) {
      // Visitors' alerts (no sign-up to wait for), confirmed below.
      const email = `two-instances-${n}@example.com`;
      await createJobAlert(contextFor(a, null, `192.0.2.${n + 1}`), {
        consent: "yes",
        q: n % 2 ? "noc" : "",
        frequency: "daily",
        email,
      });
      emails.push(email);
    }
    await a.db
      .updateTable("job_alerts")
      .set({
        confirmed_at: new Date(),
        covered_until: new Date("2026-07-01T00:00:00+05:30"),
        last_run_on: "2026-07-01",
      })
      .execute();
    const ids = await insertJobs(
      a.db,
      [
        {
          title: "NOC Engineer",
          company_name: "Vistaar",
          job_description: "Shifts.",
          location_city: "Pune",
          location_state: "Maharashtra",
        },
      ],
      null,
    );
    await sql`update jobs set created_at = ${new Date("2026-07-01T10:00:00+05:30")} where id = any(${ids})`.execute(
      a.db,
    );

    const now = new Date("2026-07-02T08:00:00+05:30");
    const reports = await Promise.all([
      runJobAlerts(a, { now }),
      runJobAlerts(b, { now }),
      runJobAlerts(a, { now }),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
    // Run again the same day, on either: nothing.
    expect((await runJobAlerts(b, { now })).taken).toBe(0);

    const alertMails = () =>
      a.db
        .selectFrom("mail_outbox")
        .select(["to_address", "status"])
        .where("subject", "like", "%new job%")
        .execute();
    const settled = await answerOnce(
      alertMails,
      (rows) => rows.every((row) => row.status === "sent"),
      60_000,
    );
    expect(settled.map((row) => row.to_address).sort()).toEqual([...emails].sort());
    expect(settled.every((row) => row.status === "sent")).toBe(true);
    // Both instances' workers took messages from one queue: each went out once.
    const alertMessages = received.filter((raw) =>
      raw.includes("List-Unsubscribe-Post: List-Unsubscribe=One-Click"),
    );
    const recipients = alertMessages.map((raw) => raw.match(/^To: (\S+)/m)?.[1]);
    expect(recipients.sort()).toEqual([...emails].sort());
  }, 120_000);
});
