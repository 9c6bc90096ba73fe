import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { site } from "../../app/site.config";
import {
  attached,
  DESKTOP,
  isHydrated,
  latestMailTo,
  pageReady,
  newPage,
  PHONE,
  screenshot,
  setupServerAndBrowser,
  visible,
  focusedSummary,
} from "../support/e2e";
import { contextFor, marketingPages } from "../support/pages";
import { sitemapsOf } from "../support/sitemaps";

const e2e = setupServerAndBrowser();

const PUBLIC_PAGES = marketingPages;

/** Scrolls through the page so lazy images load, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
}

/** What each page must show, beyond the header and footer. */
async function checkKeyContent(page: Page, path: string) {
  const main = page.locator("main");
  switch (path) {
    case "/": {
      await visible(
        page.getByRole("heading", { level: 1, name: "Technology and manpower for India's networks" }),
      );
      // Sections in the order of SPEC §2.
      const ids = await page.locator("main section[id]").evaluateAll((nodes) => nodes.map((node) => node.id));
      expect(ids).toEqual(["home", "about", "services", "why-choose-us", "contact"]);
      for (const label of ["Clients Served", "Successful Placements", "Client Satisfaction"]) {
        await visible(main.getByText(label, { exact: true }));
      }
      for (const title of ["Our Mission", "Our Vision"])
        await visible(page.getByRole("heading", { name: title }));
      for (const fact of ["Established", "States", "Employees", "Placements"]) {
        await visible(page.locator("#about dt").getByText(fact, { exact: true }));
      }
      expect(await page.getByRole("link", { name: "Learn More About Us" }).getAttribute("href")).toBe(
        "/about",
      );
      const services = page.locator("#services li h3");
      expect(await services.allTextContents()).toEqual([
        "Networks",
        "Managed Services",
        "Digital Transformation",
        "IP Services",
        "Resource Management",
        "Infra Installation",
      ]);
      expect(await page.locator("#services li").first().locator("ul li").count()).toBe(4);
      for (const card of ["Scale", "Agility", "Technology"]) {
        await visible(page.locator("#why-choose-us h3").getByText(card, { exact: true }));
      }
      await visible(page.getByRole("heading", { name: "Recognition and commitments" }));
      for (const label of ["Full Name", "Email", "Phone", "Company", "Message"]) {
        await visible(page.locator("#contact").getByLabel(label, { exact: true }));
      }
      break;
    }
    case "/about":
      await visible(page.getByRole("heading", { level: 1, name: `About ${site.name}` }));
      await visible(page.getByRole("heading", { name: "Our Mission" }));
      await visible(page.getByRole("heading", { name: "Our Vision" }));
      await visible(main.getByText("2017", { exact: true }).first());
      expect(await page.getByRole("link", { name: "Send Your Resume" }).getAttribute("href")).toBe(
        "/?section=contact",
      );
      break;
    case "/services": {
      await visible(page.getByRole("heading", { level: 1 }));
      for (const id of [
        "networks",
        "managed-services",
        "digital-transformation",
        "ip-services",
        "resource-management",
        "infra-installation",
      ]) {
        await attached(page.locator(`section#${id} h2`));
      }
      expect(await page.getByRole("heading", { name: "Key Features" }).count()).toBe(6);
      const quotes = page.getByRole("link", { name: /^Request a Quote/ });
      expect(await quotes.count()).toBe(7);
      for (const href of await quotes.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")),
      )) {
        expect(href).toBe("/?section=contact");
      }
      break;
    }
    case "/products": {
      await visible(page.getByRole("heading", { level: 1 }));
      const tabs = page.getByRole("tab");
      expect(await tabs.allTextContents()).toEqual([
        "FTTH Products",
        "Fiber Cables",
        "RF Cables",
        "Network Cables",
        "Specialized Cables",
        "Racks & Cabinets",
        "BTS Installation",
        "Fabricated Products",
      ]);
      await visible(page.getByRole("tabpanel").getByRole("heading", { level: 2, name: "FTTH Products" }));
      const images = page.getByRole("tabpanel").locator("img");
      expect(await images.count()).toBe(3);
      for (const image of await images.all()) expect(await image.getAttribute("loading")).toBe("lazy");
      expect(await page.getByRole("link", { name: "Contact Us Today" }).getAttribute("href")).toBe(
        "/?section=contact",
      );
      break;
    }
    case "/clients": {
      await visible(page.getByRole("heading", { level: 1 }));
      // Ten organisations, each once for screen readers (the moving copy is hidden).
      const logos = page.getByRole("img", {
        name: /\((Telecom|Aviation|Engineering|Defence|Electronics|Infrastructure)\)$/,
      });
      expect(await logos.count()).toBe(10);
      for (const stat of ["50+", "10,000+", "15+", "95%"])
        await visible(main.getByText(stat, { exact: true }));
      for (const label of [
        "Enterprise Clients",
        "Professionals Placed",
        "Industries Served",
        "Client Satisfaction",
      ]) {
        await visible(main.getByText(label, { exact: true }));
      }
      expect(await page.locator("main li h3").count()).toBe(4);
      expect(await page.getByRole("link", { name: "Start Partnership" }).getAttribute("href")).toBe(
        "/?section=contact",
      );
      expect(
        await page
          .getByRole("link", { name: "Learn More about Vistaar Technologies", exact: true })
          .getAttribute("href"),
      ).toBe("/about");
      break;
    }
    case "/support":
      await visible(page.getByRole("heading", { level: 1, name: "How can we help?" }));
      for (const topic of ["General Support", "Technical Issues", "Account Management", "Job Applications"]) {
        expect(
          await page.getByRole("link", { name: `Email Support about ${topic}` }).getAttribute("href"),
        ).toBe(`mailto:${site.emails.support}?subject=${encodeURIComponent(topic)}`);
      }
      await visible(main.getByText("Mon-Fri 9AM-6PM").first());
      await visible(main.getByText(/within 24 hours on business days/).first());
      expect(await page.getByRole("link", { name: "Contact HR" }).getAttribute("href")).toBe(
        "/?section=contact",
      );
      break;
    case "/privacy":
      await visible(page.getByRole("heading", { level: 1, name: "Privacy Policy" }));
      await visible(main.getByText(/Digital Personal Data Protection Act, 2023/).first());
      await visible(page.getByRole("heading", { name: "Grievance Officer" }));
      break;
    case "/terms":
      await visible(page.getByRole("heading", { level: 1, name: "Terms of Service" }));
      await visible(page.getByRole("heading", { name: "No fees for candidates" }));
      break;
    case "/cookies":
      await visible(page.getByRole("heading", { level: 1, name: "Cookie Policy" }));
      await visible(page.getByRole("cell", { name: "jb.session_token" }));
      break;
    default:
      throw new Error(`no checks for ${path}`);
  }
}

