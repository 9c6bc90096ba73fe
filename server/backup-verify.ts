// `npm run backup:verify -- FILE` (decision 0061): proves a backup file can
// be restored, by restoring it into a scratch installation (PGlite and files
// in a temporary folder, whatever the real installation uses) and comparing
// what arrived with what the file says it holds. The scratch folder is
// removed afterwards; the installation itself is never touched.
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { BackupError, backupTables, recordedCounts, restoreFromFile } from "./backup";
import { loadConfig } from "./config";
import { silentLog } from "./log";
import { openServices, type Services } from "./services";

export interface Verification {
  tables: number;
  rows: number;
  files: number;
}

/**
 * Restores `file` into a scratch installation and compares each table's rows
 * and the number of files with the file's own counts. Throws a BackupError
 * saying what differs, or why the file cannot be read.
 */
export async function verifyBackup(file: string): Promise<Verification> {
  const recorded = await recordedCounts(file);
  const scratch = await mkdtemp(path.join(tmpdir(), "jobboard-verify-"));
  try {
    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: scratch,
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      LOG_LEVEL: "silent",
    });
    // No workers: the e-mails a restore queues again stay in the scratch queue, unsent.
    const opened = await openServices(config, { log: silentLog });
    const services: Services = {
      ...opened,
      resumeTexts: { kick() {}, idle: async () => {}, waiting: async () => 0, close: async () => {} },
    };
    try {
      await restoreFromFile(services, file);
      const differences: string[] = [];
      let rows = 0;
      let tables = 0;
      for (const table of backupTables) {
        const { rows: counted } = await sql<{ n: number }>`
          select count(*)::int as n from ${sql.id(table)}`.execute(services.db);
        const has = Number(counted[0].n);
        rows += has;
        if (!(table in recorded.tables)) {
          // A backup of the first format lists only the tables that had rows.
          if (has) differences.push(`table ${table} has ${has} rows, the file records none`);
          continue;
        }
        tables++;
        if (has !== recorded.tables[table])
          differences.push(`table ${table} has ${has} rows, the file records ${recorded.tables[table]}`);
      }
      const files = await countFiles(path.join(scratch, "files"));
      if (files !== recorded.files)
        differences.push(`${files} files were restored, the file records ${recorded.files}`);
      if (rows !== recorded.rows) differences.push(`${rows} rows in all, the file records ${recorded.rows}`);
      if (differences.length) throw new BackupError(`${file} does not match: ${differences.join("; ")}.`);
      return { tables, rows, files };
    } finally {
      await opened.close();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Every file under `folder`, at any depth. */
async function countFiles(folder: string): Promise<number> {
  try {
    const entries = await readdir(folder, { withFileTypes: true, recursive: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
}
