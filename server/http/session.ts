// Who is asking: a request's session cookie turned into an Actor and a
// DomainContext. The route guards built on it are in ./guards.ts.

import type { Actor, DomainContext } from "../domain/context";
import { isDatabaseUnavailable } from "../db/database";
import type { Role } from "../../common/schemas/roles";
import type { Services } from "../services";
import { errorFields } from "../log";
import { requestOf, type AppContext } from "./load-context";

// The root loader and the page's loader both ask for the actor of the same
// request. React Router hands each loader its own Request object but one load
// context per HTTP request, so the context is the key that looks the session
// up once per request.
const actors = new WeakMap<AppContext, Promise<Actor | null>>();

/** The signed-in user behind the request's session cookie, or null. */
export function getActor(request: Request, context: AppContext): Promise<Actor | null> {
  let actor = actors.get(context);
  if (!actor) {
    const { services, requestId } = requestOf(context);
    actor = actorFromHeaders(services, request.headers, requestId);
    actors.set(context, actor);
  }
  return actor;
}

/**
 * The signed-in user behind the session cookie in `headers`, or null; for
 * pages and the API alike. A session that cannot be read counts as none
 * (logged), except while the database is unreachable: that is thrown, so a
 * signed-in visitor is told to try again rather than sent to sign in.
 */
export async function actorFromHeaders(
  services: Services,
  headers: Headers,
  requestId: string | undefined,
): Promise<Actor | null> {
  try {
    return await services.sessions.userOf(headers);
  } catch (error) {
    services.log.error("session lookup failed", { requestId, ...errorFields(error) });
    if (isDatabaseUnavailable(error)) throw error;
    return null;
  }
}

export async function domainContext(request: Request, context: AppContext): Promise<DomainContext> {
  const actor = await getActor(request, context);
  const { services, clientIp } = requestOf(context);
  return { services, db: services.db, actor, clientIp };
}

/**
 * A path of this site as our pages write it into redirectTo (URL-encoded:
 * printable ASCII), not "//host", and of a sane length. Browsers drop tabs and
 * line breaks from a URL and read a backslash as "/", so "/\t/evil.example"
 * or "/\\evil.example" would leave the site; other characters cannot go in a
 * Location header as they are (the answer would be a 500), and a 30 KB one
 * breaks clients and proxies.
 */
const SAFE_PATH = /^\/(?!\/)[\x21-\x5B\x5D-\x7E]{0,2000}$/;

/** Where to send a visitor after sign-in, kept only if it is a path on this site (SAFE_PATH). */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  return typeof to === "string" && SAFE_PATH.test(to) ? to : fallback;
}

/**
 * The landing page of each role after sign-in (SPEC §2 /auth: admins to
 * /admin, everyone else to /profile): a candidate's profile, but an
 * employer's work is the employer dashboard, not a candidate profile they
 * cannot have (decision 0021).
 */
export function homeOf(role: Role): string {
  return role === "admin" ? "/admin" : role === "employer" ? "/employer-dashboard" : "/profile";
}
