// The process assembled: the services (server/services.ts) and the workers
// that run domain code beside the requests. They are started here, not in
// services.ts, so the arrows run one way: the domain imports `Services`, and
// services.ts imports nothing of the domain.
import type { Config } from "./config";
import type { Database } from "./db/database";
import { runScheduledBackup } from "./domain/backups";
import { runDuplicateScan, type DuplicateScanJob } from "./domain/duplicates";
import { runJobAlerts } from "./domain/job-alerts";
import { closeExpiredJobs } from "./domain/job-life";
import { sendGuaranteeReminders } from "./domain/placements";
import { startResumeTextWorker } from "./domain/resume-text";
import type { Logger } from "./log";
import { openServices, type Services } from "./services";

/** The services with the resume text reader and the job alerts' run started. */
export async function createServices(
  config: Config,
  options: { database?: Database; log?: Logger } = {},
): Promise<Services> {
  const opened = await openServices(config, options);
  const { database, storage, log, queue } = opened;
  const resumeTexts = startResumeTextWorker({ db: database.db, storage, log });
  const services: Services = {
    ...opened,
    resumeTexts,
    async close() {
      await resumeTexts.close();
      await opened.close();
    },
  };
  await queue.work("job-alerts", async () => {
    const report = await runJobAlerts(services);
    if (report.taken) log.info("job alerts run", { ...report });
  });
  // Every hour (a missed hour is caught up by the next); each alert goes once
  // a day or week, from the morning. Tests run the alerts themselves.
  if (config.env !== "test") await queue.schedule("job-alerts", "5 * * * *");
  // Jobs whose deadline day has ended close by themselves (decision 0048).
  // Deadlines end at midnight India time, which the first run after catches;
  // every 15 minutes, so a run missed while no instance was up is soon made
  // good. Careers hides such a job until then; tests run it themselves.
  await queue.work("job-expiry", async () => {
    const { closed } = await closeExpiredJobs(services.db);
    if (closed) log.info("expired jobs closed", { closed });
  });
  if (config.env !== "test") await queue.schedule("job-expiry", "*/15 * * * *");
  // Profiles that may be one person, found at night (decision 0056); an
  // admin's "Scan now" queues the same job, with who asked.
  await queue.work<DuplicateScanJob | null>("duplicate-scan", async (job) => {
    const requestedBy = typeof job.data?.requestedBy === "string" ? job.data.requestedBy : null;
    const found = await runDuplicateScan(services.db, requestedBy);
    log.info("duplicate scan", { ...found });
  });
  if (config.env !== "test") await queue.schedule("duplicate-scan", "30 2 * * *");
  // A week before a hire's replacement guarantee ends, its job's owner is
  // mailed (decision 0057): every morning at 09:00 India time; a run missed
  // is made good the next day (the reminder window is a week wide).
  await queue.work("placement-guarantee", async () => {
    const { reminded } = await sendGuaranteeReminders(services);
    if (reminded) log.info("guarantee reminders queued", { reminded });
  });
  if (config.env !== "test") await queue.schedule("placement-guarantee", "0 9 * * *");
  // The daily backup, when BACKUP_DAILY_AT turns it on (decision 0061): one
  // schedule and a singleton queue, so one instance makes it. A failed run is
  // recorded and logged, then tried again later by the queue. Tests call
  // runScheduledBackup themselves, with the clock moved.
  if (config.backup) {
    await queue.work("backup", async () => {
      const outcome = await runScheduledBackup(services);
      if (!outcome.succeeded) throw new Error(outcome.error);
    });
    if (config.env !== "test") await queue.schedule("backup", config.backup.cron);
  } else if (config.env !== "test") {
    // The schedule is kept in the database: turned off, it must go too.
    await queue.unschedule("backup");
  }
  return services;
}
