import { betterAuth } from "better-auth";
import type { Kysely } from "kysely";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../app/schemas/accounts";
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
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(user.email, url));
      },
    },
    // Sign-in does not wait for verification; the link only confirms the address.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
        await mailer.send(verifyEmailMail(user.email, url));
      },
    },
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
