import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOnce } from "../../tests/support/eventually";
import { startS3Server, type TestS3Server } from "../../tests/support/s3-server";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { BackupError } from "../backup";
import { verifyBackup } from "../backup-verify";
import type { Logger } from "../log";
import { createS3Storage } from "../storage/s3";
import type { Actor } from "./context";
import { uploadPhoto } from "./profiles";
import { backupName, lastScheduledBackup, runScheduledBackup } from "./backups";

/** 03:00 India time on 1 December 2026, then a day later each time. */
const day = (n: number) => new Date(Date.UTC(2026, 11, n, 21, 30) - 24 * 3600_000);

let services: TestServices;
let admin: Actor;
let employer: Actor;
let candidate: Actor;
const errors: { message: string; fields?: Record<string, unknown> }[] = [];

async function withPhoto(target: TestServices, email: string): Promise<Actor> {
  const { userId } = await registerNewCandidate(target, {
    email,
    phone: "9876501234",
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  const actor: Actor = { userId, email, role: "candidate" };
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#1d4478" } })
    .png()
    .toBuffer();
  await uploadPhoto(
    contextFor(target, actor),
    new File([new Uint8Array(png)], "me.png", { type: "image/png" }),
  );
  return actor;
}

beforeAll(async () => {
  services = await createTestServices({ BACKUP_DAILY_AT: "03:00", BACKUP_KEEP: "3" });
  const log: Logger = {
    info() {},
    warn() {},
    error: (message, fields) => void errors.push({ message, fields }),
  };
  services.log = log;
  admin = await createStaff(services, "backup-admin@example.com", "admin");
  const moderator = await createStaff(services, "backup-employer@example.com", "moderator");
  employer = { ...moderator, role: "employer" };
  candidate = await withPhoto(services, "backup-candidate@example.com");
});

afterAll(async () => {
  await services?.dispose();
});

const backupsFolder = () => path.join(services.config.dataDir, "backups");

describe("the daily backup, on disk", () => {
  it("has nothing to show before the first run", async () => {
    expect(await lastScheduledBackup(contextFor(services, admin))).toBeNull();
  });

  it("writes one backup a day to DATA_DIR/backups and keeps the newest BACKUP_KEEP", async () => {
    const names: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const outcome = await runScheduledBackup(services, day(n));
      expect(outcome).toMatchObject({ succeeded: true, files: 1 });
      names.push(outcome.name);
    }
    expect(names[0]).toBe("backup-2026-11-30T213000Z.jsonl.gz");
    expect(readdirSync(backupsFolder()).sort()).toEqual(names.slice(2));

    const runs = await services.db
      .selectFrom("backup_runs")
      .select(["name", "succeeded", "files_written", "rows_written"])
      .orderBy("started_at")
      .execute();
    expect(runs.map((run) => [run.name, run.succeeded, run.files_written])).toEqual(
      names.map((name) => [name, true, 1]),
    );
    expect(Number(runs[4].rows_written)).toBeGreaterThan(0);

    const last = await lastScheduledBackup(contextFor(services, admin));
    expect(last).toMatchObject({ succeeded: true, name: names[4], files: 1, error: null });
    expect(last?.at.toISOString()).toBe(day(5).toISOString());
    expect(last?.rows).toBe(Number(runs[4].rows_written));
  });

  it("removes what a run cut short left behind once no run could still be writing it", async () => {
    const stale = path.join(backupsFolder(), "backup-2026-12-01T213000Z.jsonl.gz.4242.partial");
    const fresh = path.join(backupsFolder(), "backup-2026-12-02T213000Z.jsonl.gz.4243.partial");
    writeFileSync(stale, "half a backup");
    writeFileSync(fresh, "a backup being written");
    const aDayAgo = new Date(Date.now() - 86_400_000);
    utimesSync(stale, aDayAgo, aDayAgo);
    const outcome = await runScheduledBackup(services, day(6));
    expect(outcome.succeeded).toBe(true);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    rmSync(fresh);
  });

  it("each backup restores and verifies, its counts those of the installation", async () => {
    const newest = readdirSync(backupsFolder()).sort().at(-1)!;
    const users = await services.db.selectFrom("user").select("id").execute();
    const verified = await verifyBackup(path.join(backupsFolder(), newest));
    expect(verified.files).toBe(1);
    expect(verified.tables).toBeGreaterThan(30);
    const last = await lastScheduledBackup(contextFor(services, admin));
    expect(verified.rows).toBe(last?.rows);
    expect(users.length).toBe(3);
  });

  it("a failed run is recorded, logged at error and shown to admins, and leaves no file", async () => {
    const before = readdirSync(backupsFolder());
    // A file where the folder should be, as on a volume mounted wrongly.
    rmSync(backupsFolder(), { recursive: true });
    writeFileSync(backupsFolder(), "not a folder");
    errors.length = 0;
    const outcome = await runScheduledBackup(services, day(6));
    expect(outcome.succeeded).toBe(false);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toBe("scheduled backup failed");
    expect(errors[0].fields).toMatchObject({ name: backupName(day(6)) });
    expect(String(errors[0].fields?.error)).toMatch(/EEXIST|ENOTDIR/);

    const last = await lastScheduledBackup(contextFor(services, admin));
    expect(last).toMatchObject({ succeeded: false, name: backupName(day(6)), rows: null, files: null });
    expect(last?.error).toMatch(/EEXIST|ENOTDIR/);
    expect(last?.at.toISOString()).toBe(day(6).toISOString());
    expect(before).toHaveLength(3);

    // Put right, the next day's run succeeds and is the one shown.
    rmSync(backupsFolder());
    expect((await runScheduledBackup(services, day(7))).succeeded).toBe(true);
    expect(await lastScheduledBackup(contextFor(services, admin))).toMatchObject({ succeeded: true });
    expect(readdirSync(backupsFolder())).toEqual([backupName(day(7))]);
  });

  it("shows the backups' outcome to admins only", async () => {
    for (const actor of [null, candidate, employer]) {
      const error = await rejection(lastScheduledBackup(contextFor(services, actor)));
      expect(error.kind).toBe(actor ? "forbidden" : "unauthenticated");
    }
  });

  it("runs from the queue when the backup job is sent, as the schedule does", async () => {
    const count = async () =>
      (await services.db.selectFrom("backup_runs").select("id").where("succeeded", "=", true).execute())
        .length;
    const before = await count();
    await services.queue.send("backup", [{}]);
    expect(await answerOnce(count, (n) => n === before + 1, 30_000)).toBe(before + 1);
    expect(readdirSync(backupsFolder()).filter((name) => name.endsWith(".jsonl.gz"))).toHaveLength(2);
  });
});

describe("npm run backup:verify", () => {
  const scratch = () => mkdtempSync(path.join(tmpdir(), "jobboard-verify-test-"));
  const newest = () => path.join(backupsFolder(), readdirSync(backupsFolder()).sort().at(-1)!);
  const leftOver = () =>
    readdirSync(tmpdir()).filter((name) => name.startsWith("jobboard-verify-") && !name.includes("test"));

  async function refusal(file: string): Promise<BackupError> {
    const error = await verifyBackup(file).then(
      () => null,
      (error: unknown) => error,
    );
    expect(error).toBeInstanceOf(BackupError);
    return error as BackupError;
  }

  it("fails on a backup with a row taken out, naming the table, and leaves no scratch folder", async () => {
    const before = leftOver();
    const lines = gunzipSync(readFileSync(newest())).toString("utf8").trimEnd().split("\n");
    const userTable = lines.findIndex((line) => line.startsWith('{"$":"table","name":"user"'));
    lines.splice(userTable + 1, 1);
    const tampered = path.join(scratch(), "tampered.jsonl.gz");
    writeFileSync(tampered, gzipSync(`${lines.join("\n")}\n`));
    expect((await refusal(tampered)).message).toMatch(/table user should have 3 rows, it has 2/);
    // Only this run's: another test file, running beside this one, makes and removes its own.
    expect(leftOver().filter((name) => !before.includes(name))).toEqual([]);
  });

  it("fails on a file that is not a backup, or is cut short", async () => {
    const text = path.join(scratch(), "notes.txt");
    writeFileSync(text, "shopping list");
    expect((await refusal(text)).message).toBe("This file is not a job board backup.");
    const cut = path.join(scratch(), "cut.jsonl.gz");
    const whole = readFileSync(newest());
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    expect((await refusal(cut)).message).toMatch(/damaged or incomplete/);
    expect(existsSync(cut)).toBe(true);
  });
});

describe("the daily backup, in an S3 bucket", () => {
  let s3: TestS3Server;
  let inBucket: TestServices;

  beforeAll(async () => {
    s3 = await startS3Server();
    inBucket = await createTestServices({
      BACKUP_DAILY_AT: "03:00",
      BACKUP_KEEP: "2",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_PREFIX: "site",
    });
    await withPhoto(inBucket, "bucket-candidate@example.com");
  });

  afterAll(async () => {
    await inBucket?.dispose();
    await s3?.close();
  });

  it("puts each backup under backups/, keeps the newest two, and never backs up a backup", async () => {
    const outcomes = [];
    for (let n = 1; n <= 3; n++) outcomes.push(await runScheduledBackup(inBucket, day(n)));
    // The photo each time: the earlier backups in the bucket are not files of the installation.
    expect(outcomes.map((outcome) => outcome.succeeded && outcome.files)).toEqual([1, 1, 1]);
    const bucket = createS3Storage({ ...s3, region: "us-east-1", prefix: "site" });
    expect((await bucket.list("backups/")).sort()).toEqual([
      `backups/${backupName(day(2))}`,
      `backups/${backupName(day(3))}`,
    ]);
    expect(existsSync(path.join(inBucket.config.dataDir, "backups"))).toBe(false);

    const copy = path.join(mkdtempSync(path.join(tmpdir(), "jobboard-verify-test-")), "copy.jsonl.gz");
    writeFileSync(copy, (await bucket.get(`backups/${backupName(day(3))}`))!);
    expect(await verifyBackup(copy)).toMatchObject({ files: 1 });
  });
});
