// Accounts: registration, sign-in and out, password reset. Pages and the API
// call these; they validate with the shared schemas and never trust the caller.
import {
  accountMessageTitles,
  forgotPasswordSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
} from "../../common/schemas/accounts";
import { isLocale, type Locale } from "../../common/i18n";
import type { Role } from "../../common/schemas/roles";
import { errorFields } from "../log";
import { registrationAttemptMail } from "../mail/templates";
import type { DomainContext } from "./context";
import { recordConsent, requireConsent } from "./consents";
import { DomainError, isDomainError, validate } from "./errors";
import {
  addressKey,
  consumeRateLimit,
  countAttempt,
  noteRefusal,
  rateLimits,
  tooManyAttempts,
} from "./rate-limits";
import { roleOf } from "./roles";

/** Cookies to set on the response, straight from the auth library. */
export type AuthHeaders = Headers;

/**
 * The auth library's own messages that a person can meet on the account
 * forms (it words them, we pass them on), marked for the catalogue so a page
 * shows them in its language like ours.
 */
export const AUTH_LIBRARY_MESSAGES = [
  /*i18n*/ "Invalid email or password",
  /*i18n*/ "Failed to create user",
  /*i18n*/ "User already exists.",
  /*i18n*/ "Password too short",
  /*i18n*/ "Password too long",
  /*i18n*/ "Invalid token",
] as const;

/** The message an auth-library error carries, when it has one. */
function authMessage(error: unknown): string | null {
  return authErrorBody(error)?.message || null;
}

/** The code an auth-library error carries (`INVALID_TOKEN`, `USER_NOT_FOUND`, …), when it has one. */
function authCode(error: unknown): string | null {
  return authErrorBody(error)?.code || null;
}

function authErrorBody(error: unknown): { message?: string; code?: string } | undefined {
  if (error && typeof error === "object" && "body" in error) {
    return (error as { body?: { message?: string; code?: string } }).body;
  }
  return undefined;
}

/**
 * The least time, from the moment the address is looked up, that sign-up and
 * the reset request take to answer. An address with an account and one
 * without do different writes (a new account and its mail; a notice to the
 * owner; a reset link and its mail, or nothing), and the difference showed
 * in the time (bench/account-timing.ts). Both answer at this pace
 * instead: well above either path's usual time, so the time tells nothing
 * unless the server is slower than this (docs/decisions/0036-sign-in-limits.md).
 */
export const EVEN_ANSWER_MS = { signUp: 600, resetRequest: 250 } as const;

/** Waiting out the pace; an object so that a test can see both branches wait alike. */
export const evenAnswers = {
  /** Resolves once `ms` have passed since `started` (performance.now()). */
  async wait(started: number, ms: number): Promise<void> {
    const left = started + ms - performance.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  },
};

/** What sign-up says of itself: nothing about whether the address was new. */
export interface Registration {
  /** The new account, or null when the address already had one (its owner was told by e-mail). */
  userId: string | null;
}

/**
 * Creates a candidate account: the auth user, the 'user' role and an empty
 * candidate profile holding the phone number, and mails the link that
 * confirms the address and signs in. Nobody is signed in here: an address
 * that already has an account gets the same answer (the caller cannot tell
 * them apart, so neither can a visitor probing for who is registered), and
 * its owner an e-mail saying so. Both ways hash the password once, and both
 * answer at the pace of EVEN_ANSWER_MS, so the time does not tell them apart
 * either. If the profile cannot be written, the user is removed again, so no
 * half-made account remains.
 */
export async function registerCandidate(
  ctx: DomainContext,
  input: FormData | Record<string, unknown>,
  /** The language of the page it was made on: the account's, for its pages and e-mails. */
  options: { language?: Locale } = {},
): Promise<Registration> {
  // The notice's "I agree" box (decision 0046): refused without it, with the form's other faults.
  const data = requireConsent(input, () => validate(registerSchema, input, accountMessageTitles));
  await consumeRateLimit(ctx, rateLimits.registerPerIp, ctx.clientIp);
  const started = performance.now();
  try {
    return await registerAddress(ctx, data, options);
  } finally {
    await evenAnswers.wait(started, EVEN_ANSWER_MS.signUp);
  }
}

