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
  /** Mails to an address's owner about sign-ups with it; past this, the attempt is answered but not mailed. */
  signUpNoticePerEmail: { name: "sign-up-notice:email", max: 3, windowSeconds: 60 * 60 },
  resetPerIp: { name: "reset:ip", max: 10, windowSeconds: 60 * 60 },
  resetPerEmail: { name: "reset:email", max: 3, windowSeconds: 60 * 60 },
  contactPerIp: { name: "contact:ip", max: 5, windowSeconds: 10 * 60 },
  applyPerUser: { name: "apply:user", max: 60, windowSeconds: 60 * 60 },
  /** Invitations to apply from the talent pool, per employer (issue #22). */
  invitePerEmployer: { name: "invite:employer", max: 50, windowSeconds: 60 * 60 },
  /** Job alerts asked for by visitors (issue #24), and the confirmation links mailed to one address. */
  alertSignUpPerIp: { name: "alert-sign-up:ip", max: 10, windowSeconds: 60 * 60 },
  alertConfirmPerEmail: { name: "alert-confirm:email", max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one attempt against `rule` for `subject` in the shared rate-limit
 * store (`ctx.services.rateLimits`: PostgreSQL, or Redis when REDIS_URL is
 * set), in a fixed window, so the limit holds across every server instance.
 * Throws a rate_limited DomainError once the window's budget is spent.
 */
export async function consumeRateLimit(
  ctx: DomainContext,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const { hits, retryAfterSeconds } = await ctx.services.rateLimits.hit(key, rule.windowSeconds);
  if (hits > rule.max) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw new DomainError(
      "rate_limited",
      minutes === 1
        ? /*i18n*/ "Too many attempts. Please wait 1 minute and try again."
        : /*i18n*/ "Too many attempts. Please wait {minutes} minutes and try again.",
      { title: /*i18n*/ "Too many attempts", retryAfterSeconds, values: { minutes } },
    );
  }
}
