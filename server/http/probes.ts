// Liveness and readiness for an orchestrator or a load balancer (issue #39).
// /livez answers while the process can serve at all: a failing /livez means
// restart it. /readyz answers 200 only while the instance should be sent
// traffic: the database answers and holds every migration this build knows,
// Redis and S3 answer when they are configured, and the process is not
// shutting down (server.js turns it unready first, then waits before it
// stops accepting connections, so a load balancer drains it cleanly).
// /healthz (app.ts) stays as it was, the person's view.
import { sql } from "kysely";
import type { Request, Response } from "express";
import { migrations } from "../db/migrate";
import type { Config } from "../config";
import type { Services } from "../services";

/** Whether the process is shutting down, set by server.js on SIGTERM. */
export interface Lifecycle {
  shuttingDown: boolean;
}

export function livez(_req: Request, res: Response) {
  res.status(200).set("Cache-Control", "no-store").json({ status: "live" });
}

export function readyz(services: Services, config: Config, lifecycle: Lifecycle) {
  const latest = migrations.at(-1)!.version;
  /** "up", "down" (not answering) or "behind" (answering without this build's newest migration). */
  const databaseState = async () => {
    try {
      const { rows } = await sql<{ version: string }>`
        select version from schema_migrations where version = ${latest}`.execute(services.db);
      return rows.length === 1 ? "up" : "behind";
    } catch {
      return "down";
    }
  };
  return async (_req: Request, res: Response) => {
    if (lifecycle.shuttingDown) {
      res.status(503).set("Cache-Control", "no-store").json({ status: "shutting down" });
      return;
    }
    const [database, redis, storage] = await Promise.all([
      databaseState(),
      services.rateLimits.kind === "redis" ? services.rateLimits.check() : null,
      config.s3 ? services.storage.check() : null,
    ]);
    const state = (up: boolean) => (up ? "up" : "down");
    const ready = database === "up" && redis !== false && storage !== false;
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({
        status: ready ? "ready" : "not ready",
        database,
        ...(redis === null ? {} : { redis: state(redis) }),
        ...(storage === null ? {} : { storage: state(storage) }),
      });
  };
}
