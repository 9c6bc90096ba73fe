import { describe, expect, it } from "vitest";
import { MemoryCache } from "./memory-cache";

const cache = (options: { ttlMs?: number; maxBytes?: number } = {}) =>
  new MemoryCache<string>({
    ttlMs: options.ttlMs ?? 60_000,
    maxBytes: options.maxBytes ?? 1_000_000,
    sizeOf: (value) => value.length,
  });

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("MemoryCache", () => {
  it("loads once, then answers from memory", async () => {
    const store = cache();
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await store.getOrLoad("a", load)).toBe("value 1");
    expect(await store.getOrLoad("a", load)).toBe("value 1");
    expect(await store.getOrLoad("b", load)).toBe("value 2");
    expect(store.stats).toMatchObject({ hits: 1, misses: 2, entries: 2, bytes: 14 });
  });

  it("makes callers asking at once share one load", async () => {
    const store = cache();
    let loads = 0;
    const load = async () => {
      loads++;
      await later(30);
      return "shared";
    };
    const values = await Promise.all(Array.from({ length: 8 }, () => store.getOrLoad("a", load)));
    expect(values).toEqual(Array(8).fill("shared"));
    expect(loads).toBe(1);
  });

  it("answers but does not keep a load that returns null", async () => {
    const store = cache();
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    expect(await store.getOrLoad("a", load)).toBeNull();
    expect(await store.getOrLoad("a", load)).toBeNull();
    expect(loads).toBe(2);
    expect(store.stats.entries).toBe(0);
  });

  it("does not keep what was loaded before a clear (the data changed meanwhile)", async () => {
    const store = cache();
    let version = 1;
    const load = async () => {
      const seen = `version ${version}`;
      await later(30);
      return seen;
    };
    const first = store.getOrLoad("a", load);
    await later(5);
    version = 2;
    store.clear();
    // A caller after the change does not join the old load.
    const second = store.getOrLoad("a", load);
    expect(await first).toBe("version 1");
    expect(await second).toBe("version 2");
    expect(await store.getOrLoad("a", load)).toBe("version 2");
  });

  it("forgets an entry after its time", async () => {
    const store = cache({ ttlMs: 200 });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    await store.getOrLoad("a", load);
    await store.getOrLoad("a", load);
    expect(loads).toBe(1);
    await later(300);
    expect(await store.getOrLoad("a", load)).toBe("value 2");
  });

  it("stays within its memory, dropping the least recently used entry", async () => {
    const store = cache({ maxBytes: 30 });
    const ten = (key: string) => async () => key.repeat(10);
    for (const key of ["a", "b", "c"]) await store.getOrLoad(key, ten(key));
    await store.getOrLoad("a", ten("a")); // used again: now the most recent
    await store.getOrLoad("d", ten("d")); // no room: "b" goes
    expect(store.stats).toMatchObject({ entries: 3, bytes: 30 });
    let loaded = false;
    await store.getOrLoad("b", async () => {
      loaded = true;
      return "b";
    });
    expect(loaded).toBe(true);
    expect(store.stats.hits).toBe(1);
    // An entry larger than the whole budget is answered, never kept.
    expect(await store.getOrLoad("huge", async () => "x".repeat(31))).toHaveLength(31);
    expect(store.stats.bytes).toBeLessThanOrEqual(30);
  });

  it("peeks at a kept entry without loading, and finds nothing expired, cleared or switched off", async () => {
    const store = cache({ ttlMs: 40 });
    expect(store.peek("a")).toBeUndefined();
    await store.getOrLoad("a", async () => "kept");
    expect(store.peek("a")).toBe("kept");
    expect(store.stats).toMatchObject({ hits: 1, misses: 1 });
    await later(60);
    expect(store.peek("a")).toBeUndefined();
    await store.getOrLoad("a", async () => "again");
    store.clear();
    expect(store.peek("a")).toBeUndefined();
    await store.getOrLoad("a", async () => "again");
    store.setEnabled(false);
    expect(store.peek("a")).toBeUndefined();
    expect(store.stats.hits).toBe(1);
  });

  it("keeps nothing while switched off", async () => {
    const store = cache();
    let loads = 0;
    const load = async () => `value ${++loads}`;
    await store.getOrLoad("a", load);
    store.setEnabled(false);
    expect(store.stats.entries).toBe(0);
    await store.getOrLoad("a", load);
    await store.getOrLoad("a", load);
    expect(loads).toBe(3);
    store.setEnabled(true);
    await store.getOrLoad("a", load);
    await store.getOrLoad("a", load);
    expect(loads).toBe(4);
  });
});
