import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import type { DomainContext } from "./context";
import { DomainError } from "./errors";

export interface RateLimitRule {
  /** e.g. "sign-in:ip" */
  name: string;
  max: number;
  windowSeconds: number;
  /** The subject is a client address: counted by addressKey, an IPv6 client by its /64. */
  byAddress?: boolean;
}

/** The limits, in one table, so they can be read and tuned together. */
export const rateLimits = {
  /**
   * Sign-in (decision 0036): an address may try 30 times in all (spraying many
   * accounts) and 10 times at one account (guessing its password). Past 10
   * attempts at one account from anywhere, only an address that has not yet
   * tried it in the window is heard, so a correct password is never refused
   * because of what others typed, and a guess spread over many addresses gets
   * one try per address.
   */
  signInPerIp: { name: "sign-in:ip", max: 30, windowSeconds: 15 * 60, byAddress: true },
  signInPerEmailAndIp: { name: "sign-in:email-ip", max: 10, windowSeconds: 15 * 60 },
  signInPerEmail: { name: "sign-in:email", max: 10, windowSeconds: 15 * 60 },
  registerPerIp: { name: "register:ip", max: 10, windowSeconds: 60 * 60, byAddress: true },
  /** Mails to an address's owner about sign-ups with it; past this, the attempt is answered but not mailed. */
  signUpNoticePerEmail: { name: "sign-up-notice:email", max: 3, windowSeconds: 60 * 60 },
  resetPerIp: { name: "reset:ip", max: 10, windowSeconds: 60 * 60, byAddress: true },
  resetPerEmail: { name: "reset:email", max: 3, windowSeconds: 60 * 60 },
  contactPerIp: { name: "contact:ip", max: 5, windowSeconds: 10 * 60, byAddress: true },
  applyPerUser: { name: "apply:user", max: 60, windowSeconds: 60 * 60 },
  /** Invitations to apply from the talent pool, per employer (issue #22). */
  invitePerEmployer: { name: "invite:employer", max: 50, windowSeconds: 60 * 60 },
  /** Invitations one candidate gets from one employer, and from all of them, in a day. */
  invitePerCandidateFromEmployer: { name: "invite:candidate-employer", max: 3, windowSeconds: 24 * 60 * 60 },
  invitePerCandidate: { name: "invite:candidate", max: 10, windowSeconds: 24 * 60 * 60 },
  /** Job alerts asked for by visitors (issue #24), and the confirmation links mailed to one address. */
  alertSignUpPerIp: { name: "alert-sign-up:ip", max: 10, windowSeconds: 60 * 60, byAddress: true },
  alertConfirmPerEmail: { name: "alert-confirm:email", max: 3, windowSeconds: 60 * 60 },
  /**
   * Applications without an account (issue #36, decision 0043): from one
   * address (an office or a mobile carrier's shared address applies for
   * several people), for one e-mail address (a person applying to several
   * jobs in a sitting), and the mails to an existing account's owner.
   */
  guestApplyPerIp: { name: "guest-apply:ip", max: 20, windowSeconds: 60 * 60, byAddress: true },
  guestApplyPerEmail: { name: "guest-apply:email", max: 10, windowSeconds: 60 * 60 },
  guestNoticePerEmail: { name: "guest-notice:email", max: 3, windowSeconds: 60 * 60 },
  /** Messages to candidates (issue #37): a recruiter's in an hour, and one application's in a day. */
  messagePerSender: { name: "message:sender", max: 120, windowSeconds: 60 * 60 },
  messagePerApplication: { name: "message:application", max: 5, windowSeconds: 24 * 60 * 60 },
  /** A client's signed link (issue #38, decision 0055): pages and PDFs opened, decisions sent, per address. */
  clientViewPerIp: { name: "client-view:ip", max: 60, windowSeconds: 60 * 60, byAddress: true },
  clientDecisionPerIp: { name: "client-decision:ip", max: 10, windowSeconds: 60 * 60, byAddress: true },
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
  const counted = await countAttempt(ctx, rule, subject);
  if (!counted.over) return;
  noteRefusal(ctx, rule);
  throw tooManyAttempts(counted.retryAfterSeconds);
}

/** Counts a refusal by `rule` for /metrics (rate_limit_refusals_total). */
export function noteRefusal(ctx: DomainContext, rule: RateLimitRule): void {
  ctx.services.metrics.rateLimitRefusals.inc({ limit: rule.name });
}

/** One attempt counted against `rule` for `subject`, for callers that weigh several counts before refusing. */
export async function countAttempt(
  ctx: DomainContext,
  rule: RateLimitRule,
  subject: string,
): Promise<{ rule: RateLimitRule; hits: number; over: boolean; retryAfterSeconds: number }> {
  const key = `${rule.name}:${(rule.byAddress ? addressKey(subject) : subject).toLowerCase()}`;
  const { hits, retryAfterSeconds } = await ctx.services.rateLimits.hit(key, rule.windowSeconds);
  return { rule, hits, over: hits > rule.max, retryAfterSeconds };
}

/** The refusal of an attempt past a limit, saying how long to wait. */
export function tooManyAttempts(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError(
    "rate_limited",
    minutes === 1
      ? /*i18n*/ "Too many attempts. Please wait 1 minute and try again."
      : /*i18n*/ "Too many attempts. Please wait {minutes} minutes and try again.",
    { title: /*i18n*/ "Too many attempts", retryAfterSeconds, values: { minutes } },
  );
}

/**
 * A client address as the limits count it. An IPv6 client is counted by its
 * /64: one host or home is given a whole /64 and may change addresses within
 * it at will, so a limit per address would not hold it. An IPv4 address
 * written as IPv6 (`::ffff:10.0.0.1`) is the IPv4 address. Anything else
 * (an IPv4 address, "unknown") is returned as it is.
 */
export function addressKey(address: string): string {
  const plain = address.split("%")[0]!; // an IPv6 zone, such as %eth0
  if (isIP(plain) !== 6) return address;
  // Written out by the URL parser first: ipaddr.js 1.9 misreads a "::" just
  // before an IPv4 tail (`64:ff9b::198.51.100.7`), which the URL parser
  // writes as two hex groups (`64:ff9b::c633:6407`).
  const ip = ipaddr.process(new URL(`http://[${plain}]`).hostname.slice(1, -1));
  if (ip instanceof ipaddr.IPv4) return ip.toString();
  return `${ip.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}
