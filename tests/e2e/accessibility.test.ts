// Accessibility (issue #19): axe-core on every page each role can open, at
// phone and desktop width, with the dialogs a link opens open and the phone
// menu unfolded; and every dialog behaves as one (focus moves in, Tab stays
// inside, Escape closes, focus returns to the page).
//
// With SWEEP_SCREENSHOTS=1 it also saves a full-page screenshot of each page
// under test-results/screenshots/sweep, for a person to look at every page in
// every role before a change to the layout lands.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/axe";
import { DESKTOP, pageReady, PHONE, setupServerAndBrowser } from "../support/e2e";
import { contextFor, pagesOf, sweepRows, type SweepRole } from "../support/pages";

const e2e = setupServerAndBrowser();

const screenshots = process.env.SWEEP_SCREENSHOTS === "1";

function screenshotName(role: SweepRole, pagePath: string, width: number) {
  const slug =
    pagePath
      .replace(/^\//, "")
      .replace(/[^a-z0-9]+/gi, "-")
      .slice(0, 80) || "home";
  return path.join("test-results", "screenshots", "sweep", `${role}-${slug}-${width}.png`);
}

/** What axe reports as serious or critical on the page, one line per rule and element. */
async function problems(page: Page, label: string): Promise<string[]> {
  const violations = await seriousViolations(page);
  return violations.length ? [`${label}\n${describeViolations(violations)}`] : [];
}

describe("accessibility", () => {
  // One test per role, so each stays within its time and says whose pages fail.
  for (const role of ["visitor", "candidate", "employer", "admin"] as const)
    it(`finds no serious or critical axe issue on any page open to the ${role}, at 390 and 1280 px, dialogs and the phone menu open`, async () => {
      const paths = pagesOf(await sweepRows(e2e.server.services))[role];
      const found: string[] = [];
      const { page, context } = await contextFor(e2e.browser, e2e.server, role);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        for (const pagePath of paths) {
          await page.goto(pagePath);
          found.push(...(await problems(page, `${pagePath} at ${viewport.width} px as ${role}`)));
          if (screenshots)
            await page.screenshot({ path: screenshotName(role, pagePath, viewport.width), fullPage: true });
        }
        if (viewport === PHONE) {
          // The phone menu unfolded, as each role's menu differs.
          await page.goto("/");
          await page.getByLabel("Menu").click();
          found.push(...(await problems(page, `/ with the menu open at 390 px as ${role}`)));
          if (screenshots) await page.screenshot({ path: screenshotName(role, "menu", viewport.width) });
        }
      }
      await context.close();
      expect(found, found.join("\n\n")).toEqual([]);
    }, 300_000);

  it("moves focus into every dialog, keeps Tab inside, closes it with Escape and gives focus back to the page", async () => {
    const rows = await sweepRows(e2e.server.services);
    const dialogs: [SweepRole, string][] = [
      ["admin", `/admin/contact?view=${rows.contactId}`],
      ["admin", `/admin/contact?delete=${rows.contactId}`],
      ["admin", `/admin/system-users?remove=${rows.employerUserId}`],
      [
        "employer",
        `/employer-dashboard/applications?job=all&candidate=${rows.application.candidateId}&application=${rows.application.id}`,
      ],
    ];
    const wrong: string[] = [];
    for (const [role, pagePath] of dialogs) {
      const { page, context } = await contextFor(e2e.browser, e2e.server, role);
      await page.goto(pagePath);
      await pageReady(page);
      const dialog = page.getByRole("dialog");
      const focusInside = () => dialog.evaluate((box) => box.contains(document.activeElement));
      await page.waitForFunction(() =>
        document.querySelector('[role="dialog"]')?.contains(document.activeElement),
      );
      // Round the dialog's controls twice over, both ways: focus never leaves it.
      const count = await dialog
        .locator("a[href], button:not([disabled]), input:not([disabled]), select, textarea")
        .count();
      for (const key of ["Tab", "Shift+Tab"])
        for (let step = 0; step < count * 2 + 1; step++) {
          await page.keyboard.press(key);
          if (!(await focusInside())) {
            wrong.push(`${pagePath} as ${role}: ${key} ×${step + 1} takes focus out of the dialog`);
            break;
          }
        }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      const url = new URL(page.url());
      if (/[?&](view|delete|remove|candidate)=/.test(url.search))
        wrong.push(`${pagePath} as ${role}: Escape left the dialog in the address (${url.search})`);
      // Focus goes back to the control on the page that opens it, not to the top of the document.
      await page
        .waitForFunction(() => document.activeElement?.closest("main") && document.activeElement.id, null, {
          timeout: 3000,
        })
        .catch(() =>
          wrong.push(`${pagePath} as ${role}: after Escape, focus is not on a control of the page`),
        );
      await context.close();
    }
    expect(wrong, wrong.join("\n")).toEqual([]);
  }, 120_000);
});
