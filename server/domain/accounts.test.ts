import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  contextFor,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import {
  EVEN_ANSWER_MS,
  evenAnswers,
  registerCandidate,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
} from "./accounts";
import { roleOf } from "./roles";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.dispose();
});

const valid = {
  email: "Asha.Verma@Example.com",
  phone: "98765 43210",
  password: "fibre-splice-42",
  confirmPassword: "fibre-splice-42",
  consent: "yes",
};

describe("registerCandidate", () => {
  it("creates the user, the user role and an empty profile with the phone", async () => {
    const ctx = contextFor(services);
    const { userId } = await registerCandidate(ctx, valid);
    if (!userId) throw new Error("no account made");
    // Nobody is signed in by sign-up (the e-mailed link does that).
    const sessions = await services.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", userId)
      .execute();
    expect(sessions).toEqual([]);
    const user = await services.db
      .selectFrom("user")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(user.email).toBe("asha.verma@example.com");
    const profile = await services.db
      .selectFrom("candidate_profiles")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ phone: "+919876543210", first_name: "", last_name: "" });
    expect(await roleOf(services.db, userId, services.log)).toBe("candidate");
  });

  it.each([
    [{ phone: "" }, "Please enter your mobile number.", "Phone Number Required"],
    [{ phone: "12345" }, "Please enter a valid 10-digit Indian mobile number.", "Error"],
    [{ confirmPassword: "other-password" }, "Passwords do not match. Please try again.", "Password Mismatch"],
    [{ password: "abc12", confirmPassword: "abc12" }, "Password must be at least 6 characters.", "Error"],
    [
      { password: "123456", confirmPassword: "123456" },
      "This password is too common and easy to guess. Please choose another.",
      "Error",
    ],
    [{ email: "not-an-email" }, "Please enter a valid email address.", "Error"],
  ])("refuses %o with the spec's message and writes nothing", async (change, message, title) => {
    const before = await services.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const error = await rejection(
      registerCandidate(contextFor(services), {
        ...valid,
        email: `other-${Math.random()}@example.com`,
        ...change,
      }),
    );
    expect(error.kind).toBe("invalid");
    expect(error.message).toBe(message);
    expect(error.title).toBe(title);
    const after = await services.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("makes no second account for a known e-mail, whatever its case, and tells its owner instead", async () => {
    const usersBefore = await services.db.selectFrom("user").select("id").execute();
    const result = await registerCandidate(contextFor(services), {
      ...valid,
      email: "ASHA.VERMA@example.com",
      password: "someone-elses-1",
      confirmPassword: "someone-elses-1",
    });
    expect(result).toEqual({ userId: null });
    expect(await services.db.selectFrom("user").select("id").execute()).toHaveLength(usersBefore.length);
    const mail = await services.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", "asha.verma@example.com")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/tried to create .* account with your email/);
    expect(mail.text_body).toContain("http://localhost:3000/auth");
    expect(mail.text_body).toContain("http://localhost:3000/forgot-password");
    // The owner's password is untouched.
    await expect(
      signIn(contextFor(services), { email: valid.email, password: valid.password }),
    ).resolves.toMatchObject({ role: "candidate" });
  });

  it("hashes the password once for a new address and once for a known one (the same time class)", async () => {
    const authContext = await services.auth.$context;
    const hash = vi.spyOn(authContext.password, "hash");
    try {
      await registerCandidate(contextFor(services), { ...valid, email: "timing-new@example.com" });
      expect(hash).toHaveBeenCalledTimes(1);
      await registerCandidate(contextFor(services), { ...valid, email: "timing-new@example.com" });
      expect(hash).toHaveBeenCalledTimes(2);
    } finally {
      hash.mockRestore();
    }
  });

  it("answers a new address and a known one at the same pace, whichever writes each makes", async () => {
    const wait = vi.spyOn(evenAnswers, "wait");
    try {
      const email = "same-pace@example.com";
      await registerCandidate(contextFor(services), { ...valid, email });
      await registerCandidate(contextFor(services), { ...valid, email });
      // Each waits until the same time since its address was looked up (bench/account-timing.ts measures it).
      expect(wait.mock.calls.map(([, ms]) => ms)).toEqual([EVEN_ANSWER_MS.signUp, EVEN_ANSWER_MS.signUp]);
    } finally {
      wait.mockRestore();
    }
  });

  it("mails the owner of a known address at most three times an hour, and answers the same after", async () => {
    const email = "often-tried@example.com";
    await registerCandidate(contextFor(services), { ...valid, email });
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(registerCandidate(contextFor(services), { ...valid, email })).resolves.toEqual({
        userId: null,
      });
    }
    const notices = await services.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("to_address", "=", email)
      .where("subject", "like", "Someone tried%")
      .execute();
    expect(notices).toHaveLength(3);
  });
});

