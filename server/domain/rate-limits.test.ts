import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contextFor, createTestServices } from "../../tests/support/services";
import { describeRateLimitStore } from "../rate-limits/store-contract";
import { signIn } from "./accounts";
import { addressKey, consumeRateLimit, rateLimits } from "./rate-limits";

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

describe("sign-in's counters (decision 0036)", () => {
  it("count each attempt for its address, for the account from that address, and for the account", async () => {
    const services = await createTestServices();
    try {
      for (const address of ["203.0.113.5", "203.0.113.5", "2001:db8:1:2:aaaa::1"])
        await signIn(contextFor(services, null, address), {
          email: "Target@Example.com",
          password: "a-guess-1",
        }).catch(() => {});
      const rows = await services.db
        .selectFrom("rate_limits")
        .select(["key", "hits"])
        .orderBy("key")
        .execute();
      expect(rows).toEqual([
        { key: "sign-in:email-ip:target@example.com 2001:db8:1:2::/64", hits: 1 },
        { key: "sign-in:email-ip:target@example.com 203.0.113.5", hits: 2 },
        { key: "sign-in:email:target@example.com", hits: 3 },
        { key: "sign-in:ip:2001:db8:1:2::/64", hits: 1 },
        { key: "sign-in:ip:203.0.113.5", hits: 2 },
      ]);
    } finally {
      await services.dispose();
    }
  });
});

describe("addressKey", () => {
  it("counts an IPv6 client by its /64, which it may move about in, and an IPv4 one by its address", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:DB8:1:2::ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("64:ff9b::198.51.100.7")).toBe("64:ff9b:0:0::/64");
    expect(addressKey("unknown")).toBe("unknown");
  });

  it("holds an IPv6 client that changes its address within its /64 to one address's limit", async () => {
    const services = await createTestServices();
    try {
      const refusals = [];
      for (let n = 1; n <= 6; n++) {
        const ctx = contextFor(services, null, `2001:db8:7:7::${n.toString(16)}`);
        refusals.push(
          await consumeRateLimit(ctx, rateLimits.contactPerIp, ctx.clientIp).then(
            () => null,
            (error: Error) => error.message,
          ),
        );
      }
      expect(refusals).toEqual([
        null,
        null,
        null,
        null,
        null,
        "Too many attempts. Please wait 10 minutes and try again.",
      ]);
    } finally {
      await services.dispose();
    }
  });
});
