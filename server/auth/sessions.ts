// The signed-in user behind a request, for every page and API call.
//
// better-auth's getSession costs three round trips to the database (session,
// user, then our role) and an asynchronous WebCrypto HMAC per request: on a
// signed-in page that was a third of the server's CPU. The usual case, a
// valid session that does not need extending yet, is answered here with
// node:crypto and one query, whose answer is then remembered for a minute;
// anything else (a session due for its daily extension, or expired) is
// handed to better-auth, which extends or deletes it exactly as before.
//
// What is remembered is forgotten on every instance the moment a session,
// role or user changes, and nothing is remembered while such a change could
// go unheard (the `sessions` cache of server/cache/registry.ts, decision 0017).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { roleOfStored, type Role } from "../../common/schemas/roles";
import type { Cache } from "../cache/cache";
import type { DB } from "../db/schema";
import { roleOf } from "../domain/roles";
import type { Logger } from "../log";
import type { Auth } from "./auth";
import { SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from "./auth";

export interface SignedInUser {
  userId: string;
  email: string;
  role: Role;
}

export interface SessionReader {
  /** The user of the session cookie in `headers`; null without a valid, unexpired session. */
  userOf(headers: Headers): Promise<SignedInUser | null>;
}

export interface KnownSession extends SignedInUser {
  expiresAt: number;
}

export function createSessionReader(options: {
  auth: Auth;
  db: Kysely<DB>;
  secret: string;
  log: Logger;
  /** The sessions looked up lately, by token (services.caches.sessions). */
  cache: Cache<KnownSession>;
}): SessionReader {
  const { auth, db, secret, log, cache } = options;
  // better-auth names the cookie (prefix, and __Secure- over HTTPS).
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);

  async function viaBetterAuth(headers: Headers): Promise<SignedInUser | null> {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const role = await roleOf(db, session.user.id, log);
    return { userId: session.user.id, email: session.user.email, role };
  }

  async function lookUp(token: string): Promise<KnownSession | null> {
    const row = await db
      .selectFrom("session")
      .innerJoin("user", "user.id", "session.userId")
      .leftJoin("user_roles", "user_roles.user_id", "user.id")
      .select(["session.expiresAt", "user.id as userId", "user.email", "user_roles.role"])
      .where("session.token", "=", token)
      .executeTakeFirst();
    if (!row) return null;
    return {
      userId: row.userId,
      email: row.email,
      role: roleOfStored(row.role),
      expiresAt: row.expiresAt.getTime(),
    };
  }

  return {
    async userOf(headers) {
      const cookie = headers.get("cookie");
      if (!cookie?.includes("session_token")) return null;
      const token = verifiedToken(cookieValue(cookie, await cookieName), secret);
      if (!token) return null;
      const session = await cache.read(token, () => lookUp(token));
      if (!session) return null;
      const now = Date.now();
      const dueForExtension =
        session.expiresAt - SESSION_EXPIRES_IN * 1000 + SESSION_UPDATE_AGE * 1000 <= now;
      if (session.expiresAt <= now || dueForExtension) return viaBetterAuth(headers);
      return { userId: session.userId, email: session.email, role: session.role };
    },
  };
}

/** The value of cookie `name` in a Cookie header, URI-decoded; null when absent or malformed. */
function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The session token of a signed cookie value: `token.signature`, the
 * signature being base64 HMAC-SHA256 of the token with the auth secret, as
 * better-call writes it.
 */
function verifiedToken(value: string | null, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
