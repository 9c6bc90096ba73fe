// Signed links (the job-alerts scheme, decision 0055 makes it shared): an
// HMAC-SHA256 under the session secret over a purpose and the link's fields,
// in base64url, compared in constant time. A link proves it was made here,
// for that purpose and those fields only; nothing is stored.
import { createHmac, timingSafeEqual } from "node:crypto";

/** The signature of `fields` for `purpose` ("job-alert:confirm", "submittal:client", …). */
export function signature(secret: string, purpose: string, fields: readonly string[]): string {
  return createHmac("sha256", secret)
    .update(`${purpose}:${fields.join(":")}`)
    .digest("base64url");
}

/** Whether `given` is the signature of `fields` for `purpose`: a length check, then constant time. */
export function signatureMatches(
  secret: string,
  purpose: string,
  fields: readonly string[],
  given: unknown,
): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(signature(secret, purpose, fields));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A token carrying its fields and an expiry: `<field>.<field>….<exp>.<sig>`,
 * the expiry in unix seconds written in base 36. Fields must not hold dots.
 */
export function expiringToken(
  secret: string,
  purpose: string,
  fields: readonly string[],
  expiresAt: Date,
): string {
  const exp = Math.floor(expiresAt.getTime() / 1000).toString(36);
  const signed = [...fields, exp];
  return `${signed.join(".")}.${signature(secret, purpose, signed)}`;
}

export type TokenCheck =
  | { ok: true; fields: string[]; expiresAt: Date }
  | { ok: false; reason: "invalid" | "expired"; fields?: string[] };

/**
 * Reads a token made by `expiringToken` with `count` fields. A wrong shape
 * or signature is "invalid" (nothing said about why); a good one past its
 * expiry is "expired", with its fields.
 */
export function readExpiringToken(
  secret: string,
  purpose: string,
  token: unknown,
  count: number,
  now = new Date(),
): TokenCheck {
  if (typeof token !== "string" || token.length > 400) return { ok: false, reason: "invalid" };
  const parts = token.split(".");
  if (parts.length !== count + 2) return { ok: false, reason: "invalid" };
  const sig = parts.pop()!;
  const exp = parts[count]!;
  if (!/^[0-9a-z]{1,10}$/.test(exp) || !signatureMatches(secret, purpose, parts, sig))
    return { ok: false, reason: "invalid" };
  const fields = parts.slice(0, count);
  const expiresAt = new Date(parseInt(exp, 36) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired", fields };
  return { ok: true, fields, expiresAt };
}
