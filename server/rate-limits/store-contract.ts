// The behaviour every rate-limit store must have, as one suite that each
// backend's test file runs against its own store (postgres: beside
// server/domain/rate-limits.ts; Redis: server/rate-limits/redis.test.ts).
// Both count with rate-limiter-flexible; this holds them to what the site
// promised before it did.
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../../tests/support/services";
import type { DomainContext } from "../domain/context";
import { consumeRateLimit, type RateLimitRule } from "../domain/rate-limits";
import type { RateLimitStore } from "./store";

export interface StoreUnderTest {
  /** A context whose services count rate limits in the store under test. */
  ctx: DomainContext;
  store: RateLimitStore;
  close(): Promise<void>;
}

/** A rule of its own for each test, so counts never carry over between tests or runs. */
const rule = (max: number, windowSeconds: number): RateLimitRule => ({
  name: `test-${randomBytes(4).toString("hex")}:ip`,
  max,
  windowSeconds,
});

export function describeRateLimitStore(name: string, open: () => Promise<StoreUnderTest>) {
  describe(`rate limits in ${name}`, () => {
    let subject: StoreUnderTest;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      await subject?.close();
    });

    it("allows `max` attempts in a window and refuses the next ones with a clear message", async () => {
      const limit = rule(3, 10 * 60);
      for (let attempt = 0; attempt < 3; attempt++)
        await expect(consumeRateLimit(subject.ctx, limit, "10.1.1.1")).resolves.toBeUndefined();
      for (let attempt = 0; attempt < 2; attempt++) {
        const refused = await rejection(consumeRateLimit(subject.ctx, limit, "10.1.1.1"));
        expect(refused.kind).toBe("rate_limited");
        expect(refused.title).toBe("Too many attempts");
        expect(refused.message).toBe("Too many attempts. Please wait 10 minutes and try again.");
        expect(refused.options.retryAfterSeconds).toBeGreaterThanOrEqual(598);
        expect(refused.options.retryAfterSeconds).toBeLessThanOrEqual(600);
      }
    });

    it("counts each subject and each rule on its own, subjects without regard to case", async () => {
      const first = rule(2, 600);
      const second = rule(2, 600);
      await consumeRateLimit(subject.ctx, first, "Asha@Example.com");
      await consumeRateLimit(subject.ctx, first, "asha@example.com");
      expect((await rejection(consumeRateLimit(subject.ctx, first, "ASHA@example.com"))).kind).toBe(
        "rate_limited",
      );
      // Another subject under the same rule, and the same subject under another rule, start from zero.
      await consumeRateLimit(subject.ctx, first, "ravi@example.com");
      await consumeRateLimit(subject.ctx, first, "ravi@example.com");
      await consumeRateLimit(subject.ctx, second, "asha@example.com");
      await consumeRateLimit(subject.ctx, second, "asha@example.com");
      expect((await rejection(consumeRateLimit(subject.ctx, second, "asha@example.com"))).kind).toBe(
        "rate_limited",
      );
      expect((await rejection(consumeRateLimit(subject.ctx, first, "ravi@example.com"))).kind).toBe(
        "rate_limited",
      );
    });

    it("counts hostile subjects (names of object properties, long ones) each on its own", async () => {
      const limit = rule(1, 600);
      const hostile = [
        "__proto__",
        "constructor",
        "toString",
        "hasOwnProperty",
        "__proto__:polluted",
        "x".repeat(400),
        "आशा@उदाहरण.भारत",
      ];
      for (const name of hostile)
        await expect(consumeRateLimit(subject.ctx, limit, name)).resolves.toBeUndefined();
      for (const name of hostile)
        expect((await rejection(consumeRateLimit(subject.ctx, limit, name))).kind).toBe("rate_limited");
      expect(Object.prototype).not.toHaveProperty("polluted");
    });

    it("starts counting again once the window has passed", async () => {
      const limit = rule(1, 1);
      await consumeRateLimit(subject.ctx, limit, "10.2.2.2");
      const refused = await rejection(consumeRateLimit(subject.ctx, limit, "10.2.2.2"));
      expect(refused.options.retryAfterSeconds).toBe(1);
      // Under a minute left is still "1 minute", never "0 minutes".
      expect(refused.message).toBe("Too many attempts. Please wait 1 minute and try again.");
      await sleep(1_200);
      await expect(consumeRateLimit(subject.ctx, limit, "10.2.2.2")).resolves.toBeUndefined();
      expect((await rejection(consumeRateLimit(subject.ctx, limit, "10.2.2.2"))).kind).toBe("rate_limited");
    });

    it("rounds the wait up to whole minutes", async () => {
      const limit = rule(1, 61);
      await consumeRateLimit(subject.ctx, limit, "10.3.3.3");
      const refused = await rejection(consumeRateLimit(subject.ctx, limit, "10.3.3.3"));
      expect(refused.message).toBe("Too many attempts. Please wait 2 minutes and try again.");
      expect(refused.options.retryAfterSeconds).toBeGreaterThan(59);
      expect(refused.options.retryAfterSeconds).toBeLessThanOrEqual(61);
    });

    it("answers the count and the time left in the window, which does not grow with more attempts", async () => {
      const key = `test-${randomBytes(4).toString("hex")}:direct`;
      const first = await subject.store.hit(key, 300);
      expect(first.hits).toBe(1);
      expect(first.retryAfterSeconds).toBeGreaterThanOrEqual(299);
      expect(first.retryAfterSeconds).toBeLessThanOrEqual(300);
      await sleep(1_100);
      const second = await subject.store.hit(key, 300);
      expect(second.hits).toBe(2);
      // A fixed window: it started with the first attempt, so about a second less is left.
      expect(second.retryAfterSeconds).toBeLessThan(first.retryAfterSeconds);
      expect(second.retryAfterSeconds).toBeGreaterThanOrEqual(297);
    });

    it("counts concurrent attempts exactly once each", async () => {
      const key = `test-${randomBytes(4).toString("hex")}:concurrent`;
      const results = await Promise.all(Array.from({ length: 25 }, () => subject.store.hit(key, 600)));
      expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 25 }, (_, index) => index + 1),
      );
    });

    it("reports its service up", async () => {
      expect(await subject.store.check()).toBe(true);
    });
  });
}