describe("signIn", () => {
  it("signs in with the right password and reports the role", async () => {
    const result = await signIn(contextFor(services), { email: valid.email, password: valid.password });
    expect(result.role).toBe("candidate");
    expect(result.headers.get("set-cookie")).toMatch(/jb\.session_token=/);
    const user = await services.db
      .selectFrom("user")
      .select("lastSignInAt")
      .where("id", "=", result.userId)
      .executeTakeFirstOrThrow();
    expect(user.lastSignInAt).toBeInstanceOf(Date);
  });

  it("refuses a wrong password with 'Sign in failed'", async () => {
    const error = await rejection(
      signIn(contextFor(services), { email: valid.email, password: "wrong-password" }),
    );
    expect(error.title).toBe("Sign in failed");
    expect(error.message).toMatch(/invalid email or password/i);
  });

  it("refuses a candidate on the admin portal and leaves no session behind", async () => {
    const sessionsBefore = await services.db.selectFrom("session").select("id").execute();
    const error = await rejection(
      signIn(contextFor(services), { email: valid.email, password: valid.password, portal: "admin" }),
    );
    expect(error.message).toBe("Access denied: You do not have admin privileges.");
    const sessionsAfter = await services.db.selectFrom("session").select("id").execute();
    expect(sessionsAfter.length).toBe(sessionsBefore.length);
  });

  it("lets an admin in on the admin portal", async () => {
    const { userId } = await registerNewCandidate(services, { ...valid, email: "root@example.com" });
    await services.db
      .updateTable("user_roles")
      .set({ role: "admin" })
      .where("user_id", "=", userId)
      .execute();
    const result = await signIn(contextFor(services), {
      email: "root@example.com",
      password: valid.password,
      portal: "admin",
    });
    expect(result.role).toBe("admin");
  });

  describe("limits (decision 0036)", () => {
    const from = (address: string) => contextFor(services, null, address);
    const wrongGuesses = async (email: string, addresses: string[]) => {
      for (const [attempt, address] of addresses.entries()) {
        const error = await rejection(signIn(from(address), { email, password: `guess-${attempt}` }));
        expect(error.kind).toBe("unauthenticated");
      }
    };

    it("lets the right password in from another address after ten wrong ones from one: nobody can lock an account", async () => {
      const email = "locked-out@example.com";
      await registerNewCandidate(services, { ...valid, email });
      await wrongGuesses(email, Array(10).fill("203.0.113.10"));
      await expect(signIn(from("203.0.113.20"), { email, password: valid.password })).resolves.toMatchObject({
        role: "candidate",
      });
    });

    it("stops one address guessing one account: its eleventh attempt is refused, the right password too", async () => {
      const email = "guessed@example.com";
      await registerNewCandidate(services, { ...valid, email });
      await wrongGuesses(email, Array(10).fill("203.0.113.11"));
      for (const password of ["guess-10", valid.password]) {
        const error = await rejection(signIn(from("203.0.113.11"), { email, password }));
        expect(error.kind).toBe("rate_limited");
        expect(error.message).toBe("Too many attempts. Please wait 15 minutes and try again.");
        expect(error.values).toEqual({ minutes: 15 });
      }
    });

    it("slows a guess spread over many addresses: past ten at the account, only an address new to it is heard", async () => {
      const email = "spread@example.com";
      await registerNewCandidate(services, { ...valid, email });
      const addresses = Array.from({ length: 10 }, (_, n) => `198.51.100.${n + 1}`);
      await wrongGuesses(email, addresses);
      // Each address that guessed once may not guess again in the window ...
      for (const address of addresses.slice(0, 3)) {
        const error = await rejection(signIn(from(address), { email, password: "another-guess" }));
        expect(error.kind).toBe("rate_limited");
      }
      // ... while a new address is heard: a wrong password is wrong, the right one signs in.
      await wrongGuesses(email, ["198.51.100.50"]);
      await expect(signIn(from("198.51.100.51"), { email, password: valid.password })).resolves.toMatchObject(
        {
          role: "candidate",
        },
      );
    });

    it("stops one address trying many accounts: its thirty-first attempt is refused", async () => {
      const sprayer = "203.0.113.99";
      for (let n = 0; n < 30; n++) await wrongGuesses(`sprayed-${n}@example.com`, [sprayer]);
      const error = await rejection(
        signIn(from(sprayer), { email: "sprayed-30@example.com", password: "x-guess" }),
      );
      expect(error.kind).toBe("rate_limited");
      // Another address is not held up by it.
      await wrongGuesses("sprayed-30@example.com", ["203.0.113.100"]);
    });
  });
});

