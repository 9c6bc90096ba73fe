// The daily backup (issue #39, docs/decisions/0061-scheduled-backups.md):
// the streamed backup of server/backup.ts, made by the queue once a day
// (BACKUP_DAILY_AT), kept in DATA_DIR/backups or under backups/ in the S3
// bucket, the newest BACKUP_KEEP of them; and what the admins see of it.
//
// A backup never holds an earlier one: backupToFile takes only the files the
// profiles and submittals name, never a whole folder or bucket.
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { backupToFile, type BackupSummary } from "../backup";
import { errorFields } from "../log";
import type { Services } from "../services";
import { assertAdmin, type DomainContext } from "./context";

/** The bucket's folder for backups, beside the uploads' own. */
export const BACKUP_FOLDER = "backups/";
/** A finished backup's name; a file being written has another (backupToFile's .partial). */
const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.jsonl\.gz$/;
/** What backupToFile writes first (`FILE.<pid>.partial`), renamed when complete. */
const PARTIAL_NAME = /^backup-[\dTZ-]+\.jsonl\.gz\.\d+\.partial$/;
const PARTIAL_GIVEN_UP_MS = 6 * 3_600_000;
/** Enough of an error for the dashboard; the log has the rest. */
const ERROR_CHARS = 500;

/** backup-2026-11-29T033000Z.jsonl.gz: in UTC, so the names sort by time. */
export function backupName(at: Date): string {
  const iso = at.toISOString();
  return `backup-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z.jsonl.gz`;
}

/** Where backups are kept: a folder on this machine, or the bucket. */
interface BackupPlace {
  /** Writes the backup `name`; it is there whole or not at all. */
  write(name: string): Promise<BackupSummary>;
  /** The finished backups' names. */
  names(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

function folderPlace(services: Services, folder: string): BackupPlace {
  return {
    async write(name) {
      await mkdir(folder, { recursive: true });
      // backupToFile writes beside it and renames when complete.
      return backupToFile(services, path.join(folder, name));
    },
    async names() {
      const all = await readdir(folder);
      // A run cut short (the process killed) leaves its .partial file:
      // gone once it is older than any run could take (the queue gives up
      // on one after 4 hours); a younger one may be a backup being written.
      for (const name of all.filter((name) => PARTIAL_NAME.test(name))) {
        const file = path.join(folder, name);
        const { mtimeMs } = await stat(file);
        if (Date.now() - mtimeMs > PARTIAL_GIVEN_UP_MS) await rm(file, { force: true });
      }
      return all.filter((name) => BACKUP_NAME.test(name));
    },
    async remove(name) {
      await rm(path.join(folder, name), { force: true });
    },
  };
}

function bucketPlace(services: Services): BackupPlace {
  const { storage } = services;
  return {
    async write(name) {
      // Made on this machine first, then sent: the bucket shows an object
      // only once it has been put whole.
      const scratch = await mkdtemp(path.join(tmpdir(), "jobboard-backup-"));
      try {
        const file = path.join(scratch, name);
        const summary = await backupToFile(services, file);
        await storage.putFile(BACKUP_FOLDER + name, file);
        return summary;
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
    async names() {
      return (await storage.list(BACKUP_FOLDER))
        .map((key) => key.slice(BACKUP_FOLDER.length))
        .filter((name) => BACKUP_NAME.test(name));
    },
    async remove(name) {
      await storage.delete(BACKUP_FOLDER + name);
    },
  };
}

export type BackupRunOutcome =
  | { succeeded: true; name: string; rows: number; files: number; bytes: number; removed: string[] }
  | { succeeded: false; name: string; error: string };

/**
 * One run of the daily backup, as of `now` (the tests move it): writes the
 * backup, removes all but the newest `keep`, records the run, and on failure
 * logs it at error. Never throws: the queue's worker decides about retries.
 */
export async function runScheduledBackup(services: Services, now = new Date()): Promise<BackupRunOutcome> {
  const { config, log } = services;
  const keep = config.backup?.keep ?? 7;
  const place = config.s3
    ? bucketPlace(services)
    : folderPlace(services, path.join(config.dataDir, "backups"));
  const name = backupName(now);
  let summary: BackupSummary | null = null;
  try {
    summary = await place.write(name);
    // Newest first by name (they sort by time); this one is always kept.
    const older = (await place.names())
      .filter((other) => other !== name)
      .sort()
      .reverse();
    const removed = older.slice(keep - 1);
    for (const other of removed) await place.remove(other);
    await record(services, now, name, { summary, error: null });
    log.info("scheduled backup", { name, rows: summary.rows, files: summary.files, removed: removed.length });
    return { succeeded: true, name, rows: summary.rows, files: summary.files, bytes: summary.bytes, removed };
  } catch (error) {
    const reason = (error as Error)?.message ?? String(error);
    const message = summary
      ? `the backup was written, but older ones could not be removed: ${reason}`
      : reason;
    log.error("scheduled backup failed", { name, ...errorFields(error) });
    await record(services, now, name, { summary: null, error: message.slice(0, ERROR_CHARS) }).catch(
      (recordError: unknown) =>
        log.error("scheduled backup not recorded", { name, ...errorFields(recordError) }),
    );
    return { succeeded: false, name, error: message };
  }
}

async function record(
  services: Services,
  startedAt: Date,
  name: string,
  outcome: { summary: BackupSummary | null; error: string | null },
) {
  await services.db
    .insertInto("backup_runs")
    .values({
      started_at: startedAt,
      succeeded: outcome.error === null,
      name,
      rows_written: outcome.summary?.rows ?? null,
      files_written: outcome.summary?.files ?? null,
      bytes: outcome.summary?.bytes ?? null,
      error: outcome.error,
    })
    .execute();
}

export interface LastBackup {
  succeeded: boolean;
  at: Date;
  name: string;
  rows: number | null;
  files: number | null;
  error: string | null;
}

/** The latest scheduled backup's outcome, for the admin's dashboard; null before the first. Admins only. */
export async function lastScheduledBackup(ctx: DomainContext): Promise<LastBackup | null> {
  assertAdmin(ctx);
  const row = await ctx.db
    .selectFrom("backup_runs")
    .select(["succeeded", "started_at", "name", "rows_written", "files_written", "error"])
    .orderBy("started_at", "desc")
    .orderBy("finished_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    succeeded: row.succeeded,
    at: new Date(row.started_at),
    name: row.name,
    rows: row.rows_written === null ? null : Number(row.rows_written),
    files: row.files_written,
    error: row.error,
  };
}
