// The referral link (issue #38, decisions 0058 and 0059): a signed-in user's
// "Share this job" link carries `?ref=<userId>.<sig>`, the signature binding
// the user to that job under the session secret. An application made through
// it records the source "referral" and who referred. A ref that is missing,
// malformed, tampered with, for another job, or the applicant's own is simply
// no referral: never an error, never a hint which it was.
import type { Services } from "../services";
import type { DomainContext } from "./context";
import { isUuid } from "./ids";
import { signature, signatureMatches } from "./signed-links";

const PURPOSE = "referral";
/** Longer than any ref this site makes (an id of at most 64, a dot, 43 of signature). */
const REF_MAX_LENGTH = 120;

/** The `ref` value that names `userId` as the referrer for `jobId`. */
export function referralRef(services: Services, userId: string, jobId: string): string {
  return `${userId}.${signature(services.config.sessionSecret, PURPOSE, [userId, jobId])}`;
}

/**
 * The referrer a `ref` value names for `jobId` if its signature holds, else
 * null. Whether that user still exists is the insert's to check (the
 * account may go between the link and the application).
 */
export function referrerOf(services: Services, jobId: string, ref: unknown): string | null {
  if (typeof ref !== "string" || ref.length > REF_MAX_LENGTH || !isUuid(jobId)) return null;
  const dot = ref.lastIndexOf(".");
  if (dot <= 0) return null;
  const userId = ref.slice(0, dot);
  if (!/^[\w-]{1,64}$/.test(userId)) return null;
  return signatureMatches(services.config.sessionSecret, PURPOSE, [userId, jobId], ref.slice(dot + 1))
    ? userId
    : null;
}

/** The referrer of an application by `applicantUserId`: nobody refers themselves. */
export function referrerFor(
  services: Services,
  jobId: string,
  ref: unknown,
  applicantUserId: string | null,
): string | null {
  const referrer = referrerOf(services, jobId, ref);
  return referrer && referrer !== applicantUserId ? referrer : null;
}

/** The signed-in user's "Share this job" link for a job; null for a visitor. */
export function shareLink(ctx: DomainContext, jobId: string): string | null {
  if (!ctx.actor || !isUuid(jobId)) return null;
  const ref = referralRef(ctx.services, ctx.actor.userId, jobId);
  return `${ctx.services.config.publicUrl}/jobs/${jobId}?ref=${encodeURIComponent(ref)}`;
}