async function registerAddress(
  ctx: DomainContext,
  data: ReturnType<typeof registerSchema.parse>,
  options: { language?: Locale },
): Promise<Registration> {
  const existing = await ctx.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", data.email)
    .executeTakeFirst();
  if (existing) {
    await tellOwnerOfSignUpAttempt(ctx, data.email, data.password);
    return { userId: null };
  }

  let result;
  try {
    result = await ctx.services.auth.api.signUpEmail({
      body: {
        email: data.email,
        password: data.password,
        name: "",
        ...(isLocale(options.language) ? { language: options.language } : {}),
      },
    });
  } catch (error) {
    throw new DomainError("invalid", authMessage(error) ?? /*i18n*/ "An error occurred during sign up.", {
      title: /*i18n*/ "Sign Up Failed",
      cause: error,
    });
  }
  const userId = result.user.id;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("user_roles")
        .values({ user_id: userId, email: data.email, role: "user" })
        .execute();
      await trx.insertInto("candidate_profiles").values({ user_id: userId, phone: data.phone }).execute();
      await recordConsent(trx, {
        purpose: "registration",
        userId,
        email: data.email,
        language: options.language ?? null,
      });
    });
  } catch (error) {
    ctx.services.log.error("registration: profile not created, removing the user", {
      userId,
      ...errorFields(error),
    });
    await ctx.db.deleteFrom("user").where("id", "=", userId).execute();
    throw new DomainError("invalid", /*i18n*/ "An error occurred during sign up.", {
      title: /*i18n*/ "Sign Up Failed",
      cause: error,
    });
  }
  return { userId };
}

/**
 * The known-address side of sign-up: the password is hashed as a new account's
 * would be (and thrown away), and the owner is mailed links to sign in and to
 * reset the password, at most a few times an hour, so the form cannot be used
 * to flood someone's inbox.
 */
async function tellOwnerOfSignUpAttempt(ctx: DomainContext, email: string, password: string) {
  const auth = await ctx.services.auth.$context;
  await auth.password.hash(password);
  try {
    await consumeRateLimit(ctx, rateLimits.signUpNoticePerEmail, email);
  } catch (error) {
    if (isDomainError(error) && error.kind === "rate_limited") return;
    throw error;
  }
  const origin = ctx.services.config.publicUrl;
  await ctx.services.mailer.send(
    registrationAttemptMail(email, { signIn: `${origin}/auth`, reset: `${origin}/forgot-password` }),
  );
}

/**
 * Signs in with e-mail and password. On the admin portal a user without the
 * admin role is signed straight out again and refused (SPEC §6).
 */
export async function signIn(
  ctx: DomainContext,
  input: FormData | Record<string, unknown>,
): Promise<{ userId: string; role: Role; headers: AuthHeaders; language: Locale | null }> {
  const data = validate(signInSchema, input, accountMessageTitles);
  const failedTitle = data.portal === "admin" ? /*i18n*/ "Admin sign in failed" : /*i18n*/ "Sign in failed";
  await checkSignInLimits(ctx, data.email);

  let result;
  try {
    result = await ctx.services.auth.api.signInEmail({
      body: { email: data.email, password: data.password },
      returnHeaders: true,
    });
  } catch (error) {
    const message = authMessage(error);
    if (message) {
      ctx.services.metrics.signInFailures.inc();
      throw new DomainError("unauthenticated", message, { title: failedTitle, cause: error });
    }
    ctx.services.log.error("sign-in failed unexpectedly", errorFields(error));
    throw new DomainError("unauthenticated", /*i18n*/ "An unexpected error occurred.", {
      title: failedTitle,
      cause: error,
    });
  }
  const userId = result.response.user.id;
  const role = await roleOf(ctx.db, userId, ctx.services.log);
  if (data.portal === "admin" && role !== "admin") {
    await ctx.db.deleteFrom("session").where("token", "=", result.response.token).execute();
    throw new DomainError("forbidden", /*i18n*/ "Access denied: You do not have admin privileges.", {
      title: /*i18n*/ "Access denied",
    });
  }
  return { userId, role, headers: result.headers, language: await languageOf(ctx, userId) };
}

/**
 * Counts a sign-in attempt and refuses it, before the password is checked,
 * when its address has tried too often in all or at this account, or when the
 * account has had too many attempts and this address is one of those that
 * made them. An address that has not tried the account in the window is
 * always heard, so a correct password is never refused because of what
 * others typed (docs/decisions/0036-sign-in-limits.md). Every counter counts
 * every attempt, refused or not.
 */
