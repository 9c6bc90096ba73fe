import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contextFor, createTestServices } from "../../tests/support/services";
import { describeRateLimitStore } from "../rate-limits/store-contract";
import { consumeRateLimit, rateLimits } from "./rate-limits";

// The PostgreSQL store (PGlite on the first pass, a PostgreSQL server on the
// second). The same suite runs against Redis in server/rate-limits/redis.test.ts.
describeRateLimitStore("PostgreSQL", async () => {
  const services = await createTestServices();
  expect(services.rateLimits.kind).toBe("postgres");
  return { ctx: contextFor(services), store: services.rateLimits, close: () => services.dispose() };
});

describe("rate limits without REDIS_URL", () => {
  it("keep their counters in the rate_limits table, keyed by rule and lower-cased subject", async () => {
    const services = await createTestServices();
    try {
      const email = `Someone.${randomBytes(3).toString("hex")}@Example.com`;
      for (let attempt = 0; attempt < 3; attempt++)
        await consumeRateLimit(contextFor(services), rateLimits.signInPerEmail, email);
      const rows = await services.db.selectFrom("rate_limits").selectAll().execute();
      expect(rows).toEqual([
        expect.objectContaining({ key: `sign-in:email:${email.toLowerCase()}`, hits: 3 }),
      ]);
    } finally {
      await services.dispose();
    }
  });
});
