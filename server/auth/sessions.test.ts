import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, createTestServices, type TestServices } from "../../tests/support/services";
import { answerOnce, changesHeard } from "../../tests/support/eventually";
import { SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from "./auth";
import type { SignedInUser } from "./sessions";

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
});

afterAll(async () => {
  await services?.dispose();
});

let counter = 0;

/** Signs a new account up and in; the Cookie header a browser would then send. */
async function signedIn(role?: "moderator" | "admin") {
  const email = `session-${++counter}@example.com`;
  if (role) await createStaff(services, email, role);
  else await services.auth.api.signUpEmail({ body: { email, password: "good-password-1", name: "" } });
  const response = await services.auth.api.signInEmail({
    body: { email, password: "good-password-1" },
    asResponse: true,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const user = await services.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { email, userId: user.id, cookie, headers: new Headers({ cookie }) };
}

const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;

describe("the session reader", () => {
  it("reads the user and role of a session cookie as better-auth signed it", async () => {
    const candidate = await signedIn();
    expect(await services.sessions.userOf(candidate.headers)).toEqual({
      userId: candidate.userId,
      email: candidate.email,
      role: "candidate",
    });
    const employer = await signedIn("moderator");
    expect((await services.sessions.userOf(employer.headers))?.role).toBe("employer");
    // And agrees with better-auth itself.
    const session = await services.auth.api.getSession({ headers: candidate.headers });
    expect(session?.user.id).toBe(candidate.userId);
  });

  it("finds the cookie among others, in any order", async () => {
    const { cookie, userId } = await signedIn();
    const headers = new Headers({ cookie: `theme=dark; other=1; ${cookie}; last=x` });
    expect((await services.sessions.userOf(headers))?.userId).toBe(userId);
  });

  it("refuses a cookie whose signature does not match, or that is not signed at all", async () => {
    const { cookie } = await signedIn();
    const [name, value] = [cookie.split("=")[0], decodeURIComponent(cookie.split("=")[1]!)];
    const token = value.split(".")[0]!;
    const forged = `${token}.${"A".repeat(43)}=`;
    for (const bad of [forged, token, `${token}.`, `x${value}`]) {
      const headers = new Headers({ cookie: `${name}=${encodeURIComponent(bad)}` });
      expect(await services.sessions.userOf(headers), bad).toBeNull();
    }
    // Another user's token under this user's signature is refused too.
    const other = await signedIn();
    const swapped = `${tokenOf(other.cookie)}.${value.split(".")[1]}`;
    expect(
      await services.sessions.userOf(new Headers({ cookie: `${name}=${encodeURIComponent(swapped)}` })),
    ).toBeNull();
  });

  it("refuses a session that was signed out or deleted, at once", async () => {
    const { cookie, headers } = await signedIn();
    await services.auth.api.signOut({ headers });
    expect(await services.sessions.userOf(new Headers({ cookie }))).toBeNull();
  });

  it("refuses an expired session, which better-auth then deletes", async () => {
    const { cookie, headers } = await signedIn();
    const token = tokenOf(cookie);
    await services.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("token", "=", token)
      .execute();
    expect(await services.sessions.userOf(headers)).toBeNull();
    const left = await services.db.selectFrom("session").select("id").where("token", "=", token).execute();
    expect(left).toEqual([]);
  });

  it("lets better-auth extend a session on its first use after a day", async () => {
    const { cookie, headers, userId } = await signedIn();
    const token = tokenOf(cookie);
    // As if signed in a day and a minute ago.
    const aged = new Date(Date.now() + (SESSION_EXPIRES_IN - SESSION_UPDATE_AGE - 60) * 1000);
    await services.db.updateTable("session").set({ expiresAt: aged }).where("token", "=", token).execute();
    expect((await services.sessions.userOf(headers))?.userId).toBe(userId);
    const row = await services.db
      .selectFrom("session")
      .select("expiresAt")
      .where("token", "=", token)
      .executeTakeFirstOrThrow();
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_EXPIRES_IN - 60) * 1000);
  });

  it("answers null without a session cookie", async () => {
    expect(await services.sessions.userOf(new Headers())).toBeNull();
    expect(await services.sessions.userOf(new Headers({ cookie: "jb.session_token=" }))).toBeNull();
    expect(await services.sessions.userOf(new Headers({ cookie: "jb.session_token=%E0%A4%A" }))).toBeNull();
  });
});

describe("remembered sessions", () => {
  /** The reader's answer once `done` holds for it, or as it is after 3 s. */
  const userOnce = (headers: Headers, done: (user: SignedInUser | null) => boolean) =>
    answerOnce(() => services.sessions.userOf(headers), done, 3_000);

  it("are forgotten when the session is ended by another instance (a write this process did not make)", async () => {
    const { cookie, headers, userId } = await signedIn();
    expect((await services.sessions.userOf(headers))?.userId).toBe(userId);
    // services.database.db has none of this process's write hooks: only PostgreSQL's notification tells.
    await services.database.db.deleteFrom("session").where("token", "=", tokenOf(cookie)).execute();
    expect(await userOnce(headers, (user) => user === null)).toBeNull();
  });

  it("take a role changed elsewhere at once", async () => {
    const { headers, userId, email } = await signedIn();
    expect((await services.sessions.userOf(headers))?.role).toBe("candidate");
    await services.database.db
      .insertInto("user_roles")
      .values({ user_id: userId, email, role: "moderator" })
      .execute();
    expect((await userOnce(headers, (user) => user?.role === "employer"))?.role).toBe("employer");
    await services.db.deleteFrom("user_roles").where("user_id", "=", userId).execute();
    // This process's own write: at once, without waiting.
    expect((await services.sessions.userOf(headers))?.role).toBe("candidate");
  });

  it("are not used while a change could go unheard", async () => {
    const { cookie, headers, userId } = await signedIn();
    // Signing in wrote the session and the user, which notify too: heard before the answer is remembered.
    await changesHeard(services);
    expect((await services.sessions.userOf(headers))?.userId).toBe(userId);
    // A delete no trigger sees, as if its notification were lost.
    await services.database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.deleteFrom("session").where("token", "=", tokenOf(cookie)).execute();
    });
    // Remembered: the answer still comes from memory...
    expect((await services.sessions.userOf(headers))?.userId).toBe(userId);
    // ...until the notification channel is known to be down, when every answer is looked up.
    services.caches.sessions.setEnabled(false);
    try {
      expect(await services.sessions.userOf(headers)).toBeNull();
    } finally {
      services.caches.sessions.setEnabled(true);
    }
  });
});
