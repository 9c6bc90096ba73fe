import type { Kysely } from "kysely";
import type { Role } from "../../common/schemas/roles";
import type { DB } from "../db/schema";
import type { Services } from "../services";
import { DomainError } from "./errors";

/** Who is asking. Every domain function decides from this what it may do. */
export interface Actor {
  userId: string;
  email: string;
  role: Role;
}

export interface DomainContext {
  services: Services;
  db: Kysely<DB>;
  actor: Actor | null;
  /** The caller's address, for rate limits; "unknown" from scripts and tests. */
  clientIp: string;
}

// The domain's own checks of who may do a thing. Route guards
// (server/http/guards.ts, `require*`) decide who reaches a page; these decide
// what the domain does, for pages, the API and scripts alike.

/** Signed in, with any role; a visitor is refused 'Login Required'. */
export function assertSignedIn(ctx: DomainContext): Actor {
  if (!ctx.actor)
    throw new DomainError("unauthenticated", /*i18n*/ "Please sign in to continue.", {
      title: /*i18n*/ "Login Required",
    });
  return ctx.actor;
}

function assertRole(ctx: DomainContext, roles: readonly Role[]): Actor {
  const actor = assertSignedIn(ctx);
  if (!roles.includes(actor.role)) {
    throw new DomainError("forbidden", /*i18n*/ "You do not have permission to do that.", {
      title: /*i18n*/ "Access Denied",
    });
  }
  return actor;
}

/** A candidate. */
export const assertCandidate = (ctx: DomainContext) => assertRole(ctx, ["candidate"]);
/** The firm's staff: an employer (a recruiter) or an admin (SPEC §1: an admin is treated as an employer). */
export const assertStaff = (ctx: DomainContext) => assertRole(ctx, ["employer", "admin"]);
/** An admin. */
export const assertAdmin = (ctx: DomainContext) => assertRole(ctx, ["admin"]);
