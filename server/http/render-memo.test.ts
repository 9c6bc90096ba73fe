import { describe, expect, it } from "vitest";
import { htmlOf as piecesOf, pageOf, renderKeyOf, type RenderedPage } from "./render-memo";

const htmlOf = (page: RenderedPage, nonce: string) => Buffer.concat(piecesOf(page, nonce));

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("render memo", () => {
  it("puts the new nonce wherever the page carried its own, and nowhere else", () => {
    const html = Buffer.from(
      'abc<script nonce="n0nce">x</script><p>n0n</p><script nonce="n0nce"></script>n0nce',
    );
    const page = pageOf(html, "n0nce");
    expect(htmlOf(page, "fresh").toString()).toBe(
      'abc<script nonce="fresh">x</script><p>n0n</p><script nonce="fresh"></script>fresh',
    );
    expect(htmlOf(page, "n0nce").toString()).toBe(html.toString());
    expect(page.bytes).toBe(html.length);
  });

  it("keeps a page without a nonce as it is", () => {
    const html = Buffer.from("<p>plain</p>");
    expect(htmlOf(pageOf(html, ""), "x").toString()).toBe("<p>plain</p>");
    expect(htmlOf(pageOf(html, "absent"), "x").toString()).toBe("<p>plain</p>");
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
