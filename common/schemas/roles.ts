// Roles. Code says the product's words: a `candidate` looks for work, an
// `employer` (a recruiter) posts jobs, an `admin` runs the site. The database
// keeps the specification's `user_roles` values (user, moderator, admin), and
// this file is the one place that maps between the two (decision 0018).

export const roles = ["candidate", "employer", "admin"] as const;
export type Role = (typeof roles)[number];

/** The values `user_roles.role` holds, as SPEC §1 names them; also what the admin's role forms send. */
export const storedRoles = ["user", "moderator", "admin"] as const;
export type StoredRole = (typeof storedRoles)[number];

/** The role a stored value stands for; no row at all (or anything else) is a candidate, never more. */
export function roleOfStored(stored: StoredRole | null | undefined): Role {
  switch (stored) {
    case "admin":
      return "admin";
    case "moderator":
      return "employer";
    default:
      return "candidate";
  }
}

export function storedRoleOf(role: Role): StoredRole {
  switch (role) {
    case "admin":
      return "admin";
    case "employer":
      return "moderator";
    case "candidate":
      return "user";
  }
}

/** The access levels the admin's System Users tab shows for each stored value (SPEC §9). */
export const storedRoleLabels: Record<StoredRole, string> = {
  admin: /*i18n*/ "Full Access",
  moderator: /*i18n*/ "Limited Access",
  user: /*i18n*/ "Read Only Access",
};
