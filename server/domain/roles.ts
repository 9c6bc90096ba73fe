import type { Kysely } from "kysely";
import { roleOfStored, type Role } from "../../common/schemas/roles";
import type { DB } from "../db/schema";
import type { Logger } from "../log";
import { errorFields } from "../log";

/**
 * The user's role from user_roles. A user with no row is a candidate. When the
 * lookup itself fails, the failure is logged and the user is treated as a
 * candidate (never as an admin), as SPEC §6 asks.
 */
export async function roleOf(db: Kysely<DB>, userId: string, log: Logger): Promise<Role> {
  try {
    const row = await db
      .selectFrom("user_roles")
      .select("role")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return roleOfStored(row?.role);
  } catch (error) {
    log.error("role check failed; treating user as not admin", { userId, ...errorFields(error) });
    return "candidate";
  }
}
