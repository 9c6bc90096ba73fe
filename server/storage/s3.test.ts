import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../tests/support/s3-server";
import {
  contextFor,
  createTestServices,
  registerNewCandidate,
  type TestServices,
} from "../../tests/support/services";
import { DomainError } from "../domain/errors";
import { uploadPhoto } from "../domain/profiles";
import { createS3Storage, type S3StorageOptions } from "./s3";
import { StorageError } from "./storage";
import { freePort } from "../../tests/support/ports";

let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3?.close();
});

const optionsFor = (server: TestS3Server, overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  endpoint: server.endpoint,
  bucket: server.bucket,
  region: "us-east-1",
  accessKeyId: server.accessKeyId,
  secretAccessKey: server.secretAccessKey,
  ...overrides,
});

const name = () => randomBytes(16).toString("hex");

async function storageError(promise: Promise<unknown>): Promise<StorageError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StorageError) return error;
    throw error;
  }
  throw new Error("expected a StorageError");
}

describe("S3 storage", () => {
  it("stores, reads and deletes a file", async () => {
    const storage = createS3Storage(optionsFor(s3));
    const key = `photos/${name()}.jpg`;
    const body = new TextEncoder().encode("a photo");
    await storage.put(key, body);
    expect(await storage.get(key)).toEqual(body);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("answers null for a key that was never stored, and deleting it is not an error", async () => {
    const storage = createS3Storage(optionsFor(s3));
    expect(await storage.get(`resumes/${name()}.pdf`)).toBeNull();
    await expect(storage.delete(`resumes/${name()}.pdf`)).resolves.toBeUndefined();
  });

  it("keeps binary files byte for byte", async () => {
    const storage = createS3Storage(optionsFor(s3));
    const everyByte = new Uint8Array(256).map((_, index) => index);
    const body = new Uint8Array([...everyByte, ...randomBytes(3 * 1024 * 1024), ...everyByte]);
    const key = `resumes/${name()}.pdf`;
    await storage.put(key, body);
    const read = await storage.get(key);
    expect(read).toBeInstanceOf(Uint8Array);
    expect(read!.length).toBe(body.length);
    expect(createHash("sha256").update(read!).digest("hex")).toBe(
      createHash("sha256").update(body).digest("hex"),
    );
  });

  it("replaces a file stored again under the same key", async () => {
    const storage = createS3Storage(optionsFor(s3));
    const key = `photos/${name()}.jpg`;
    await storage.put(key, new Uint8Array([1, 2, 3]));
    await storage.put(key, new Uint8Array([4, 5]));
    expect(await storage.get(key)).toEqual(new Uint8Array([4, 5]));
  });

  it("puts keys under the prefix, so installations can share a bucket", async () => {
    const prefixed = createS3Storage(optionsFor(s3, { prefix: "/sites/jobboard/" }));
    const other = createS3Storage(optionsFor(s3, { prefix: "sites/other" }));
    const whole = createS3Storage(optionsFor(s3));
    const key = `photos/${name()}.jpg`;
    await prefixed.put(key, new Uint8Array([7]));
    expect(await prefixed.get(key)).toEqual(new Uint8Array([7]));
    expect(await whole.get(`sites/jobboard/${key}`)).toEqual(new Uint8Array([7]));
    expect(await whole.get(key)).toBeNull();
    expect(await other.get(key)).toBeNull();
  });

  it("refuses a key that is not one of ours before sending anything", async () => {
    const storage = createS3Storage(optionsFor(s3));
    for (const key of ["../secret.txt", "photos/../../x.jpg", "/photos/x.jpg", "photos/x"]) {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(StorageError);
      await expect(storage.get(key)).rejects.toThrow(StorageError);
    }
  });

  it("throws a StorageError when the credentials are wrong", async () => {
    const storage = createS3Storage(optionsFor(s3, { secretAccessKey: "not-the-secret" }));
    const key = `photos/${name()}.jpg`;
    const put = await storageError(storage.put(key, new Uint8Array([1])));
    expect(put.message).toMatch(/403 SignatureDoesNotMatch/);
    await storageError(storage.get(key));
    const unknownKey = createS3Storage(optionsFor(s3, { accessKeyId: "NOBODY" }));
    expect((await storageError(unknownKey.put(key, new Uint8Array([1])))).message).toMatch(/403/);
    // Nothing was stored.
    expect(await createS3Storage(optionsFor(s3)).get(key)).toBeNull();
  });

  it("throws a StorageError when the endpoint is unreachable", async () => {
    const storage = createS3Storage(optionsFor(s3, { endpoint: `http://127.0.0.1:${await freePort()}` }));
    const put = await storageError(storage.put(`photos/${name()}.jpg`, new Uint8Array([1])));
    expect(put.message).toMatch(/ECONNREFUSED/);
    await storageError(storage.get(`photos/${name()}.jpg`));
    await storageError(storage.delete(`photos/${name()}.jpg`));
  });

  it("throws a StorageError for a missing bucket instead of reporting a missing file", async () => {
    const storage = createS3Storage(optionsFor(s3, { bucket: "no-such-bucket" }));
    expect((await storageError(storage.put(`photos/${name()}.jpg`, new Uint8Array([1])))).message).toMatch(
      /NoSuchBucket/,
    );
    expect((await storageError(storage.get(`photos/${name()}.jpg`))).message).toMatch(/NoSuchBucket/);
  });

  it("gives up on a server that does not answer in time", async () => {
    // Accepts the connection and never answers.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    try {
      const storage = createS3Storage(
        optionsFor(s3, { endpoint: `http://127.0.0.1:${port}`, timeoutMs: 300 }),
      );
      const error = await storageError(storage.put(`photos/${name()}.jpg`, new Uint8Array([1])));
      expect(error.message).toMatch(/no answer within 0.3 s/);
    } finally {
      silent.close();
    }
  });
});

describe("S3 storage check (for /healthz)", () => {
  it("is up when the bucket answers, with or without a prefix", async () => {
    expect(await createS3Storage(optionsFor(s3)).check()).toBe(true);
    expect(await createS3Storage(optionsFor(s3, { prefix: "jobboard" })).check()).toBe(true);
  });

  it("is down for wrong credentials, a missing bucket, an unreachable or a silent endpoint", async () => {
    expect(await createS3Storage(optionsFor(s3, { secretAccessKey: "not-the-secret" })).check()).toBe(false);
    expect(await createS3Storage(optionsFor(s3, { bucket: "no-such-bucket" })).check()).toBe(false);
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    expect(await createS3Storage(optionsFor(s3, { endpoint })).check()).toBe(false);
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    try {
      const storage = createS3Storage(
        optionsFor(s3, { endpoint: `http://127.0.0.1:${port}`, checkTimeoutMs: 300 }),
      );
      const started = Date.now();
      expect(await storage.check()).toBe(false);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.close();
    }
  });

  it("asks the bucket at most once per checkCacheMs, so frequent health checks do not hammer it", async () => {
    const own = await startS3Server("health");
    const cached = createS3Storage(optionsFor(own));
    const short = createS3Storage(optionsFor(own, { checkCacheMs: 200 }));
    expect(await cached.check()).toBe(true);
    expect(await short.check()).toBe(true);
    await own.close();
    // The bucket is gone: the cached answer stands for 10 s, the short one only 200 ms.
    expect(await cached.check()).toBe(true);
    expect(await short.check()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await short.check()).toBe(false);
    expect(await cached.check()).toBe(true);
    // Checks made together share one request.
    const fresh = createS3Storage(optionsFor(own, { checkCacheMs: 0 }));
    const together = [fresh.check(), fresh.check()];
    expect(together[0]).toBe(together[1]);
    expect(await Promise.all(together)).toEqual([false, false]);
  });
});

describe("services with S3 configured", () => {
  const services: TestServices[] = [];
  afterAll(async () => {
    for (const service of services) await service.dispose();
  });

  const servicesWith = async (secret: string) => {
    const created = await createTestServices({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: secret,
      S3_PREFIX: "services-test",
    });
    services.push(created);
    return created;
  };

  const candidate = async (services: TestServices) => {
    const email = `s3-${name()}@example.com`;
    const { userId } = await registerNewCandidate(services, {
      email,
      phone: "9876501234",
      password: "good-password-1",
      confirmPassword: "good-password-1",
    });
    return { userId, email, role: "candidate" as const };
  };

  const png = () =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: "#1d4478" } })
      .png()
      .toBuffer();

  it("stores an uploaded photo in the bucket, not under DATA_DIR", async () => {
    const good = await servicesWith(s3.secretAccessKey);
    const actor = await candidate(good);
    const url = await uploadPhoto(
      contextFor(good, actor),
      new File([new Uint8Array(await png())], "me.png", { type: "image/png" }),
    );
    const key = url.replace("/files/", "");
    const direct = createS3Storage(optionsFor(s3));
    expect(await direct.get(`services-test/${key}`)).toEqual(await good.storage.get(key));
    expect((await sharp((await good.storage.get(key))!).metadata()).format).toBe("jpeg");
    expect(existsSync(path.join(good.config.dataDir, "files", key))).toBe(false);
  });

  it("reports 'Upload failed' and leaves the profile unchanged when the bucket refuses the file", async () => {
    const bad = await servicesWith("not-the-secret");
    const actor = await candidate(bad);
    const before = await bad.db
      .selectFrom("candidate_profiles")
      .select("photo_key")
      .where("user_id", "=", actor.userId)
      .executeTakeFirstOrThrow();
    const error = await uploadPhoto(
      contextFor(bad, actor),
      new File([new Uint8Array(await png())], "me.png", { type: "image/png" }),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).title).toBe("Upload failed");
    const after = await bad.db
      .selectFrom("candidate_profiles")
      .select("photo_key")
      .where("user_id", "=", actor.userId)
      .executeTakeFirstOrThrow();
    expect(after.photo_key).toBe(before.photo_key);
  });
});
