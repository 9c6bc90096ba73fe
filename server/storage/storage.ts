import { randomBytes } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded files live: local disk by default (S3-compatible storage can implement the same interface). */
export interface FileStorage {
  put(key: string, body: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  delete(key: string): Promise<void>;
  /**
   * Stores the file at `file` (on this machine's disk) under `key` without
   * reading it whole into memory (a backup may be larger than memory).
   */
  putFile(key: string, file: string): Promise<void>;
  /** The keys directly under `folder` ("backups/"), in no particular order. */
  list(folder: string): Promise<string[]>;
  /** Whether files can be stored now (for /healthz); never throws. */
  check(): Promise<boolean>;
}

export class StorageError extends Error {
  override name = "StorageError";
}

/**
 * Keys are our own (random ids and fixed prefixes, an extension or two such
 * as .jsonl.gz); anything else is refused before touching the disk.
 */
export function assertSafeKey(key: string) {
  if (!/^[a-z0-9-]+(\/[A-Za-z0-9_-]+)*(\.[a-z0-9]+){1,2}$/.test(key))
    throw new StorageError(`Invalid storage key: ${key}`);
}

export function createDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        throw new StorageError(
          `Could not store ${key}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
        );
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async putFile(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await copyFile(source, temporary);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        throw new StorageError(
          `Could not store ${key}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
        );
      }
    },
    async list(folder) {
      const prefix = folder.replace(/\/*$/, "/");
      assertSafeKey(`${prefix}x.x`);
      try {
        const entries = await readdir(path.join(root, prefix), { withFileTypes: true });
        // Files being written (put's .tmp) are not files yet.
        return entries
          .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
          .map((entry) => prefix + entry.name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
    async check() {
      // Writes and removes a small file: a missing, read-only or full volume answers false.
      const probe = path.join(root, `.healthz-${process.pid}-${randomBytes(6).toString("hex")}.tmp`);
      try {
        await mkdir(root, { recursive: true });
        await writeFile(probe, "ok");
        return true;
      } catch {
        return false;
      } finally {
        await rm(probe, { force: true }).catch(() => {});
      }
    },
  };
}