async function checkSignInLimits(ctx: DomainContext, email: string): Promise<void> {
  const [fromAddress, atAccountFromAddress, atAccount] = await Promise.all([
    countAttempt(ctx, rateLimits.signInPerIp, ctx.clientIp),
    countAttempt(ctx, rateLimits.signInPerEmailAndIp, `${email} ${addressKey(ctx.clientIp)}`),
    countAttempt(ctx, rateLimits.signInPerEmail, email),
  ]);
  const triedBefore = atAccountFromAddress.hits > 1;
  const refusedBy = [fromAddress, atAccountFromAddress, ...(triedBefore ? [atAccount] : [])].filter(
    (count) => count.over,
  );
  if (!refusedBy.length) return;
  for (const count of refusedBy) noteRefusal(ctx, count.rule);
  throw tooManyAttempts(Math.max(...refusedBy.map((count) => count.retryAfterSeconds)));
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
 * either way, and as quick (EVEN_ANSWER_MS), so the form does not reveal who is
 * registered.
 */
export async function requestPasswordReset(
  ctx: DomainContext,
  input: FormData | Record<string, unknown>,
): Promise<void> {
  const data = validate(forgotPasswordSchema, input, accountMessageTitles);
  await consumeRateLimit(ctx, rateLimits.resetPerIp, ctx.clientIp);
  await consumeRateLimit(ctx, rateLimits.resetPerEmail, data.email);
  const started = performance.now();
  try {
    await ctx.services.auth.api.requestPasswordReset({
      body: { email: data.email, redirectTo: "/reset-password" },
    });
  } catch (error) {
    ctx.services.log.error("password reset request failed", errorFields(error));
    throw new DomainError(
      "invalid",
      authMessage(error) ?? /*i18n*/ "Could not send the reset email. Please try again.",
      {
        title: /*i18n*/ "Reset failed",
        cause: error,
      },
    );
  } finally {
    await evenAnswers.wait(started, EVEN_ANSWER_MS.resetRequest);
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
    // A used, replaced, expired or made-up link, or one whose account is gone.
    const badLink = ["INVALID_TOKEN", "USER_NOT_FOUND", null].includes(authCode(error));
    throw new DomainError(
      "invalid",
      badLink
        ? /*i18n*/ "This reset link is invalid or has expired. Please request a new one."
        : (authMessage(error) ??
            /*i18n*/ "This reset link is invalid or has expired. Please request a new one."),
      { title: /*i18n*/ "Reset failed", cause: error },
    );
  }
}

/**
 * Confirms an e-mail address from the link sent at sign-up, and signs its
 * owner in (the cookies to set); null when the token is bad or expired.
 */
export async function verifyEmail(
  ctx: DomainContext,
  token: string,
): Promise<{ headers: AuthHeaders; language: Locale | null } | null> {
  if (!token) return null;
  try {
    const { headers } = await ctx.services.auth.api.verifyEmail({ query: { token }, returnHeaders: true });
    // The link signs in: like the sign-in form, it brings the account's language
    // along. Whose it is, the token says (a JWT the library has just verified).
    const email = emailOfVerifiedToken(token);
    const account = email
      ? await ctx.db.selectFrom("user").select("language").where("email", "=", email).executeTakeFirst()
      : undefined;
    return { headers, language: account?.language ?? null };
  } catch (error) {
    ctx.services.log.warn("email verification failed", errorFields(error));
    return null;
  }
}

/** The address in an e-mail verification token's payload, or null. */
function emailOfVerifiedToken(token: string): string | null {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    ) as unknown;
    const email = (payload as { email?: unknown } | null)?.email;
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user's language for pages and e-mails (issue #25): the
 * language switch keeps it, and sign-in puts it back in the browser's cookie.
 */
export async function setLanguage(ctx: DomainContext, language: Locale): Promise<void> {
  if (!ctx.actor) throw new DomainError("unauthenticated", /*i18n*/ "Please sign in.");
  if (!isLocale(language)) throw new DomainError("invalid", /*i18n*/ "Unknown language.");
  await ctx.db.updateTable("user").set({ language }).where("id", "=", ctx.actor.userId).execute();
}

/** The language an account chose, or null (sign-in and registration use it). */
export async function languageOf(ctx: Pick<DomainContext, "db">, userId: string): Promise<Locale | null> {
  const row = await ctx.db.selectFrom("user").select("language").where("id", "=", userId).executeTakeFirst();
  return row?.language ?? null;
}
