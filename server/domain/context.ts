import type { Kysely } from "kysely";
import type { Role } from "../../app/schemas/roles";
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

export function requireActor(ctx: DomainContext): Actor {
  if (!ctx.actor)
    throw new DomainError("unauthenticated", /*i18n*/ "Please sign in to continue.", {
      title: /*i18n*/ "Login Required",
    });
  return ctx.actor;
}

export function requireRole(ctx: DomainContext, ...roles: Role[]): Actor {
  const actor = requireActor(ctx);
  if (!roles.includes(actor.role)) {
    throw new DomainError("forbidden", /*i18n*/ "You do not have permission to do that.", {
      title: /*i18n*/ "Access Denied",
    });
  }
  return actor;
}
