import { describe, expect, it } from "vitest";
import { Cache } from "./cache";

const cache = (options: { ttlMs?: number; maxBytes?: number } = {}) =>
  new Cache<string>({
    ttlMs: options.ttlMs ?? 60_000,
    maxBytes: options.maxBytes ?? 1_000_000,
    sizeOf: (value) => value.length,
  });

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Cache", () => {
  it("loads once, then answers from memory", async () => {
    const store = cache();
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await store.read("a", load)).toBe("value 1");
    expect(await store.read("a", load)).toBe("value 1");
    expect(await store.read("b", load)).toBe("value 2");
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
    const values = await Promise.all(Array.from({ length: 8 }, () => store.read("a", load)));
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
    expect(await store.read("a", load)).toBeNull();
    expect(await store.read("a", load)).toBeNull();
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
    const first = store.read("a", load);
    await later(5);
    version = 2;
    store.clear();
    // A caller after the change does not join the old load.
    const second = store.read("a", load);
    expect(await first).toBe("version 1");
    expect(await second).toBe("version 2");
    expect(await store.read("a", load)).toBe("version 2");
  });

  it("forgets an entry after its time", async () => {
    const store = cache({ ttlMs: 200 });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    await store.read("a", load);
    await store.read("a", load);
    expect(loads).toBe(1);
    await later(300);
    expect(await store.read("a", load)).toBe("value 2");
  });

  it("stays within its memory, dropping the least recently used entry", async () => {
    const store = cache({ maxBytes: 30 });
    const ten = (key: string) => async () => key.repeat(10);
    for (const key of ["a", "b", "c"]) await store.read(key, ten(key));
    await store.read("a", ten("a")); // used again: now the most recent
    await store.read("d", ten("d")); // no room: "b" goes
    expect(store.stats).toMatchObject({ entries: 3, bytes: 30 });
    let loaded = false;
    await store.read("b", async () => {
      loaded = true;
      return "b";
    });
    expect(loaded).toBe(true);
    expect(store.stats.hits).toBe(1);
    // An entry larger than the whole budget is answered, never kept.
    expect(await store.read("huge", async () => "x".repeat(31))).toHaveLength(31);
    expect(store.stats.bytes).toBeLessThanOrEqual(30);
  });

  it("keeps nothing while switched off", async () => {
    const store = cache();
    let loads = 0;
    const load = async () => `value ${++loads}`;
    await store.read("a", load);
    store.setEnabled(false);
    expect(store.stats.entries).toBe(0);
    await store.read("a", load);
    await store.read("a", load);
    expect(loads).toBe(3);
    store.setEnabled(true);
    await store.read("a", load);
    await store.read("a", load);
    expect(loads).toBe(4);
  });
});
