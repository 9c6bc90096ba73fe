// One person, one candidate, in the browser (issue #38, decision 0056): at
// 390 px the admin finds the demo's Sunil Pawar twice on the Duplicates tab,
// keeps his first profile and merges; the second account is gone and every
// application, skill and job of both is his. Screenshots of the tab at 390
// and 1280 px, for a person to look at.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  demoAccounts,
  DESKTOP,
  libraryCookie,
  newPage,
  PHONE,
  setupServerAndBrowser,
  // Not a React hook, whatever its name says: it gives a browser context cookies.
  useCookies as giveCookies,
  visible,
} from "../support/e2e";
import { answerOnce } from "../support/eventually";

const e2e = setupServerAndBrowser();
const SHOTS = process.env.DUPLICATES_SHOTS ?? "/tmp/helpers/hP-shots";
mkdirSync(SHOTS, { recursive: true });

const FIRST = "sunil.pawar@demo.vistaar.example";
const SECOND = "sunil.pawar.ftth@demo.vistaar.example";

async function rowsOf(email: string) {
  const db = e2e.server.services.db;
  const profile = await db
    .selectFrom("candidate_profiles as p")
    .innerJoin("user as u", "u.id", "p.user_id")
    .select("p.id")
    .where("u.email", "=", email)
    .executeTakeFirst();
  if (!profile) return null;
  const count = async (table: "job_applications" | "candidate_skills" | "candidate_experience") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("candidate_id", "=", profile.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    applications: await count("job_applications"),
    skills: await count("candidate_skills"),
    experience: await count("candidate_experience"),
  };
}

describe("the admin's duplicates", () => {
  it("shows the demo's pair at 1280 px", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, demoAccounts.admin));
    await page.goto("/admin/duplicates");
    await visible(page.getByText("Same mobile number").first());
    await visible(page.getByText(SECOND));
    await page.screenshot({ path: path.join(SHOTS, "admin-duplicates-1280.png"), fullPage: true });
  });

  it("merges Sunil Pawar's two profiles at 390 px, keeping every row", async () => {
    const first = await rowsOf(FIRST);
    const second = await rowsOf(SECOND);
    expect(first && second).toBeTruthy();

    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, demoAccounts.admin));
    await page.goto("/admin");
    await page.getByRole("link", { name: "Duplicates" }).click();
    await page.waitForURL(/\/admin\/duplicates$/);
    await visible(page.getByText("Similar name, same city and profile").first());
    // The two sides and their long addresses fit the phone: nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: path.join(SHOTS, "admin-duplicates-390.png"), fullPage: true });

    const keep = page.locator("li section").filter({ hasText: FIRST });
    await keep.getByRole("button", { name: "Merge the pair, keeping Sunil Pawar" }).click();
    await visible(page.getByRole("heading", { name: "Merge into Sunil Pawar?" }));
    await visible(page.getByText(`(${SECOND}) will be removed`));
    await page.screenshot({ path: path.join(SHOTS, "admin-duplicates-confirm-390.png"), fullPage: true });
    await page.getByRole("button", { name: "Yes, merge" }).click();
    await visible(page.getByText("Profiles merged.").first());
    await visible(page.getByText("No open pairs. The scan runs every night."));

    // The second account is gone; its job, skills and applications are the first's, none lost.
    expect(await rowsOf(SECOND)).toBeNull();
    const merged = await rowsOf(FIRST);
    // Sunil's skills were the same two (and more): the same skill twice is kept once.
    expect(merged).toEqual({
      applications: first!.applications + second!.applications,
      skills: first!.skills,
      experience: first!.experience + second!.experience,
    });
    const mails = await e2e.server.services.db
      .selectFrom("mail_outbox")
      .select("to_address")
      .where("subject", "like", "%profiles on % are now one%")
      .execute();
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([FIRST, SECOND].sort());
  });
  it("'Scan now' queues the nightly scan, says so, and its pairs appear when it has run (390 and 1280 px)", async () => {
    const db = e2e.server.services.db;
    const admin = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", demoAccounts.admin.email)
      .executeTakeFirstOrThrow();
    const scansByAdmin = async () =>
      Number(
        (
          await db
            .selectFrom("duplicate_scans")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("requested_by", "=", admin.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (const [width, viewport] of [
      [390, PHONE],
      [1280, DESKTOP],
    ] as const) {
      // Two new accounts with one mobile number, written two ways: the next scan pairs them.
      const mobile = `9${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;
      const name = `Twin ${width}`;
      for (const [n, phone] of [
        [1, mobile],
        [2, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`],
      ] as const) {
        const userId = `scan-${width}-${n}-${Date.now().toString(36)}`;
        await db
          .insertInto("user")
          .values({ id: userId, name: "", email: `${userId}@example.com`, emailVerified: true })
          .execute();
        await db
          .insertInto("candidate_profiles")
          .values({ user_id: userId, first_name: name, last_name: `No ${n}`, phone })
          .execute();
      }
      const before = await scansByAdmin();
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
      await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, demoAccounts.admin));
      await page.goto("/admin/duplicates");
      await page.getByRole("button", { name: "Scan now" }).click();
      await visible(page.getByText("Scan started").first());
      await page.screenshot({
        path: path.join(SHOTS, `admin-duplicates-scan-started-${width}.png`),
        fullPage: true,
      });
      // The queue's worker runs the scan: it records the admin who asked, and the pair is listed.
      const ran = await answerOnce(scansByAdmin, (count) => count > before, 30_000);
      expect(ran).toBe(before + 1);
      await page.goto("/admin/duplicates");
      await visible(page.getByText(`${name} No 1`).first());
      await visible(page.getByText(`${name} No 2`).first());
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: path.join(SHOTS, `admin-duplicates-after-scan-${width}.png`),
        fullPage: true,
      });
      await context.close();
    }
  });
});