describe("password reset", () => {
  it("requires an e-mail with the spec's message", async () => {
    const error = await rejection(requestPasswordReset(contextFor(services), { email: "" }));
    expect(error.title).toBe("Email required");
    expect(error.message).toBe("Please enter your email address to reset your password.");
  });

  it("mails a link whose token sets a new password", async () => {
    await requestPasswordReset(contextFor(services), { email: valid.email });
    const mail = await services.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", "asha.verma@example.com")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const link = mail.text_body.match(/http:\/\/localhost:3000\/reset-password\?token=(\S+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);
    await resetPassword(contextFor(services), {
      token,
      password: "new-secret-77",
      confirmPassword: "new-secret-77",
    });
    await expect(
      signIn(contextFor(services), { email: valid.email, password: "new-secret-77" }),
    ).resolves.toMatchObject({ role: "candidate" });
    const reuse = await rejection(
      resetPassword(contextFor(services), {
        token,
        password: "another-one-88",
        confirmPassword: "another-one-88",
      }),
    );
    expect(reuse.title).toBe("Reset failed");
  });

  /** Asks for a reset link for `email` and returns the token of the mail it sent. */
  async function resetLink(email: string): Promise<string> {
    await requestPasswordReset(contextFor(services), { email });
    const mail = await services.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("to_address", "=", email.toLowerCase())
      .where("subject", "like", "Reset your%")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return decodeURIComponent(mail.text_body.match(/reset-password\?token=(\S+)/)![1]);
  }
  const newPassword = (password: string) => ({ password, confirmPassword: password });

  it("ends the older links when a new one is asked for: only the newest works", async () => {
    const email = "three-links@example.com";
    await registerNewCandidate(services, { ...valid, email });
    const first = await resetLink(email);
    const second = await resetLink(email);
    const third = await resetLink(email);
    expect(new Set([first, second, third]).size).toBe(3);
    for (const old of [first, second]) {
      const error = await rejection(
        resetPassword(contextFor(services), { token: old, ...newPassword("older-link-1") }),
      );
      expect(error.message).toBe("This reset link is invalid or has expired. Please request a new one.");
    }
    await resetPassword(contextFor(services), { token: third, ...newPassword("newest-link-1") });
    await expect(signIn(contextFor(services), { email, password: "newest-link-1" })).resolves.toMatchObject({
      role: "candidate",
    });
  });

  it("ends every other link of the account once one is used", async () => {
    const email = "used-link@example.com";
    await registerNewCandidate(services, { ...valid, email });
    await registerNewCandidate(services, { ...valid, email: "bystander@example.com" });
    const bystanders = await resetLink("bystander@example.com");
    const older = await resetLink(email);
    // A third link the request hook did not end (say, one made in the same instant as another).
    const newer = await resetLink(email);
    await services.db
      .insertInto("verification")
      .values({
        id: "still-live-link",
        identifier: "reset-password:still-live-token",
        value: (
          await services.db
            .selectFrom("user")
            .select("id")
            .where("email", "=", email)
            .executeTakeFirstOrThrow()
        ).id,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
        updatedAt: new Date(),
      })
      .execute();
    await resetPassword(contextFor(services), { token: newer, ...newPassword("used-once-1") });
    for (const token of [older, newer, "still-live-token"]) {
      const error = await rejection(
        resetPassword(contextFor(services), { token, ...newPassword("again-and-again-1") }),
      );
      expect(error.title).toBe("Reset failed");
    }
    await expect(signIn(contextFor(services), { email, password: "used-once-1" })).resolves.toMatchObject({
      role: "candidate",
    });
    // Another account's link is not touched.
    await resetPassword(contextFor(services), { token: bystanders, ...newPassword("bystander-1") });
  });

  it("answers a known address and an unknown one at the same pace", async () => {
    const wait = vi.spyOn(evenAnswers, "wait");
    try {
      await requestPasswordReset(contextFor(services), { email: valid.email });
      await requestPasswordReset(contextFor(services), { email: "nobody-at-all@example.com" });
      expect(wait.mock.calls.map(([, ms]) => ms)).toEqual([
        EVEN_ANSWER_MS.resetRequest,
        EVEN_ANSWER_MS.resetRequest,
      ]);
    } finally {
      wait.mockRestore();
    }
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    await requestPasswordReset(contextFor(services), { email: "nobody@example.com" });
    const mails = await services.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "=", "nobody@example.com")
      .execute();
    expect(mails).toHaveLength(0);
  });
});

describe("signOut", () => {
  it("deletes the session", async () => {
    const { headers } = await signIn(contextFor(services), { email: valid.email, password: "new-secret-77" });
    const cookie = headers.get("set-cookie")!.split(";")[0];
    const requestHeaders = new Headers({ cookie });
    expect(await services.auth.api.getSession({ headers: requestHeaders })).not.toBeNull();
    await signOut(contextFor(services), requestHeaders);
    expect(await services.auth.api.getSession({ headers: requestHeaders })).toBeNull();
  });
});
