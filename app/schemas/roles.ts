// Roles as the whole product names them (docs/decisions/0002-roles.md).
export const roles = ["user", "moderator", "admin"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: "Full Access",
  moderator: "Limited Access",
  user: "Read Only Access",
};

/**
 * Who a role stands for, in the product's words (SPEC §1): the stored values
 * are the spec's `user_roles` ones. Code that decides by role says these.
 */
export type RoleName = "candidate" | "employer" | "admin";

const roleNames: Record<Role, RoleName> = { user: "candidate", moderator: "employer", admin: "admin" };

export function roleName(role: Role): RoleName {
  return roleNames[role];
}
