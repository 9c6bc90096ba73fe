import { sql } from "kysely";
import type { DomainContext } from "./context";
import { DomainError } from "./errors";

export interface RateLimitRule {
  /** e.g. "sign-in:ip" */
  name: string;
  max: number;
  windowSeconds: number;
}

/** The limits, in one table, so they can be read and tuned together. */
export const rateLimits = {
  signInPerIp: { name: "sign-in:ip", max: 30, windowSeconds: 15 * 60 },
  signInPerEmail: { name: "sign-in:email", max: 10, windowSeconds: 15 * 60 },
  registerPerIp: { name: "register:ip", max: 10, windowSeconds: 60 * 60 },
  resetPerIp: { name: "reset:ip", max: 10, windowSeconds: 60 * 60 },
  resetPerEmail: { name: "reset:email", max: 3, windowSeconds: 60 * 60 },
  contactPerIp: { name: "contact:ip", max: 5, windowSeconds: 10 * 60 },
  applyPerUser: { name: "apply:user", max: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one attempt against `rule` for `subject` in PostgreSQL (a fixed
 * window), so the limit holds across every server instance. Throws a
 * rate_limited DomainError once the window's budget is spent.
 */
export async function consumeRateLimit(
  ctx: DomainContext,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const row = await ctx.db
    .insertInto("rate_limits")
    .values({ key, window_started_at: sql`now()`, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql`case when rate_limits.window_started_at < now() - ${window} then 1 else rate_limits.hits + 1 end`,
        window_started_at: sql`case when rate_limits.window_started_at < now() - ${window} then now() else rate_limits.window_started_at end`,
      }),
    )
    .returning(["hits", sql<number>`ceil(extract(epoch from (window_started_at + ${window} - now())))`.as("retry_after")])
    .executeTakeFirstOrThrow();
  if (row.hits > rule.max) {
    const minutes = Math.max(1, Math.ceil(Number(row.retry_after) / 60));
    throw new DomainError(
      "rate_limited",
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      { title: "Too many attempts", retryAfterSeconds: Number(row.retry_after) },
    );
  }
}
