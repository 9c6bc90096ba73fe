import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { AwsClient } from "aws4fetch";
import { assertSafeKey, StorageError, type FileStorage } from "./storage";

export interface S3StorageOptions {
  /** The service's base URL: https://s3.eu-central-1.amazonaws.com, http://127.0.0.1:9000 (MinIO), … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key ("jobboard" stores photos/x.jpg as jobboard/photos/x.jpg); none by default. */
  prefix?: string | null;
  /** Time allowed for one operation, retries included (default 30 s). */
  timeoutMs?: number;
  /** How long `check()` reuses its last answer (default 10 s), so frequent health checks do not each ask the bucket. */
  checkCacheMs?: number;
  /** Time allowed for the bucket to answer `check()` (default 5 s). */
  checkTimeoutMs?: number;
}

/** The object `check()` asks for; never stored. */
const CHECK_KEY = "healthz/probe.txt";

/** Segments of letters, digits, dot, dash and underscore, none starting with a dot (so no "." or ".."). */
const prefixPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/**
 * Files as objects in one bucket of an S3-compatible service, so several
 * instances share them. Requests are signed with SigV4 (aws4fetch) and sent to
 * path-style URLs (ENDPOINT/BUCKET/PREFIX/KEY), which AWS, MinIO, Ceph, R2 and
 * the like all accept. Every failure to store is a StorageError.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const prefix = (options.prefix ?? "").replace(/^\/+|\/+$/g, "");
  if (prefix && !prefixPattern.test(prefix)) throw new TypeError(`Invalid S3 prefix: ${options.prefix}`);
  const base = `${options.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(options.bucket)}/${prefix ? `${prefix}/` : ""}`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  // Retries only 5xx and 429 answers (with backoff); a refused connection fails at once.
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
    retries: 2,
  });

  async function send(action: string, key: string, init: RequestInit): Promise<Response> {
    assertSafeKey(key);
    try {
      return await client.fetch(base + key, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new StorageError(`Could not ${action} ${key}: ${reason(error, timeoutMs)}`, { cause: error });
    }
  }

  const checkCacheMs = options.checkCacheMs ?? 10_000;
  const checkTimeoutMs = options.checkTimeoutMs ?? 5_000;
  let lastCheck: { result: Promise<boolean>; answeredAt: number | null } | null = null;

  /** Asks for an object that is never stored: "no such key" means the bucket answers and the key may read it. */
  async function probe(): Promise<boolean> {
    try {
      const response = await client.fetch(`${base}${CHECK_KEY}`, {
        method: "GET",
        signal: AbortSignal.timeout(checkTimeoutMs),
      });
      const code = await errorCode(response);
      return response.ok || (response.status === 404 && code !== "NoSuchBucket");
    } catch {
      return false;
    }
  }

  const refused = (action: string, key: string, response: Response, code: string | null) =>
    new StorageError(`Could not ${action} ${key}: S3 answered ${response.status}${code ? ` ${code}` : ""}`);

  /** The keys under `folder` of this prefix, a page of up to 1,000 at a time (ListObjectsV2). */
  async function list(folder: string): Promise<string[]> {
    const wanted = folder.replace(/\/*$/, "/");
    assertSafeKey(`${wanted}x.x`);
    const bucketUrl = `${options.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(options.bucket)}`;
    const keys: string[] = [];
    let token: string | null = null;
    do {
      const query = new URLSearchParams({
        "list-type": "2",
        prefix: `${prefix ? `${prefix}/` : ""}${wanted}`,
      });
      if (token) query.set("continuation-token", token);
      let response: Response;
      try {
        response = await client.fetch(`${bucketUrl}?${query}`, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new StorageError(`Could not list ${wanted}: ${reason(error, timeoutMs)}`, { cause: error });
      }
      const text = await response.text().catch(() => "");
      if (!response.ok) {
        const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
        throw new StorageError(
          `Could not list ${wanted}: S3 answered ${response.status}${code ? ` ${code}` : ""}`,
        );
      }
      for (const [, key] of text.matchAll(/<Key>([^<]*)<\/Key>/g)) {
        const name = unescapeXml(key).slice(prefix ? prefix.length + 1 : 0);
        // Only the folder's own files, not those of folders inside it.
        if (name.startsWith(wanted) && !name.slice(wanted.length).includes("/")) keys.push(name);
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(text)
        ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(text)?.[1] ?? "") || null
        : null;
    } while (token);
    return keys;
  }

  return {
    list,
    async putFile(key, file) {
      // Hashed first, then sent as it is read: signed, so a body altered or
      // cut short on the way is refused, without holding it in memory.
      const hash = createHash("sha256");
      for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
      const { size } = await stat(file);
      assertSafeKey(key);
      let response: Response;
      try {
        const signed = await client.sign(base + key, {
          method: "PUT",
          headers: {
            "content-type": "application/octet-stream",
            "content-length": String(size),
            "x-amz-content-sha256": hash.digest("hex"),
          },
        });
        response = await fetch(signed.url, {
          method: "PUT",
          headers: signed.headers,
          body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
          duplex: "half",
          signal: AbortSignal.timeout(Math.max(timeoutMs, 10 * 60_000)),
        } as RequestInit);
      } catch (error) {
        throw new StorageError(`Could not store ${key}: ${reason(error, timeoutMs)}`, { cause: error });
      }
      const code = await errorCode(response);
      if (!response.ok) throw refused("store", key, response, code);
    },
    async put(key, body) {
      const bytes = new Uint8Array(body);
      const response = await send("store", key, {
        method: "PUT",
        body: bytes,
        headers: {
          "content-type": "application/octet-stream",
          // Signed, so the service refuses a body altered or cut short on the way.
          "x-amz-content-sha256": createHash("sha256").update(bytes).digest("hex"),
        },
      });
      const code = await errorCode(response);
      if (!response.ok) throw refused("store", key, response, code);
    },
    async get(key) {
      const response = await send("read", key, { method: "GET" });
      if (!response.ok) {
        const code = await errorCode(response);
        // A missing key is null; a missing bucket is a broken setup, not a missing file.
        if (response.status === 404 && code !== "NoSuchBucket") return null;
        throw refused("read", key, response, code);
      }
      try {
        return new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        throw new StorageError(`Could not read ${key}: ${reason(error, timeoutMs)}`, { cause: error });
      }
    },
    async delete(key) {
      const response = await send("delete", key, { method: "DELETE" });
      const code = await errorCode(response);
      if (!response.ok && !(response.status === 404 && code !== "NoSuchBucket"))
        throw refused("delete", key, response, code);
    },
    check() {
      // One request at a time, and its answer (up or down) kept for checkCacheMs.
      if (lastCheck && (lastCheck.answeredAt === null || Date.now() - lastCheck.answeredAt < checkCacheMs))
        return lastCheck.result;
      const entry: typeof lastCheck = { result: probe(), answeredAt: null };
      void entry.result.then(() => (entry.answeredAt = Date.now()));
      lastCheck = entry;
      return entry.result;
    },
  };
}

/** The S3 error code (<Code>AccessDenied</Code>) of a refusal; reads, and so releases, the body. */
async function errorCode(response: Response): Promise<string | null> {
  const text = await response.text().catch(() => "");
  return response.ok ? null : (/<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? null);
}

function unescapeXml(text: string): string {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");
}

function reason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError")
    return `no answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}
