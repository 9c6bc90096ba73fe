// The job queue: work done outside a request, kept in PostgreSQL by pg-boss
// (decision 0031). Every e-mail goes through it, and the job alerts' hourly
// run. Several instances share one queue: each job is taken by one of them.
import { fromKysely, PgBoss, type JobWithMetadata } from "pg-boss";
import type { Kysely, Transaction } from "kysely";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { DB } from "./db/schema";
import type { Logger } from "./log";
import { errorFields } from "./log";

/**
 * The queues and how each retries. The mail queue backs off from
 * `retryDelaySeconds` (doubling, with jitter, up to an hour) and gives up
 * after `attempts`; the alerts run is never run twice at once.
 */
function queueOptions({ attempts, retryDelaySeconds }: Config["mailRetry"]) {
  return {
    mail: {
      // New mail wakes the workers at once (LISTEN/NOTIFY), not at the next poll.
      notify: true,
      retryLimit: attempts - 1,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: 120,
    },
    "job-alerts": { policy: "singleton" as const, retryLimit: 2, retryDelay: 60, expireInSeconds: 3600 },
    // Closing the jobs past their deadline (server/domain/job-life.ts): one statement, quick.
    "job-expiry": { policy: "singleton" as const, retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
    // The nightly scan for profiles of one person (server/domain/duplicates.ts).
    "duplicate-scan": { policy: "singleton" as const, retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
    // The daily guarantee reminders (server/domain/placements.ts): one UPDATE claims the rows.
    // The daily backup (server/domain/backups.ts): one at a time, and long.
    backup: { policy: "singleton" as const, retryLimit: 2, retryDelay: 900, expireInSeconds: 4 * 3600 },
    "placement-guarantee": {
      policy: "singleton" as const,
      retryLimit: 2,
      retryDelay: 300,
      expireInSeconds: 600,
    },
  };
}
export type QueueName = keyof ReturnType<typeof queueOptions>;

export interface QueuedJob<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True when a failure now is final: no attempt follows. */
  lastAttempt: boolean;
}

export interface JobQueue {
  /**
   * Adds jobs. With `db` (a transaction), they are added only if it commits:
   * the row a job is about and the job itself are written together.
   */
  send<T extends object>(
    name: QueueName,
    items: T[],
    options?: { db?: Kysely<DB> | Transaction<DB> },
  ): Promise<void>;
  /**
   * Runs `handler` for each job of `name` in this process, up to `batchSize`
   * at once; a throw is a failed attempt.
   */
  work<T>(
    name: QueueName,
    handler: (job: QueuedJob<T>) => Promise<void>,
    options?: { batchSize?: number },
  ): Promise<void>;
  /** A job of `name` on a cron schedule (Asia/Kolkata), created once per tick by one instance. */
  schedule(name: QueueName, cron: string): Promise<void>;
  /** Jobs of `name` waiting and being worked on, as pg-boss last counted them (its monitor, about every minute). */
  depth(name: QueueName): Promise<{ queued: number; active: number }>;
  /** No more jobs of `name` on a schedule (a setting that turned it on was removed). */
  unschedule(name: QueueName): Promise<void>;
  stop(): Promise<void>;
}

export async function startQueue(settings: {
  database: Database;
  log: Logger;
  mailRetry: Config["mailRetry"];
  /** How often an idle worker looks for jobs; the tests look often. */
  pollingIntervalSeconds: number;
}): Promise<JobQueue> {
  const { database, log } = settings;
  const connection = database.queueConnection;
  const boss =
    "url" in connection
      ? new PgBoss({
          connectionString: connection.url,
          max: 4,
          application_name: "jobboard-queue",
          useListenNotify: true,
        })
      : new PgBoss({
          backend: "pglite",
          db: { executeSql: connection.executeSql, listen: connection.listen },
          useListenNotify: true,
        });
  boss.on("error", (error) => log.error("queue error", errorFields(error)));
  await boss.start();

  const queues = queueOptions(settings.mailRetry);
  for (const [name, settings] of Object.entries(queues)) {
    try {
      if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
      else await boss.createQueue(name, settings);
    } catch (error) {
      // Another instance created it at the same moment.
      if (!(await boss.getQueue(name))) throw error;
    }
  }

  return {
    async send(name, items, { db } = {}) {
      if (!items.length) return;
      await boss.insert(
        name,
        items.map((data) => ({ data })),
        db ? { db: fromKysely(db) } : undefined,
      );
    },
    async work<T>(name: QueueName, handler: (job: QueuedJob<T>) => Promise<void>, { batchSize = 1 } = {}) {
      // A batch at a time, each job settled on its own (one refused message
      // does not fail the others), and at once the next batch while they
      // come full: a digest run queues thousands.
      const options = {
        includeMetadata: true,
        perJobResults: true,
        batchSize,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: settings.pollingIntervalSeconds,
        // A retry coming due sends no notification: the poll finds it.
        notifyPollingIntervalSeconds: settings.pollingIntervalSeconds,
      } as const;
      await boss.work<T>(name, options, async (jobs) => {
        const outcomes = await Promise.allSettled(
          (jobs as JobWithMetadata<T>[]).map((job) =>
            handler({
              id: job.id,
              data: job.data,
              retryCount: job.retryCount,
              lastAttempt: job.retryCount >= job.retryLimit,
            }),
          ),
        );
        return jobs.map((job, index) => {
          const outcome = outcomes[index];
          return outcome.status === "fulfilled"
            ? { id: job.id, status: "completed" as const }
            : {
                id: job.id,
                status: "failed" as const,
                output: { message: String((outcome.reason as Error)?.message) },
              };
        });
      });
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, null, { tz: "Asia/Kolkata" });
    },
    async depth(name) {
      const queue = await boss.getQueue(name);
      return { queued: queue?.queuedCount ?? 0, active: queue?.activeCount ?? 0 };
    },
    async unschedule(name) {
      await boss.unschedule(name);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
