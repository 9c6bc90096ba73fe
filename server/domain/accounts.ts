// Accounts: registration, sign-in and out, password reset. Pages and the API
// call these; they validate with the shared schemas and never trust the caller.
import {
  accountMessageTitles,
  forgotPasswordSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
} from "../../app/schemas/accounts";
import type { Role } from "../db/schema";
import { errorFields } from "../log";
import type { DomainContext } from "./context";
import { DomainError, validate } from "./errors";
import { consumeRateLimit, rateLimits } from "./rate-limits";
import { roleOf } from "./roles";

/** Cookies to set on the response, straight from the auth library. */
export type AuthHeaders = Headers;

/** The message an auth-library error carries, when it has one. */
function authMessage(error: unknown): string | null {
  if (error && typeof error === "object" && "body" in error) {
    const body = (error as { body?: { message?: string } }).body;
    if (body?.message) return body.message;
  }
  return null;
}

/**
 * Creates a candidate account: the auth user, the 'user' role and an empty
 * candidate profile holding the phone number. If the profile cannot be
 * written, the user is removed again, so no half-made account remains.
 */
export async function registerCandidate(
  ctx: DomainContext,
  input: FormData | Record<string, unknown>,
): Promise<{ userId: string; headers: AuthHeaders }> {
  const data = validate(registerSchema, input, accountMessageTitles);
  await consumeRateLimit(ctx, rateLimits.registerPerIp, ctx.clientIp);

  const existing = await ctx.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", data.email)
    .executeTakeFirst();
  if (existing) {
    throw new DomainError("conflict", "An account with this email already exists. Please sign in instead.", {
      title: "Sign Up Failed",
      fieldErrors: { email: "An account with this email already exists." },
    });
  }

  let result;
  try {
    result = await ctx.services.auth.api.signUpEmail({
      body: { email: data.email, password: data.password, name: "" },
      returnHeaders: true,
    });
  } catch (error) {
    throw new DomainError("invalid", authMessage(error) ?? "An error occurred during sign up.", {
      title: "Sign Up Failed",
    });
  }
  const userId = result.response.user.id;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto("user_roles").values({ user_id: userId, email: data.email, role: "user" }).execute();
      await trx.insertInto("candidate_profiles").values({ user_id: userId, phone: data.phone }).execute();
    });
  } catch (error) {
    ctx.services.log.error("registration: profile not created, removing the user", {
      userId,
      ...errorFields(error),
    });
    await ctx.db.deleteFrom("user").where("id", "=", userId).execute();
    throw new DomainError("invalid", "An error occurred during sign up.", { title: "Sign Up Failed" });
  }
  return { userId, headers: result.headers };
}

/**
 * Signs in with e-mail and password. On the admin portal a user without the
 * admin role is signed straight out again and refused (SPEC §6).
 */
export async function signIn(
  ctx: DomainContext,
  input: FormData | Record<string, unknown>,
): Promise<{ userId: string; role: Role; headers: AuthHeaders }> {
  const data = validate(signInSchema, input, accountMessageTitles);
  const failedTitle = data.portal === "admin" ? "Admin sign in failed" : "Sign in failed";
  await consumeRateLimit(ctx, rateLimits.signInPerIp, ctx.clientIp);
  await consumeRateLimit(ctx, rateLimits.signInPerEmail, data.email);

  let result;
  try {
    result = await ctx.services.auth.api.signInEmail({
      body: { email: data.email, password: data.password },
      returnHeaders: true,
    });
  } catch (error) {
    const message = authMessage(error);
    if (message) throw new DomainError("unauthenticated", message, { title: failedTitle });
    ctx.services.log.error("sign-in failed unexpectedly", errorFields(error));
    throw new DomainError("unauthenticated", "An unexpected error occurred.", { title: failedTitle });
  }
  const userId = result.response.user.id;
  const role = await roleOf(ctx.db, userId, ctx.services.log);
  if (data.portal === "admin" && role !== "admin") {
    await ctx.db.deleteFrom("session").where("token", "=", result.response.token).execute();
    throw new DomainError("forbidden", "Access denied: You do not have admin privileges.", {
      title: "Access denied",
    });
  }
  return { userId, role, headers: result.headers };
}

/**
 * Ends the session. Failures are logged and otherwise ignored (SPEC §4): the
 * cookie is cleared whatever the server said.
 */
export async function signOut(ctx: DomainContext, requestHeaders: Headers): Promise<AuthHeaders> {
  try {
    const result = await ctx.services.auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return result.headers;
  } catch (error) {
    ctx.services.log.warn("sign-out failed (non-critical)", errorFields(error));
    const headers = new Headers();
    for (const name of ["jb.session_token", "__Secure-jb.session_token"]) {
      headers.append("set-cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    }
    return headers;
  }
}

/**
 * E-mails a reset link when the address has an account. The answer is the same
 * either way, so the form does not reveal who is registered.
 */
export async function requestPasswordReset(
  ctx: DomainContext,
  input: FormData | Record<string, unknown>,
): Promise<void> {
  const data = validate(forgotPasswordSchema, input, accountMessageTitles);
  await consumeRateLimit(ctx, rateLimits.resetPerIp, ctx.clientIp);
  await consumeRateLimit(ctx, rateLimits.resetPerEmail, data.email);
  try {
    await ctx.services.auth.api.requestPasswordReset({
      body: { email: data.email, redirectTo: "/reset-password" },
    });
  } catch (error) {
    ctx.services.log.error("password reset request failed", errorFields(error));
    throw new DomainError("invalid", authMessage(error) ?? "Could not send the reset email. Please try again.", {
      title: "Reset failed",
    });
  }
}

export async function resetPassword(
  ctx: DomainContext,
  input: FormData | Record<string, unknown>,
): Promise<void> {
  const data = validate(resetPasswordSchema, input, accountMessageTitles);
  await consumeRateLimit(ctx, rateLimits.resetPerIp, ctx.clientIp);
  try {
    await ctx.services.auth.api.resetPassword({ body: { newPassword: data.password, token: data.token } });
  } catch (error) {
    const message = authMessage(error);
    throw new DomainError(
      "invalid",
      message === "Invalid token" || message === "invalid token" || !message
        ? "This reset link is invalid or has expired. Please request a new one."
        : message,
      { title: "Reset failed" },
    );
  }
}

/** Confirms an e-mail address from the link sent at sign-up; false when the token is bad or expired. */
export async function verifyEmail(ctx: DomainContext, token: string): Promise<boolean> {
  if (!token) return false;
  try {
    await ctx.services.auth.api.verifyEmail({ query: { token } });
    return true;
  } catch (error) {
    ctx.services.log.warn("email verification failed", errorFields(error));
    return false;
  }
}
