// Consents (issue #36, decision 0046): given with the notice's "I agree" box
// where data is first collected, recorded with what was shown, withdrawn as
// easily as given.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentMessages, NOTICE_VERSION } from "../../common/schemas/data-notice";
import {
  contextFor,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { registerCandidate } from "./accounts";
import { GRIEVANCE_EMAIL, listMyConsents, noticeCopy, recordConsent, withdrawConsent } from "./consents";
import type { Actor } from "./context";
import { alertLink, createJobAlert, listJobAlerts, unsubscribeJobAlert } from "./job-alerts";
import { deleteMyAccount, exportMyData } from "./profiles";

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.dispose();
});

const signUpForm = (email: string) => ({
  email,
  phone: "98765 43210",
  password: "fibre-splice-42",
  confirmPassword: "fibre-splice-42",
});

async function candidate(email: string): Promise<Actor> {
  const { userId } = await registerNewCandidate(services, signUpForm(email));
  return { userId, email, role: "candidate" };
}

const count = async (table: "user" | "consents" | "job_alerts") =>
  Number(
    (
      await services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const consentsOf = (userId: string) =>
  services.db.selectFrom("consents").selectAll().where("user_id", "=", userId).execute();

describe("registration", () => {
  it("refuses without the ticked box, naming it among the other faults, and writes nothing", async () => {
    const [users, consents] = [await count("user"), await count("consents")];
    for (const consent of [undefined, "", "no", "on ", ["yes"], { yes: true }, "true"]) {
      const error = await rejection(
        registerCandidate(contextFor(services), { ...signUpForm("no-consent@example.com"), consent }),
      );
      expect(error.kind).toBe("invalid");
      expect(error.message).toBe(consentMessages.required);
      expect(error.fieldErrors.consent).toBe(consentMessages.required);
    }
    // With another fault too: both are named, the form's own message first.
    const both = await rejection(
      registerCandidate(contextFor(services), { ...signUpForm("no-consent@example.com"), phone: "" }),
    );
    expect(both.message).toBe("Please enter your mobile number.");
    expect(both.fieldErrors).toMatchObject({
      phone: "Please enter your mobile number.",
      consent: consentMessages.required,
    });
    // A "consent" only on the prototype is no consent.
    const hostile = JSON.parse(
      '{"__proto__": {"consent": "yes"}, "email": "proto@example.com", "phone": "9876543210", "password": "fibre-splice-42", "confirmPassword": "fibre-splice-42"}',
    ) as Record<string, unknown>;
    expect((await rejection(registerCandidate(contextFor(services), hostile))).fieldErrors.consent).toBe(
      consentMessages.required,
    );
    expect([await count("user"), await count("consents")]).toEqual([users, consents]);
  });

  it("records the consent with the account: version, language, the notice as shown, when", async () => {
    const before = Date.now();
    const form = new FormData();
    for (const [name, value] of Object.entries(signUpForm("consenting@example.com"))) form.set(name, value);
    form.set("consent", "yes");
    const { userId } = await registerCandidate(contextFor(services), form, { language: "hi-IN" });
    if (!userId) throw new Error("no account made");
    const [consent] = await consentsOf(userId);
    expect(consent).toMatchObject({
      purpose: "registration",
      email: "consenting@example.com",
      notice_version: NOTICE_VERSION,
      language: "hi-IN",
      withdrawn_at: null,
      job_alert_id: null,
    });
    expect(consent.notice_text).toBe(noticeCopy("registration", "hi-IN"));
    expect(consent.notice_text).toContain(GRIEVANCE_EMAIL);
    // Each item, in English: what, why, who sees it, withdrawing, complaints (to us, then the Board).
    const english = noticeCopy("registration", "en-IN");
    for (const item of ["What we collect", "Why", "Who sees it", "Withdrawing consent", "Complaints"])
      expect(english).toContain(`${item}: `);
    expect(english).toContain("Data Protection Board of India");
    expect(consent.notice_sha256).toBe(createHash("sha256").update(consent.notice_text).digest("hex"));
    expect(new Date(consent.given_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(consent.given_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("records nothing for an address that already had an account (nothing of it is kept)", async () => {
    await candidate("known-consent@example.com");
    const consents = await count("consents");
    await registerCandidate(contextFor(services), {
      ...signUpForm("known-consent@example.com"),
      consent: "yes",
    });
    expect(await count("consents")).toBe(consents);
  });

  it("cannot be withdrawn on one click: that is deleting the account, which withdraws it", async () => {
    const asha = await candidate("asha-consent@example.com");
    const ctx = contextFor(services, asha);
    const [mine] = await listMyConsents(ctx);
    expect(mine).toMatchObject({ purpose: "registration", noticeVersion: NOTICE_VERSION, withdrawnAt: null });
    const refused = await rejection(withdrawConsent(ctx, mine.id));
    expect([refused.kind, refused.message]).toEqual(["invalid", consentMessages.registrationByDeleting]);
    expect((await listMyConsents(ctx))[0].withdrawnAt).toBeNull();
    // The data export carries it, the notice's words included.
    const exported = await exportMyData(ctx);
    expect(exported.consents).toHaveLength(1);
    expect(exported.consents[0]).toMatchObject({ purpose: "registration", notice_version: NOTICE_VERSION });
    expect(exported.consents[0].notice_text).toContain("What we collect");
    await deleteMyAccount(ctx, asha.email);
    const [kept] = await services.db
      .selectFrom("consents")
      .selectAll()
      .where("email", "=", asha.email)
      .execute();
    expect(kept.user_id).toBeNull();
    expect(kept.withdrawn_at).not.toBeNull();
  });
});

describe("a job alert's consent", () => {
  it("is required of a candidate and a visitor alike, and recorded with the alert", async () => {
    const ravi = await candidate("ravi-alerts@example.com");
    const ctx = contextFor(services, ravi);
    const alerts = await count("job_alerts");
    const refused = await rejection(createJobAlert(ctx, { q: "otdr", frequency: "daily" }));
    expect(refused.fieldErrors.consent).toBe(consentMessages.required);
    const visitor = contextFor(services, null, "203.0.113.77");
    const refusedVisitor = await rejection(
      createJobAlert(visitor, {
        q: "otdr",
        frequency: "daily",
        email: "walk-in@example.com",
        consent: "nope",
      }),
    );
    expect(refusedVisitor.fieldErrors.consent).toBe(consentMessages.required);
    expect(await count("job_alerts")).toBe(alerts);

    const { id } = await createJobAlert(
      ctx,
      { q: "otdr", frequency: "daily", consent: "yes" },
      { language: "en-IN" },
    );
    const [alertConsent] = (await listMyConsents(ctx)).filter((consent) => consent.purpose === "job_alert");
    expect(alertConsent).toMatchObject({ alertName: "otdr", withdrawnAt: null, language: "en-IN" });
    const row = await services.db
      .selectFrom("consents")
      .selectAll()
      .where("id", "=", alertConsent.id)
      .executeTakeFirstOrThrow();
    expect(row.job_alert_id).toBe(id);
    expect(row.notice_text).toBe(noticeCopy("job_alert", "en-IN"));

    await createJobAlert(visitor, {
      q: "otdr",
      frequency: "daily",
      email: "Walk-In@example.com",
      consent: "yes",
    });
    const visitorConsent = await services.db
      .selectFrom("consents")
      .selectAll()
      .where("email", "=", "walk-in@example.com")
      .executeTakeFirstOrThrow();
    expect(visitorConsent).toMatchObject({ purpose: "job_alert", user_id: null, withdrawn_at: null });
  });

  it("withdrawn from the profile deletes the alert; again changes nothing", async () => {
    const meena = await candidate("meena-alerts@example.com");
    const ctx = contextFor(services, meena);
    await createJobAlert(ctx, { q: "splicer", frequency: "weekly", consent: "yes" });
    const [consent] = (await listMyConsents(ctx)).filter((each) => each.purpose === "job_alert");
    expect(await withdrawConsent(ctx, consent.id)).toEqual({ purpose: "job_alert" });
    expect(await listJobAlerts(ctx)).toEqual([]);
    const [after] = (await listMyConsents(ctx)).filter((each) => each.purpose === "job_alert");
    expect(after.withdrawnAt).not.toBeNull();
    expect(after.alertName).toBeNull();
    expect(await withdrawConsent(ctx, consent.id)).toEqual({ purpose: "job_alert" });
    expect((await listMyConsents(ctx)).find((each) => each.id === consent.id)?.withdrawnAt).toBe(
      after.withdrawnAt,
    );
  });

  it("ends with the alert: a visitor's unsubscribe link withdraws it", async () => {
    const visitor = contextFor(services, null, "203.0.113.78");
    await createJobAlert(visitor, {
      q: "rigger",
      frequency: "daily",
      email: "leaving-visitor@example.com",
      consent: "yes",
    });
    const alert = await services.db
      .selectFrom("job_alerts")
      .select("id")
      .where("email", "=", "leaving-visitor@example.com")
      .executeTakeFirstOrThrow();
    const link = new URL(alertLink(services, "unsubscribe", alert.id));
    await unsubscribeJobAlert(visitor, {
      alert: link.searchParams.get("alert"),
      token: link.searchParams.get("token"),
    });
    const consent = await services.db
      .selectFrom("consents")
      .selectAll()
      .where("job_alert_id", "=", alert.id)
      .executeTakeFirstOrThrow();
    expect(consent.withdrawn_at).not.toBeNull();
  });
});

describe("withdrawing", () => {
  it("refuses another person's consent, a visitor, and ids that are no consent's, changing nothing", async () => {
    const owner = await candidate("owner-consent@example.com");
    const nosy = await candidate("nosy-consent@example.com");
    await createJobAlert(contextFor(services, owner), { q: "bts", frequency: "daily", consent: "yes" });
    const [theirs] = (await listMyConsents(contextFor(services, owner))).filter(
      (c) => c.purpose === "job_alert",
    );
    const refused = await rejection(withdrawConsent(contextFor(services, nosy), theirs.id));
    expect([refused.kind, refused.message]).toEqual(["not_found", consentMessages.gone]);
    expect((await rejection(withdrawConsent(contextFor(services), theirs.id))).kind).toBe("unauthenticated");
    for (const id of [
      "",
      "nope",
      "__proto__",
      "constructor",
      `${theirs.id}' or 1=1`,
      42,
      null,
      ["x"],
      { id: theirs.id },
    ])
      expect((await rejection(withdrawConsent(contextFor(services, nosy), id))).kind).toBe("not_found");
    expect(await listJobAlerts(contextFor(services, owner))).toHaveLength(1);
    expect((await listMyConsents(contextFor(services, owner))).every((c) => c.withdrawnAt === null)).toBe(
      true,
    );
    // Nobody lists another's consents.
    expect((await listMyConsents(contextFor(services, nosy))).map((c) => c.purpose)).toEqual([
      "registration",
    ]);
  });

  it("recordConsent joins its caller's transaction: a failure after it leaves no consent", async () => {
    const consents = await count("consents");
    await expect(
      services.db.transaction().execute(async (trx) => {
        await recordConsent(trx, {
          purpose: "guest_application",
          email: "guest@example.com",
          language: "hi-IN",
        });
        throw new Error("the application failed after the consent");
      }),
    ).rejects.toThrow("the application failed");
    expect(await count("consents")).toBe(consents);
    const id = await services.db
      .transaction()
      .execute((trx) => recordConsent(trx, { purpose: "guest_application", email: "Guest@Example.com" }));
    const row = await services.db
      .selectFrom("consents")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      purpose: "guest_application",
      email: "guest@example.com",
      language: "en-IN",
    });
  });
});
