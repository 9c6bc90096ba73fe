import { betterAuth } from "better-auth";
import type { Kysely } from "kysely";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../common/schemas/account-fields";
import type { Config } from "../config";
import type { DB } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { passwordResetMail, verifyEmailMail } from "../mail/templates";

/**
 * better-auth on our Kysely instance: e-mail and password, sessions stored in
 * PostgreSQL, a cookie that holds only the signed session token.
 *
 * Its HTTP endpoints are not mounted: pages post to our own route actions,
 * which call `auth.api` on the server, so every form works without JavaScript
 * and our rate limits (kept in PostgreSQL, see domain/rate-limits.ts) apply.
 */
/** Sessions last two weeks, extended by the first request of each day. */
export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 14;
export const SESSION_UPDATE_AGE = 60 * 60 * 24;

export function createAuth(options: { db: Kysely<DB>; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = options;
  const secure = config.publicUrl.startsWith("https://");
  return betterAuth({
    appName: "job-board",
    baseURL: config.publicUrl,
    secret: config.sessionSecret,
    database: { db, type: "postgres" },
    trustedOrigins: [config.publicUrl],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up signs nobody in: its answer must be the same for an address that
      // already has an account (domain/accounts.ts). The e-mailed link signs in.
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A used link ends every other link of the account (better-auth deletes only the one used).
      // It came by mail, so the address is confirmed too: an account made by
      // an application without one (decision 0043) is verified by setting its password.
      onPasswordReset: async ({ user }) => {
        await endResetLinks(db, user.id);
        await db.updateTable("user").set({ emailVerified: true }).where("id", "=", user.id).execute();
      },
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(user.email, url));
      },
    },
    // Sign-in does not wait for verification; the link confirms the address and
    // signs in, so a new candidate goes from the mail straight to their profile.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
        await mailer.send(verifyEmailMail(user.email, url));
      },
    },
    // The account's language (migration 0015), written at sign-up, so the
    // address's confirmation e-mail is already in it (issue #25).
    user: { additionalFields: { language: { type: "string", required: false, input: true } } },
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "jb",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
    },
    databaseHooks: {
      // A new link ends the older ones: only the newest mail's link works.
      verification: {
        create: {
          after: async (verification) => {
            if (!verification.identifier.startsWith(RESET_LINK_PREFIX)) return;
            await endResetLinks(db, verification.value, verification);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await db
              .updateTable("user")
              .set({ lastSignInAt: new Date() })
              .where("id", "=", session.userId)
              .execute();
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth keeps a reset link as a verification row `reset-password:<token>` whose value is the user id. */
const RESET_LINK_PREFIX = "reset-password:";

/**
 * Deletes the account's password-reset links: all of them, or those made
 * before `newest` (which stays). Several links working at once would let an
 * old mail, read by someone else, change the password again.
 */
async function endResetLinks(db: Kysely<DB>, userId: string, newest?: { id: string; createdAt: Date }) {
  let query = db
    .deleteFrom("verification")
    .where("identifier", "like", `${RESET_LINK_PREFIX}%`)
    .where("value", "=", userId);
  if (newest) query = query.where("id", "!=", newest.id).where("createdAt", "<=", newest.createdAt);
  await query.execute();
}
