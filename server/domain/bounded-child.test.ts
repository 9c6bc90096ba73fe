// The child process untrusted files are read in: its answer comes back, and
// a child that swells, loops or dies is ended and reported, never the server.
import { describe, expect, it } from "vitest";
import { runInChild } from "./bounded-child";

const limits = { memoryMb: 200, heapMb: 128, timeMs: 5_000 };
const answering = `process.on("message", (input) => process.send({ doubled: input.bytes.length * 2, env: Object.keys(process.env) }));`;

describe("runInChild", () => {
  it("answers what the child sends, given bytes, and without the server's environment", async () => {
    process.env.TEST_SECRET_FOR_CHILD = "not for the child";
    try {
      expect(await runInChild(answering, { bytes: new Uint8Array(1000) }, limits)).toEqual({
        doubled: 2000,
        env: [],
      });
    } finally {
      delete process.env.TEST_SECRET_FOR_CHILD;
    }
  });

  it("ends a child whose buffers grow past the memory ceiling", async () => {
    // Buffers live outside the V8 heap: only the watch of its resident memory stops them.
    const swelling = `process.on("message", () => {
      const kept = [];
      setInterval(() => kept.push(Buffer.alloc(16 << 20, 1)), 1);
    });`;
    const before = process.memoryUsage().rss;
    const outcome = await runInChild(swelling, {}, { ...limits, timeMs: 60_000 });
    expect(outcome).toEqual({ error: expect.stringMatching(/^used more than 200 MB/) });
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 2 ** 20);
  });

  it("ends a child whose heap grows past its limit, one that never answers, and one that dies", async () => {
    const heapHog = `process.on("message", () => { const kept = []; for (;;) kept.push({ at: kept.length }); });`;
    expect(await runInChild(heapHog, {}, { ...limits, memoryMb: 4096, timeMs: 60_000 })).toEqual({
      error: expect.stringMatching(/^exited with|^used more than/),
    });
    expect(await runInChild(`process.on("message", () => {});`, {}, { ...limits, timeMs: 500 })).toEqual({
      error: "no answer within 500 ms",
    });
    expect(await runInChild(`process.on("message", () => process.exit(3));`, {}, limits)).toEqual({
      error: "exited with 3",
    });
    expect(await runInChild(`syntax error here`, {}, limits)).toEqual({ error: "exited with 1" });
  });
});
