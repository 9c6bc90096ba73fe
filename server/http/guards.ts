// Route guards. Every loader and action starts with one (decision 0040): it
// turns the request into a DomainContext with its actor, or throws the answer
// the spec gives whoever may not be there (SPEC §2). The domain still checks
// every right itself (assert* in server/domain/context.ts); a guard only
// decides who reaches the page. formAction and pageLoader run the guard
// inside their own `try`, so a session lookup that meets the database down is
// answered like any other step.
import { redirect } from "react-router";
import type { Toast } from "../../common/toast";
import type { Refusal } from "../../common/refusals";
import type { Role } from "../../common/schemas/roles";
import type { Actor, DomainContext } from "../domain/context";
import { domainContext, homeOf } from "./session";
import { redirectWithToast } from "./toast";
import type { AppContext } from "./load-context";

/**
 * What a guard needs of a loader's or action's arguments. `url` is the page's
 * address as React Router gives it: the request's own may end in `.data`
 * (react-router.config.ts).
 */
export interface GuardArgs {
  request: Request;
  context: AppContext;
  url: URL;
  /** In an action, the form as formAction read it (a guard may send a visitor back to a page it names). */
  form?: FormData;
}

export type SignedInContext = DomainContext & { actor: Actor };

/** The answer for someone a guard refuses: `actor` is null for a visitor who is not signed in. */
export type Refuse = (actor: Actor | null, args: GuardArgs) => Response | Promise<Response>;

/** A guard: the loader's or action's context, or the answer for whoever may not be there, thrown. */
export type Guard<Ctx extends DomainContext = DomainContext> = (args: GuardArgs) => Promise<Ctx>;

async function requireRole(
  args: GuardArgs,
  roles: readonly Role[],
  refuse: Refuse,
): Promise<SignedInContext> {
  const ctx = await domainContext(args.request, args.context);
  if (ctx.actor && roles.includes(ctx.actor.role)) return ctx as SignedInContext;
  throw await refuse(ctx.actor, args);
}

/** Signed in with any role: a candidate, an employer or an admin. */
export function requireSignedIn(args: GuardArgs, refuse: Refuse = toSignIn()): Promise<SignedInContext> {
  return requireRole(args, ["candidate", "employer", "admin"], refuse);
}

/** A candidate; employers and admins have no applications of their own, their page is the dashboard. */
export function requireCandidate(args: GuardArgs): Promise<SignedInContext> {
  return requireRole(args, ["candidate"], toSignIn({ elsewhere: "/employer-dashboard" }));
}

/** An employer or an admin (SPEC §1: an admin is treated as an employer); anyone else sees 'Access Denied'. */
export function requireEmployer(args: GuardArgs): Promise<SignedInContext> {
  return requireRole(args, ["employer", "admin"], accessDenied);
}

/** An admin; anyone else signed in is sent to the home page (SPEC §2 /admin) unless `refuse` says otherwise. */
export function requireAdmin(
  args: GuardArgs,
  refuse: Refuse = toSignIn({ elsewhere: "/" }),
): Promise<SignedInContext> {
  return requireRole(args, ["admin"], refuse);
}

/**
 * Signed out: the pages for getting in (/auth, /register). Someone already
 * signed in is sent to their own page (decision 0021).
 */
export async function requireVisitor(args: GuardArgs): Promise<DomainContext & { actor: null }> {
  const ctx = await domainContext(args.request, args.context);
  if (ctx.actor) throw redirect(homeOf(ctx.actor.role));
  return ctx as DomainContext & { actor: null };
}

/**
 * A page open to everyone, signed in or not (the home page, Careers, a job,
 * links from mails): no one is turned away here, and the domain decides what
 * each may see and do.
 */
export function openToAll(args: GuardArgs): Promise<DomainContext> {
  return domainContext(args.request, args.context);
}

/** The sign-in page, coming back to this one afterwards. */
export function signInHref(url: URL): string {
  return `/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * A visitor is sent to sign in and back, with `toast` saying why if given; a
 * signed-in user of a role not allowed, to `elsewhere`.
 */
export function toSignIn({ elsewhere = "/", toast }: { elsewhere?: string; toast?: Toast } = {}): Refuse {
  return (actor, { url, context }) => {
    if (actor) return redirect(elsewhere);
    return toast ? redirectWithToast(context, signInHref(url), toast) : redirect(signInHref(url));
  };
}

/** The 'Access Denied' page of the employer dashboard: 401 for a visitor, 403 when signed in. */
export const accessDenied: Refuse = (actor, { url }) => accessDeniedPage(actor !== null, url);

export function accessDeniedPage(signedIn: boolean, url: URL): Response {
  return refusal({ refusal: "access-denied", signedIn, signIn: signInHref(url) }, signedIn ? 403 : 401);
}

/** The 'Login Required' page of /jobs, answered 200: for a visitor it is the page, not a failure. */
export const loginRequired: Refuse = (_actor, { url }) =>
  refusal({ refusal: "login-required", signIn: signInHref(url) }, 200);

// A Response rather than React Router's data(): a resource route (a CSV
// export) sends it as it is, and a page's error boundary reads its JSON.
function refusal(body: Refusal, status: number): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}
