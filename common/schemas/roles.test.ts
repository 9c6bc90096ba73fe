import { describe, expect, it } from "vitest";
import { roleOfStored, roles, storedRoleOf, storedRoles, type StoredRole } from "./roles";

describe("roles", () => {
  it("map the stored values to the product's words and back", () => {
    expect(storedRoles.map(roleOfStored)).toEqual(["candidate", "employer", "admin"]);
    expect(roles.map(storedRoleOf)).toEqual(["user", "moderator", "admin"]);
    for (const role of roles) expect(roleOfStored(storedRoleOf(role))).toBe(role);
  });

  it("treat no row, or a value that is not a role, as a candidate", () => {
    expect(roleOfStored(null)).toBe("candidate");
    expect(roleOfStored(undefined)).toBe("candidate");
    for (const hostile of ["__proto__", "constructor", "toString", "Admin", "employer"]) {
      expect(roleOfStored(hostile as StoredRole)).toBe("candidate");
    }
  });
});
