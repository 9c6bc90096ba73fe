import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextFor, createTestServices, type TestServices } from "../tests/support/services";
import { backupTables, backupToFile, restoreFromFile } from "./backup";
import { signIn } from "./domain/accounts";
import { uploadResume } from "./domain/profiles";
import { demoAccounts, seedDemo } from "./seed/demo";

let source: TestServices;
let target: TestServices;

beforeAll(async () => {
  [source, target] = await Promise.all([createTestServices(), createTestServices()]);
  await seedDemo(source);
  const candidate = await source.db.selectFrom("user").select("id").where("email", "=", demoAccounts.candidate.email).executeTakeFirstOrThrow();
  await uploadResume(contextFor(source, { userId: candidate.id, email: demoAccounts.candidate.email, role: "candidate" }), new File([new TextEncoder().encode("%PDF-1.7 resume bytes")], "cv.pdf"));
  await source.db.insertInto("audit_log").values({ action: "job.activate", target: "x", details: JSON.stringify({ title: "T" }) }).execute();
});
afterAll(async () => {
  await Promise.all([source?.dispose(), target?.dispose()]);
});

describe("backup and restore", () => {
  it("round-trips every table and file into an empty installation", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "jobboard-backup-")), "backup.json");
    const written = await backupToFile(source, file);
    expect(written.files).toBe(1);
    const restored = await restoreFromFile(target, file);
    expect(restored).toEqual(written);

    for (const table of backupTables) {
      const order = (rows: Record<string, unknown>[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      const before = order((await source.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[]);
      const after = order((await target.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[]);
      expect(after, table).toEqual(before);
    }
    // The search's own copy of the active jobs is rebuilt as the jobs come back.
    const searchableIds = async (services: typeof source) =>
      (await services.db.selectFrom("searchable_jobs").select("id").orderBy("id").execute()).map((row) => row.id);
    expect((await searchableIds(target)).length).toBeGreaterThan(0);
    expect(await searchableIds(target)).toEqual(await searchableIds(source));
    const profile = await target.db.selectFrom("candidate_profiles").select("resume_key").where("resume_key", "is not", null).executeTakeFirstOrThrow();
    expect(new TextDecoder().decode((await target.storage.get(profile.resume_key!))!)).toBe("%PDF-1.7 resume bytes");
    // Passwords came along: the demo admin signs in on the restored copy.
    await expect(signIn(contextFor(target), { email: demoAccounts.admin.email, password: demoAccounts.admin.password })).resolves.toMatchObject({ role: "admin" });
  });

  it("refuses to restore over an installation that has users", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "jobboard-backup-")), "backup.json");
    await backupToFile(source, file);
    await expect(restoreFromFile(source, file)).rejects.toThrow("Restore needs an empty installation");
  });
});
