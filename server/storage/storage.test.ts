import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDiskStorage } from "./storage";

describe("disk storage check (for /healthz)", () => {
  it("is up when files can be written, creating the directory, and leaves nothing behind", async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), "jobboard-disk-")), "files");
    const storage = createDiskStorage(root);
    expect(await storage.check()).toBe(true);
    expect(readdirSync(root)).toEqual([]);
    await storage.put("photos/abc.jpg", new Uint8Array([1, 2, 3]));
    expect(await storage.check()).toBe(true);
    expect(readdirSync(root)).toEqual(["photos"]);
  });

  it("is down when the directory cannot be used", async () => {
    const parent = mkdtempSync(path.join(tmpdir(), "jobboard-disk-"));
    // A file where the directory should be, as on a broken or wrongly mounted volume.
    writeFileSync(path.join(parent, "files"), "not a directory");
    expect(await createDiskStorage(path.join(parent, "files")).check()).toBe(false);
    expect(await createDiskStorage(path.join(parent, "files", "deeper")).check()).toBe(false);
  });
});

describe("disk storage listing and storing a file", () => {
  it("stores a file from disk whole, and lists a folder's files without the ones being written", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "jobboard-disk-"));
    const storage = createDiskStorage(root);
    expect(await storage.list("backups/")).toEqual([]);
    const source = path.join(mkdtempSync(path.join(tmpdir(), "jobboard-disk-")), "b.jsonl.gz");
    writeFileSync(source, "backup bytes");
    await storage.putFile("backups/backup-2026-11-29T213000Z.jsonl.gz", source);
    await storage.put("backups/deeper/other.txt", new Uint8Array([1]));
    writeFileSync(path.join(root, "backups", "half.jsonl.gz.123.456.tmp"), "half");
    expect(await storage.list("backups")).toEqual(["backups/backup-2026-11-29T213000Z.jsonl.gz"]);
    expect(new TextDecoder().decode((await storage.get("backups/backup-2026-11-29T213000Z.jsonl.gz"))!)).toBe(
      "backup bytes",
    );
    await expect(storage.list("../")).rejects.toThrow("Invalid storage key");
  });
});
