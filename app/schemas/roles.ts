// Roles as the whole product names them (docs/decisions/0002-roles.md).
export const roles = ["user", "moderator", "admin"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: "Full Access",
  moderator: "Limited Access",
  user: "Read Only Access",
};
