// Backups: the whole database and every uploaded file in one JSON document,
// and the way back into an empty installation. `node server.js backup FILE`
// and `node server.js restore FILE` (README) call these.
import { readFile, writeFile } from "node:fs/promises";
import { sql } from "kysely";
import type { DB } from "./db/schema";
import type { Services } from "./services";

/**
 * Tables in an order that respects their foreign keys. Rate-limit counters are
 * not worth keeping; `search_words` and `searchable_jobs` are refilled by the
 * jobs' insert triggers.
 */
export const backupTables = [
  "user",
  "account",
  "session",
  "verification",
  "user_roles",
  "jobs",
  "candidate_profiles",
  "candidate_education",
  "candidate_skills",
  "candidate_experience",
  "job_applications",
  "application_status_changes",
  "contact_submissions",
  "mail_outbox",
  "audit_log",
] as const satisfies readonly (keyof DB)[];

export interface Backup {
  format: "jobboard-backup";
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: Record<string, Record<string, unknown>[]>;
  /** Uploaded files by storage key, base64. */
  files: Record<string, string>;
}

export async function createBackup(services: Services): Promise<Backup> {
  const { db } = services;
  // One snapshot: every table read in the same repeatable-read transaction.
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const tables: Backup["tables"] = {};
      for (const table of backupTables) {
        tables[table] = (await trx.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
      }
      const migrations = (await sql<{ version: string }>`select version from schema_migrations order by version`.execute(trx)).rows.map(
        (row) => row.version,
      );
      const files: Backup["files"] = {};
      for (const profile of tables.candidate_profiles) {
        for (const key of [profile.photo_key, profile.resume_key]) {
          if (typeof key !== "string") continue;
          const bytes = await services.storage.get(key);
          if (bytes) files[key] = Buffer.from(bytes).toString("base64");
        }
      }
      return { format: "jobboard-backup", version: 1, createdAt: new Date().toISOString(), migrations, tables, files };
    });
}

/**
 * Loads a backup into an installation that has no users yet, all rows in one
 * transaction (a failure leaves it empty), then the files.
 */
export async function restoreBackup(services: Services, backup: Backup): Promise<{ rows: number; files: number }> {
  if (backup.format !== "jobboard-backup" || backup.version !== 1) throw new Error("This file is not a job board backup.");
  const { db } = services;
  const existing = await db.selectFrom("user").select("id").limit(1).execute();
  if (existing.length) throw new Error("Restore needs an empty installation, but this one already has users.");
  let rows = 0;
  await db.transaction().execute(async (trx) => {
    for (const table of backupTables) {
      const records = backup.tables[table] ?? [];
      for (let start = 0; start < records.length; start += 500) {
        const chunk = records.slice(start, start + 500).map((record) =>
          table === "audit_log" ? { ...record, details: JSON.stringify(record.details ?? {}) } : record,
        );
        await trx.insertInto(table).values(chunk as never).execute();
        rows += chunk.length;
      }
    }
    // The insert trigger counted the restored applications on top of the
    // restored counts; count them once more from the rows themselves.
    await sql`update jobs set application_count = (select count(*) from job_applications a where a.job_id = jobs.id)`.execute(trx);
  });
  let files = 0;
  for (const [key, base64] of Object.entries(backup.files)) {
    await services.storage.put(key, new Uint8Array(Buffer.from(base64, "base64")));
    files++;
  }
  return { rows, files };
}

export async function backupToFile(services: Services, file: string) {
  const backup = await createBackup(services);
  await writeFile(file, JSON.stringify(backup));
  const rows = Object.values(backup.tables).reduce((sum, records) => sum + records.length, 0);
  return { rows, files: Object.keys(backup.files).length };
}

export async function restoreFromFile(services: Services, file: string) {
  return restoreBackup(services, JSON.parse(await readFile(file, "utf8")) as Backup);
}
