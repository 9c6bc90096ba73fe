import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** s3rver's one account; requests signed with any other secret are refused (403). */
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: SigV4 checks, path-style buckets) in
 * this process, on a free loopback port, storing under a temporary directory.
 */
export async function startS3Server(bucket = "uploads"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "jobboard-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
