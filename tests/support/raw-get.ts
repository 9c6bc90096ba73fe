import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire: fetch would decode it, and adds headers of its own. */
  body: Buffer;
}

/** A GET through node:http, which sends only `headers` (no Accept-Encoding of its own) and decodes nothing. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/** The body of a raw answer as a browser reads it, whichever way the server compressed it. */
export function decodedBody({ headers, body }: RawAnswer): Buffer {
  const encoding = headers["content-encoding"] ?? "identity";
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "identity") return body;
  throw new Error(`An answer compressed as ${encoding}, which these tests do not read`);
}

/**
 * Any request through node:http, with exactly `headers` (a Host fetch would
 * not send, such as `a b`) and `body`, sent with its length unless
 * `headers` declare otherwise (Transfer-Encoding: chunked).
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { method = "GET", headers = {}, body } = options;
  const chunked = Object.keys(headers).some((name) => name.toLowerCase() === "transfer-encoding");
  const lengthGiven = Object.keys(headers).some((name) => name.toLowerCase() === "content-length");
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        headers: {
          ...(body !== undefined && !chunked && !lengthGiven
            ? { "content-length": String(Buffer.byteLength(body)) }
            : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
