// Layout on phones (issue #19): no page a role can open is wider than the
// window, at 360, 390 and 1280 px, in Chromium. A page wider than the phone
// scrolls sideways as a whole (its header and text with it), which is what a
// table too wide for the screen must not cause: it scrolls in its own box.
// Also: each dashboard tab's content starts in the first screen, so a tab
// opened from the tab bar shows what it is for without scrolling.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE, localizedPath, type Locale } from "../../common/i18n";
import { setupServerAndBrowser } from "../support/e2e";
import {
  adminTabs,
  contextFor as signedIn,
  pagesOf,
  sweepRows,
  type SweepRole as Role,
} from "../support/pages";

const e2e = setupServerAndBrowser();

const WIDTHS = [360, 390, 1280];

const contextFor = (role: Role) => signedIn(e2e.browser, e2e.server, role);

/**
 * The controls on the page a finger cannot hit surely: under 44 px high or
 * wide. Links inside running text are exempt (they are read, then tapped, as
 * WCAG's inline exception has it), and so are checkboxes and radio buttons,
 * whose label is the target, and what is hidden or out of the tab order.
 */
function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary";
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Out of sight: a closed menu's links, a hidden breakpoint's navigation.
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (element.closest("[aria-hidden=true], .sr-only") || element.tabIndex < 0) continue;
      if (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type)) continue;
      if (element.tagName === "A" && getComputedStyle(element).display === "inline") continue;
      if (box.height < 44 || box.width < 44) {
        const name = (
          element.textContent ||
          element.getAttribute("aria-label") ||
          element.getAttribute("name") ||
          ""
        )
          .trim()
          .slice(0, 40);
        small.push(
          `<${element.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

/** Visible text set under 12 px (HTML text; a chart's SVG text is measured by its own test). */
function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      if (element.closest("svg, .sr-only, [aria-hidden=true]")) continue;
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === 3 && node.textContent!.trim(),
      );
      if (!ownText || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) small.push(`${size} px "${element.textContent!.trim().slice(0, 40)}"`);
    }
    return small;
  });
}

/** A viewport screenshot under test-results/screenshots, for a person to look at what the first screen shows. */
async function firstScreen(page: Page, name: string) {
  await page.screenshot({ path: path.join("test-results", "screenshots", `${name}.png`) });
}

/**
 * Opens every page each role can open at each width, in one language, and
 * says what is wider than the window, what a finger cannot hit and what is
 * too small to read. In Hindi each page's first screen is also kept, for a
 * person to look at (Devanagari's line height and longer words).
 */
async function sweepLayout(locale: Locale, widths: number[]) {
  const rows = await sweepRows(e2e.server.services);
  const overflows: string[] = [];
  const smallTargets: string[] = [];
  const smallTexts: string[] = [];
  for (const [role, englishPaths] of Object.entries(pagesOf(rows)) as [Role, string[]][]) {
    const { page, context } = await contextFor(role);
    if (locale !== "en-IN")
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: locale, url: e2e.server.baseUrl }]);
    const paths = englishPaths.map((path) => localizedPath(path, locale));
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
      for (const path of paths) {
        await page.goto(path);
        // A protected page that sends this role elsewhere would be measured as the wrong page.
        const landed = new URL(page.url());
        expect(landed.pathname + landed.search, `${role} at ${path}`).toBe(
          new URL(path, e2e.server.baseUrl).pathname + new URL(path, e2e.server.baseUrl).search,
        );
        const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
          const inner = window.innerWidth;
          const scrollWidth = document.documentElement.scrollWidth;
          if (scrollWidth <= inner) return { scrollWidth, innerWidth: inner, widest: "" };
          // The element that reaches furthest right, to say what overflows; one
          // inside a box that scrolls or clips (a table's) does not widen the page.
          const clipped = (element: Element) => {
            // An absolutely positioned element (an `sr-only` label) is clipped only by
            // boxes from its containing block up, not by those it escapes.
            let up =
              getComputedStyle(element).position === "absolute"
                ? (element as HTMLElement).offsetParent
                : element.parentElement;
            for (; up && up !== document.body; up = up.parentElement)
              if (getComputedStyle(up).overflowX !== "visible") return true;
            return false;
          };
          let widest = "";
          let right = inner;
          for (const element of Array.from(document.body.querySelectorAll("*"))) {
            const box = element.getBoundingClientRect();
            if (box.right > right + 0.5 && !clipped(element)) {
              right = box.right;
              const classes = typeof element.className === "string" ? element.className : "";
              widest = `<${element.tagName.toLowerCase()} class="${classes.slice(0, 80)}"> reaching ${Math.round(box.right)} px`;
            }
          }
          return { scrollWidth, innerWidth: inner, widest };
        });
        if (scrollWidth > innerWidth)
          overflows.push(`${path} at ${width} px as ${role}: ${scrollWidth} px wide (${widest || "?"})`);
        if (width < 800) {
          for (const small of await smallTapTargets(page))
            smallTargets.push(`${path} at ${width} px as ${role}: ${small}`);
          for (const text of await smallText(page))
            smallTexts.push(`${path} at ${width} px as ${role}: ${text}`);
        }
        if (locale !== "en-IN")
          await firstScreen(page, `${locale}-${role}${path.replace(/[/?&=#]+/g, "-")}-${width}`);
      }
    }
    await context.close();
  }
  return { overflows, smallTargets, smallTexts };
}

describe("layout", () => {
  for (const [locale, widths] of [
    ["en-IN", WIDTHS],
    // Hindi (issue #25): the phone and the desktop widths.
    ["hi-IN", [390, 1280]],
  ] as const) {
    it(`lays out no page wider than the window, at ${widths.join(", ")} px, for every role, in ${locale}, with whole tap targets and text of 12 px or more on phones`, async () => {
      const { overflows, smallTargets, smallTexts } = await sweepLayout(locale, [...widths]);
      expect(overflows, `pages wider than the window:\n${overflows.join("\n")}`).toEqual([]);
      expect(smallTargets, `tap targets under 44 px on a phone:\n${smallTargets.join("\n")}`).toEqual([]);
      expect(smallTexts, `text under 12 px on a phone:\n${smallTexts.join("\n")}`).toEqual([]);
      // Every page of every role at three widths: minutes on a busy two-core machine.
    }, 300_000);
  }

  it("shows each dashboard tab's bar and content in the first screen, at 390 and 1280 px", async () => {
    const tabs: [Role, string, string][] = [
      ...adminTabs.map((path): [Role, string, string] => ["admin", path, "Admin sections"]),
      ["employer", "/employer-dashboard/orders", "Dashboard sections"],
      ["employer", "/employer-dashboard/applications", "Dashboard sections"],
      ["employer", "/employer-dashboard/jobs", "Dashboard sections"],
      ["admin", "/employer-dashboard/users", "Dashboard sections"],
    ];
    const late: string[] = [];
    const contexts = new Map<Role, Page>();
    for (const [role, path, nav] of tabs) {
      if (!contexts.has(role)) contexts.set(role, (await contextFor(role)).page);
      const page = contexts.get(role)!;
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const bar = page.getByRole("navigation", { name: nav });
        // Every tab's name shows whole, the current one included.
        for (const link of await bar.getByRole("link").all()) {
          const box = (await link.boundingBox())!;
          const name = await link.textContent();
          if (box.x < 0 || box.x + box.width > viewport.width || box.y + box.height > viewport.height)
            late.push(`${path} at ${viewport.width} px: the tab '${name}' is not whole in the first screen`);
        }
        // The tab's content: the first thing in the box after the bar.
        const top = await page.evaluate(
          () => document.querySelector("[data-dashboard-tab] > *")?.getBoundingClientRect().top ?? null,
        );
        if (top === null)
          late.push(`${path} at ${viewport.width} px: no [data-dashboard-tab] box under the tab bar`);
        else if (top > viewport.height - 150)
          late.push(`${path} at ${viewport.width} px: the tab's content starts at ${Math.round(top)} px`);
        await firstScreen(page, `layout-${role}${path.replaceAll("/", "-")}-${viewport.width}`);
      }
    }
    for (const page of contexts.values()) await page.context().close();
    expect(late, late.join("\n")).toEqual([]);
  });

  it("draws the admin charts, opened on a phone, with no text under 12 px", async () => {
    const { page, context } = await contextFor("admin");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/jobs");
    await page.getByText("Applications charts").click();
    await page.getByText("Applications per day").waitFor();
    // Text as drawn: an SVG's own text scales down with the drawing, so measure its box, not its font size.
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll("details *"))
        .filter((element) =>
          Array.from(element.childNodes).some((node) => node.nodeType === 3 && node.textContent!.trim()),
        )
        .filter((element) => element.tagName.toLowerCase() !== "title")
        .map((element) => {
          const size =
            element instanceof SVGElement
              ? element.getBoundingClientRect().height
              : parseFloat(getComputedStyle(element).fontSize);
          return { text: element.textContent!.trim(), size };
        })
        .filter(({ size }) => size < 12),
    );
    await firstScreen(page, "layout-admin-charts-390");
    await context.close();
    expect(small).toEqual([]);
  });
});
