import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/services";
import type { Logger } from "../log";
import { roleOf } from "./roles";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.dispose();
});

describe("roleOf", () => {
  it("is 'user' without a user_roles row and the row's role otherwise", async () => {
    const { user } = await services.auth.api.signUpEmail({
      body: { email: "r1@example.com", password: "long-enough-1", name: "" },
    });
    expect(await roleOf(services.db, user.id, services.log)).toBe("candidate");
    await services.db
      .insertInto("user_roles")
      .values({ user_id: user.id, email: "r1@example.com", role: "admin" })
      .execute();
    expect(await roleOf(services.db, user.id, services.log)).toBe("admin");
  });

  it("logs a failing check and treats the user as not admin", async () => {
    const { user } = await services.auth.api.signUpEmail({
      body: { email: "r2@example.com", password: "long-enough-2", name: "" },
    });
    await services.db
      .insertInto("user_roles")
      .values({ user_id: user.id, email: "r2@example.com", role: "admin" })
      .execute();
    const logged: string[] = [];
    const log: Logger = { info() {}, warn() {}, error: (message) => logged.push(message) };
    // Break the lookup: the table is gone.
    await sql`alter table user_roles rename to user_roles_gone`.execute(services.db);
    try {
      expect(await roleOf(services.db, user.id, log)).toBe("candidate");
      expect(logged).toEqual(["role check failed; treating user as not admin"]);
    } finally {
      await sql`alter table user_roles_gone rename to user_roles`.execute(services.db);
    }
  });
});

describe("schema constraints", () => {
  it("allows one role row per user and only the three roles", async () => {
    const { user } = await services.auth.api.signUpEmail({
      body: { email: "r3@example.com", password: "long-enough-3", name: "" },
    });
    await services.db
      .insertInto("user_roles")
      .values({ user_id: user.id, email: "r3@example.com", role: "user" })
      .execute();
    await expect(
      services.db
        .insertInto("user_roles")
        .values({ user_id: user.id, email: "r3@example.com", role: "moderator" })
        .execute(),
    ).rejects.toThrow();
    await expect(
      sql`update user_roles set role = 'superuser' where user_id = ${user.id}`.execute(services.db),
    ).rejects.toThrow();
  });
});