describe("public pages", () => {
  for (const [viewport, width] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    it(`render their key content at ${width} px, without sideways scrolling or broken images`, async () => {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
      const failed: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      page.on("pageerror", (error) => failed.push(error.message));
      for (const path of PUBLIC_PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await pageReady(page);
        await checkKeyContent(page, path);
        await scrollThrough(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        const images = await page.locator("main img").evaluateAll((nodes) =>
          (nodes as HTMLImageElement[]).map((node) => ({
            src: node.getAttribute("src"),
            sized: node.hasAttribute("width") && node.hasAttribute("height"),
            alt: node.hasAttribute("alt"),
            rendered: node.getClientRects().length > 0,
            loaded: node.complete && node.naturalWidth > 0,
          })),
        );
        for (const image of images) {
          expect(image, `${path}: ${image.src}`).toMatchObject({ sized: true, alt: true });
          // Logos in the strip far outside the viewport may legitimately still be loading.
          if (image.rendered && !image.src?.includes("/clients/"))
            expect(image.loaded, `${path}: ${image.src}`).toBe(true);
        }
        await screenshot(page, `public${path === "/" ? "-home" : path.replace(/\//g, "-")}-${width}`);
      }
      expect(failed).toEqual([]);
      await context.close();
    });
  }

  it.each([true, false])(
    "open and close the mobile menu, which closes itself after navigating (JavaScript %s)",
    async (javaScript) => {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
        viewport: PHONE,
        javaScript,
      });
      await page.goto("/about");
      if (javaScript) await pageReady(page);
      const menu = page.getByLabel("Menu");
      const mobileNav = page.getByRole("navigation", { name: "Mobile" });
      expect(await mobileNav.isVisible()).toBe(false);
      await menu.click();
      await visible(mobileNav.getByRole("link", { name: "Products" }));
      if (javaScript) await screenshot(page, "public-mobile-menu-390");
      await menu.click();
      await mobileNav.waitFor({ state: "hidden" });
      await menu.click();
      await mobileNav.getByRole("link", { name: "Products" }).click();
      await page.waitForURL("**/products");
      await mobileNav.waitFor({ state: "hidden" });
      await context.close();
    },
  );

  it("have a unique title and description, a canonical URL and Open Graph tags", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of [...PUBLIC_PAGES, "/products?tab=fiber-cables"]) {
      const html = await (await fetch(e2e.server.baseUrl + path)).text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      titles.add(title!);
      descriptions.add(description!);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical).toBe(e2e.server.baseUrl + path);
      expect(html).toContain(`<meta property="og:url" content="${e2e.server.baseUrl + path}"`);
      expect(html).toContain(`<meta property="og:image" content="${e2e.server.baseUrl}/og-image.svg"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length + 1);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length + 1);
    const og = await fetch(e2e.server.baseUrl + "/og-image.svg");
    expect(og.status).toBe(200);
    expect(og.headers.get("content-type")).toContain("image/svg+xml");
  });
  // Accessibility: tests/e2e/accessibility.test.ts sweeps these pages and every other
  // page a visitor opens, at 390 and 1280 px, with their dialogs and menu open.
});

describe("home page", () => {
  it("has the counters' final numbers in the server's HTML", async () => {
    const html = await (await fetch(e2e.server.baseUrl + "/")).text();
    for (const [value, label] of [
      ["50+", "Clients Served"],
      ["2000+", "Successful Placements"],
      ["99%", "Client Satisfaction"],
    ]) {
      expect(html).toContain(`>${value}</span>`);
      expect(html).toContain(`>${label}</dt>`);
    }
  });

  it("counts the numbers up once, and ends on the final values", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto("/");
    await pageReady(page);
    const counter = page.locator('[data-count-up="2000"]');
    // Mid-animation the number is smaller than the final one...
    await page.waitForFunction(
      () => {
        const text = document.querySelector('[data-count-up="2000"]')?.textContent ?? "";
        return text !== "2000+" && text.endsWith("+");
      },
      undefined,
      { polling: "raf", timeout: 3000 },
    );
    // ...and after 1500 ms it is the final one.
    await page.waitForFunction(
      () => document.querySelector('[data-count-up="2000"]')?.textContent === "2000+",
      undefined,
      {
        timeout: 3000,
      },
    );
    expect(await counter.textContent()).toBe("2000+");
    expect(await page.locator('[data-count-up="99"]').textContent()).toBe("99%");
    await context.close();
  });

  it("keeps the numbers still under prefers-reduced-motion", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { reducedMotion: true });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { counterTexts: string[] }).counterTexts = seen;
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver(() => {
          const text = document.querySelector('[data-count-up="2000"]')?.textContent;
          if (text) seen.push(text);
        }).observe(document.body, { subtree: true, characterData: true, childList: true });
      });
    });
    await page.goto("/");
    await pageReady(page);
    await page.waitForTimeout(1800);
    const seen = await page.evaluate(() => (window as unknown as { counterTexts: string[] }).counterTexts);
    expect(seen.filter((text) => text !== "2000+")).toEqual([]);
    expect(await page.locator('[data-count-up="2000"]').textContent()).toBe("2000+");
    await context.close();
  });

  it("opens scrolled to the contact form at /?section=contact, and every contact link goes there", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto("/?section=contact");
    await pageReady(page);
    const inView = () =>
      page.waitForFunction(() => {
        const top = document.getElementById("contact")?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < 120;
      });
    await inView();
    expect(new URL(page.url()).search).toBe("?section=contact");
    await screenshot(page, "public-section-contact-390");

    // From another page, in the app: the header's Contact link (desktop) and the 'Get in Touch' button.
    await page.setViewportSize(DESKTOP);
    await page.goto("/about");
    await pageReady(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await page.waitForURL("**/?section=contact");
    await inView();
    await page.goto("/services");
    await pageReady(page);
    await page.getByRole("link", { name: "Get in Touch" }).click();
    await page.waitForURL("**/?section=contact");
    await inView();
    await context.close();
  });

  it("scrolls to the services and the contact section from the hero buttons", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { reducedMotion: true });
    await page.goto("/");
    await pageReady(page);
    await page.getByRole("link", { name: "Explore Services" }).click();
    await page.waitForFunction(
      () => Math.abs(document.getElementById("services")!.getBoundingClientRect().top - 72) < 8,
    );
    await page.goto("/");
    await page.locator("#home").getByRole("link", { name: "Contact Us" }).click();
    await page.waitForFunction(
      () => Math.abs(document.getElementById("contact")!.getBoundingClientRect().top - 72) < 8,
    );
    await context.close();
  });
});

describe("contact form", () => {
  const contactSubmission = (email: string) =>
    e2e.server.services.db
      .selectFrom("contact_submissions")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirst();

  it("sends a message: 'Sending...', then 'Message Received!', the form cleared, stored and mailed", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto("/?section=contact");
    await pageReady(page);
    // Hold the submission a moment so the sending state can be seen.
    await page.route("**/*", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const form = page.locator("#contact form");
    await form.getByLabel("Full Name").fill("Priya Nair");
    await form.getByLabel("Email", { exact: true }).fill("priya.nair@sthapatya.example");
    await form.getByLabel("Phone").fill("+91 98101 23456");
    await form.getByLabel("Company").fill("Sthapatya Infrastructure");
    await form
      .getByLabel("Message")
      .fill("We are planning 40 rooftop sites in Pune. Can you quote for installation crews?");
    // The post loads the next page, so the sending state is recorded as it
    // happens (in the tab's sessionStorage, which outlives the page) and read after.
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>("#contact form [type=submit]")!;
      new MutationObserver(() =>
        sessionStorage.setItem("sending", `${button.textContent}|${button.disabled}`),
      ).observe(button, { attributes: true, childList: true, characterData: true, subtree: true });
    });
    await form.getByRole("button", { name: "Send Message" }).click();

    await visible(page.getByText("Message Received!").first());
    await visible(page.getByText("Thank you for contacting us. We'll get back to you soon.").first());
    await visible(page.getByRole("region", { name: "Notifications" }).getByText("Message Received!"));
    await visible(form.getByRole("button", { name: "Send Message" }));
    expect(await page.evaluate(() => sessionStorage.getItem("sending"))).toBe("Sending...|true");
    for (const label of ["Full Name", "Email", "Phone", "Company", "Message"]) {
      expect(await form.getByLabel(label).inputValue()).toBe("");
    }
    await screenshot(page, "public-contact-sent-390");

    const row = await contactSubmission("priya.nair@sthapatya.example");
    expect(row).toMatchObject({
      full_name: "Priya Nair",
      phone: "+91 98101 23456",
      company: "Sthapatya Infrastructure",
    });
    const mail = await latestMailTo(e2e.server.services, site.emails.contact);
    expect(mail?.subject).toBe("Website enquiry from Priya Nair (Sthapatya Infrastructure)");
    expect(mail?.text_body).toContain("40 rooftop sites in Pune");
    await context.close();
  });

  it("shows the rules' messages next to the fields and stores nothing", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto("/");
    await pageReady(page);
    const form = page.locator("#contact form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await visible(form.getByRole("alert").filter({ hasText: "Failed to submit your message" }));
    await visible(form.getByText("Please enter your full name."));
    await visible(form.getByText("Please enter your email address."));
    await visible(form.getByText("Please enter your message."));
    expect(await form.getByLabel("Full Name").getAttribute("aria-invalid")).toBe("true");
    // Said once (decision 0021): 'Failed to submit your message' is in the summary above, not in a toast.
    await page.waitForTimeout(300);
    expect(
      await page
        .getByRole("region", { name: "Notifications" })
        .getByText("Failed to submit your message")
        .count(),
    ).toBe(0);

    await form.getByLabel("Full Name").fill("Kiran Shah");
    await form.getByLabel("Email", { exact: true }).fill("kiran@");
    await form.getByLabel("Phone").fill("call me");
    await form.getByLabel("Message", { exact: true }).fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await visible(form.getByText("Please enter a valid email address."));
    await visible(form.getByText("Please enter a valid phone number."));
    expect(await form.getByText("Please enter your full name.").count()).toBe(0);
    // What was typed stays.
    expect(await form.getByLabel("Full Name").inputValue()).toBe("Kiran Shah");
    await screenshot(page, "public-contact-errors-1280");
    expect(await contactSubmission("kiran@")).toBeUndefined();
    await context.close();
  });

  it("says a refusal once: the summary at the top of the form, focused and in view, no toast (issue #19)", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto("/?section=contact");
    await pageReady(page);
    const form = page.locator("#contact form");
    await form.getByLabel("Full Name").fill("Meera Iyer");
    await form.getByRole("button", { name: "Send Message" }).click();
    const summary = form.locator("[data-error-summary]");
    await visible(summary);
    expect(await summary.getAttribute("role")).toBe("alert");
    const text = await summary.textContent();
    expect(text).toContain("Failed to submit your message");
    expect(text).toContain("Please enter your email address.");
    expect(text).toContain("Please enter your message.");
    // Above the fields, with focus, and in view below the sticky header.
    const focused = await focusedSummary(page);
    expect(focused.isSummary).toBe(true);
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.bottom).toBeLessThanOrEqual(focused.viewportHeight);
    // Each field's own message under it.
    await visible(form.getByText("Please enter your email address.").nth(1));
    expect(await form.getByLabel("Email", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await page.waitForTimeout(300);
    const toasts = page.getByRole("region", { name: "Notifications" });
    expect(await toasts.getByText(/Failed to submit|Please enter/).count()).toBe(0);
    await page.screenshot({ path: "test-results/screenshots/issue19-contact-refused-390.png" });
    await context.close();
  });

  it("works without JavaScript: a plain post that comes back at the form", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      javaScript: false,
      viewport: PHONE,
    });
    await page.goto("/?section=contact");
    const form = page.locator("#contact form");
    expect(await form.getAttribute("method")).toBe("post");

    // A refusal keeps what was typed.
    await form.getByLabel("Full Name").fill("Farhan Ali");
    await form.getByLabel("Message", { exact: true }).fill("Do you hire fibre splicers in Lucknow?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState("load");
    await visible(form.getByText("Please enter your email address."));
    expect(await form.getByLabel("Full Name").inputValue()).toBe("Farhan Ali");
    expect(await form.getByLabel("Message", { exact: true }).inputValue()).toBe(
      "Do you hire fibre splicers in Lucknow?",
    );

    await form.getByLabel("Email", { exact: true }).fill("farhan.ali@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState("load");
    await visible(form.getByText("Message Received!"));
    await visible(form.getByText("Thank you for contacting us. We'll get back to you soon."));
    expect(await form.getByLabel("Full Name").inputValue()).toBe("");
    // The browser lands on the form (the post goes to #contact; it scrolls there smoothly).
    expect(new URL(page.url()).hash).toBe("#contact");
    let top = Infinity;
    for (let wait = 0; wait < 40 && Math.abs(top) >= 120; wait++) {
      await page.waitForTimeout(100);
      top = await page.evaluate(() => document.getElementById("contact")!.getBoundingClientRect().top);
    }
    expect(Math.abs(top)).toBeLessThan(120);
    await screenshot(page, "public-contact-nojs-390");
    expect(await contactSubmission("farhan.ali@example.com")).toMatchObject({
      full_name: "Farhan Ali",
      company: null,
    });
    await context.close();
  });

  it("pretends to accept a robot's message (the honeypot) and stores nothing", async () => {
    const body = new URLSearchParams({
      fullName: "Spam Bot",
      email: "bot@spam.example",
      message: "Cheap links",
      website: "https://spam.example",
    });
    const response = await fetch(`${e2e.server.baseUrl}/?index`, {
      method: "POST",
      body,
      headers: { Origin: e2e.server.baseUrl },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Message Received!");
    expect(await contactSubmission("bot@spam.example")).toBeUndefined();
  });
});

describe("products", () => {
  it("switches tabs by click and keyboard for a visitor, each tab a link that opens at the catalogue", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto("/products");
    await pageReady(page);
    expect(await isHydrated(page)).toBe(false);
    const tab = (name: string) => page.getByRole("tab", { name, exact: true });
    await tab("Fiber Cables").click();
    await page.waitForURL("**/products?tab=fiber-cables#catalogue");
    expect(await tab("Fiber Cables").getAttribute("aria-selected")).toBe("true");
    // Opened at the catalogue, not at the top of the page.
    await page.waitForFunction(() => window.scrollY > 200);
    // Arrows, Home and End move the focus along the tabs; Enter opens one.
    await tab("Fiber Cables").focus();
    const focusedTab = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press("ArrowRight");
    expect(await focusedTab()).toBe("RF Cables");
    await page.keyboard.press("End");
    expect(await focusedTab()).toBe("Fabricated Products");
    await page.keyboard.press("ArrowRight");
    expect(await focusedTab()).toBe("FTTH Products");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowDown");
    expect(await focusedTab()).toBe("Fiber Cables");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/products?tab=rf-cables#catalogue");
    await visible(page.getByRole("tabpanel").getByRole("heading", { level: 2, name: "RF Cables" }));
    await context.close();
  });

  it("switches tabs by click, keyboard and URL once React runs (signed in)", async () => {
    const { page, context } = await contextFor(e2e.browser, e2e.server, "candidate");
    await page.goto("/products");
    await pageReady(page);
    expect(await isHydrated(page)).toBe(true);
    const panelHeading = page.getByRole("tabpanel").getByRole("heading", { level: 2 });
    const tab = (name: string) => page.getByRole("tab", { name, exact: true });

    // Click.
    await tab("Fiber Cables").click();
    await page.waitForURL("**/products?tab=fiber-cables#catalogue");
    await visible(panelHeading.filter({ hasText: "Fiber Cables" }));
    expect(await tab("Fiber Cables").getAttribute("aria-selected")).toBe("true");
    expect(await tab("FTTH Products").getAttribute("aria-selected")).toBe("false");
    await visible(page.getByRole("heading", { name: "ADSS Aerial Cable" }));
    expect(await page.title()).toContain("Fiber Cables");

    // Keyboard: one tab stop, arrows move and select, Home and End jump.
    expect(await page.locator('[role="tab"][tabindex="-1"]').count()).toBe(7);
    await tab("Fiber Cables").focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForURL("**/products?tab=rf-cables#catalogue");
    await visible(panelHeading.filter({ hasText: "RF Cables" }));
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-selected") === "true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("RF Cables");
    await page.keyboard.press("End");
    await page.waitForURL("**/products?tab=fabricated-products#catalogue");
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(/\/products#catalogue$/);
    await visible(panelHeading.filter({ hasText: "FTTH Products" }));
    await page.keyboard.press("ArrowLeft");
    await page.waitForURL("**/products?tab=fabricated-products#catalogue");
    await page.keyboard.press("Home");
    await page.waitForURL(/\/products#catalogue$/);
    await page.waitForFunction(
      () =>
        document.activeElement?.textContent === "FTTH Products" &&
        document.activeElement.getAttribute("aria-selected") === "true",
    );
    // Tab leaves the tab list for the panel.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");

    // URL.
    await page.goto("/products?tab=racks-cabinets");
    await pageReady(page);
    expect(await panelHeading.textContent()).toBe("Racks & Cabinets");
    expect(await tab("Racks & Cabinets").getAttribute("aria-selected")).toBe("true");
    await visible(page.getByRole("img", { name: /tall server rack/ }));
    await screenshot(page, "public-products-racks-1280");
    // An unknown tab falls back to the first.
    await page.goto("/products?tab=no-such-tab");
    expect(await panelHeading.textContent()).toBe("FTTH Products");
    await context.close();
  });

  it("switches tabs without JavaScript, every tab being a link", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      javaScript: false,
      viewport: PHONE,
    });
    await page.goto("/products");
    expect(await page.locator('[role="tab"][tabindex="-1"]').count()).toBe(0);
    await page.getByRole("tab", { name: "BTS Installation" }).click();
    await page.waitForURL("**/products?tab=bts-installation#catalogue");
    await visible(page.getByRole("heading", { name: "Ground-Based Towers" }));
    await screenshot(page, "public-products-nojs-390");
    await context.close();
  });
});

describe("clients and support", () => {
  it("pauses the logo strip with its button, and keeps it still under reduced motion", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto("/clients");
    await pageReady(page);
    const state = () =>
      page.locator(".logo-marquee-track").evaluate((node) => getComputedStyle(node).animationPlayState);
    const name = () =>
      page.locator(".logo-marquee-track").evaluate((node) => getComputedStyle(node).animationName);
    expect(await name()).toBe("logo-marquee");
    expect(await state()).toBe("running");
    await page.getByRole("button", { name: "Pause logo animation" }).click();
    expect(await state()).toBe("paused");
    expect(await page.getByRole("button", { name: "Play logo animation" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await page.getByRole("button", { name: "Play logo animation" }).click();
    await page.locator(".logo-marquee").hover();
    expect(await state()).toBe("paused");
    await context.close();

    const still = await newPage(e2e.browser, e2e.server.baseUrl, { reducedMotion: true, viewport: PHONE });
    await still.page.goto("/clients");
    expect(
      await still.page
        .locator(".logo-marquee-track")
        .evaluate((node) => getComputedStyle(node).animationName),
    ).toBe("none");
    expect(await still.page.getByRole("button", { name: /logo animation/ }).isVisible()).toBe(false);
    await screenshot(still.page, "public-clients-reduced-motion-390");
    await still.context.close();
  });

  it("announces 'Email client opened' when a support card's e-mail link is used", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto("/support");
    await pageReady(page);
    // The test browser has no mail program: stop the mailto: navigation itself.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
      }),
    );
    await page.getByRole("link", { name: "Email Support about Technical Issues" }).click();
    await visible(page.getByRole("region", { name: "Notifications" }).getByText("Email client opened"));
    await context.close();
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("serves robots.txt pointing at the sitemap", async () => {
    const response = await fetch(e2e.server.baseUrl + "/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${e2e.server.baseUrl}/sitemap.xml`);
  });

  it("lists the public pages in sitemap.xml with the public URL", async () => {
    // An index of sitemaps (the protocol's limit is 50,000 URLs a file), each at the public URL.
    const response = await fetch(e2e.server.baseUrl + "/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    expect(await response.text()).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const sitemaps = await sitemapsOf(e2e.server.baseUrl);
    expect([...sitemaps.keys()]).toContain(`${e2e.server.baseUrl}/sitemaps/pages.xml`);
    for (const file of sitemaps.values()) {
      expect(file).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
      );
    }
    const xml = [...sitemaps.values()].join("\n");
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of PUBLIC_PAGES) {
      expect(locations).toContain(e2e.server.baseUrl + path);
      // And at its Hindi address, each naming the other (issue #25).
      const hindi = e2e.server.baseUrl + (path === "/" ? "/hi" : `/hi${path}`);
      expect(locations).toContain(hindi);
      const entry = xml.split("<url>").find((url) => url.includes(`<loc>${e2e.server.baseUrl + path}</loc>`));
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${hindi}"/>`);
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="en-IN" href="${e2e.server.baseUrl + path}"/>`,
      );
    }
    expect(locations).toContain(`${e2e.server.baseUrl}/hi/products?tab=fiber-cables`);
    expect(locations).toContain(`${e2e.server.baseUrl}/products?tab=fiber-cables`);
    expect(locations).not.toContain(`${e2e.server.baseUrl}/profile`);
    // Every listed page answers.
    for (const location of locations) expect((await fetch(location)).status, location).toBe(200);
  });
});
