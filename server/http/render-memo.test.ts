import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { bodyOf } from "./page-response";
import { keptPageResponse, pageOf, renderKeyOf } from "./render-memo";

const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "render-memo-")),
  SESSION_SECRET: "render-memo-test-secret-render-memo-test",
});

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("render memo", () => {
  it("sends a kept page as it was rendered, with its inline scripts allowed by hash and no nonce", async () => {
    const html = Buffer.from(
      '<p>hi</p><script nonce="first">window.a=1</script><script type="module" src="/assets/x.js" nonce="first"></script>',
    );
    const page = pageOf(html);
    const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
    const response = keptPageResponse(page, headers, config);
    expect(response.status).toBe(200);
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toContain(`'${"sha256-" + createHash("sha256").update("window.a=1").digest("base64")}'`);
    expect(policy).not.toContain("nonce");
    expect((await bodyOf(response)).toString()).toBe(html.toString());
    // Worked out once per page.
    expect(keptPageResponse(page, new Headers(), config).headers.get("content-security-policy")).toBe(policy);
  });

  it("keys a render by URL and data, and hands the renderer the same data", async () => {
    const a = await renderKeyOf("http://x/jobs?q=a", streamOf('[{"jobs":', "[1,2]}]\n"));
    const same = await renderKeyOf("http://x/jobs?q=a", streamOf('[{"jobs":[1,2]}]\n'));
    const otherData = await renderKeyOf("http://x/jobs?q=a", streamOf('[{"jobs":[1,3]}]\n'));
    const otherUrl = await renderKeyOf("http://x/jobs?q=b", streamOf('[{"jobs":[1,2]}]\n'));
    expect(same.key).toBe(a.key);
    expect(otherData.key).not.toBe(a.key);
    expect(otherUrl.key).not.toBe(a.key);
    expect(await text(a.replay())).toBe('[{"jobs":[1,2]}]\n');
  });
});
