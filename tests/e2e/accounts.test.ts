import { describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/axe";
import {
  attached,
  DESKTOP,
  PHONE,
  demoAccounts,
  hydrated,
  latestMailTo,
  newPage,
  screenshot,
  setupServerAndBrowser,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();

describe("accounts in a real browser", () => {
  it("registers a candidate on a phone, lands on /profile, signs out and in again", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto("/register");
    await hydrated(page);
    await page.getByLabel("Email").fill("ravi.kumar@example.com");
    await page.getByLabel("Mobile Number").fill("9812345678");
    await page.getByLabel("Password", { exact: true }).fill("splice-fibre-9");
    await page.getByLabel("Confirm Password", { exact: true }).fill("splice-fibre-9");
    await page.getByRole("button", { name: "Show password", exact: true }).click();
    expect(await page.getByLabel("Password", { exact: true }).getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/profile");
    await visible(page.getByText("Account Created!"));
    await screenshot(page, "register-done-390");

    // Signed-in menu (mobile): open it, sign out.
    await page.getByLabel("Menu").click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await visible(mobileNav.getByRole("link", { name: "My Applications" }));
    await mobileNav.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(e2e.server.baseUrl + "/");

    await page.goto("/auth");
    await page.getByLabel("Email").fill("ravi.kumar@example.com");
    await page.getByLabel("Password", { exact: true }).fill("splice-fibre-9");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/profile");
    // A new candidate lands on the profile setup wizard.
    await visible(page.getByRole("heading", { name: "Complete your profile" }));
    await context.close();
  });

  it("shows the registration messages of the spec and creates nothing", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto("/register");
    await hydrated(page);
    await page.getByLabel("Email").fill("mismatch@example.com");
    await page.getByLabel("Mobile Number").fill("9812345679");
    await page.getByLabel("Password", { exact: true }).fill("abcdef12");
    await page.getByLabel("Confirm Password", { exact: true }).fill("abcdef13");
    await page.getByRole("button", { name: "Create Account" }).click();
    await visible(page.getByRole("alert").filter({ hasText: "Password Mismatch" }));
    await visible(page.getByText("Passwords do not match. Please try again.").first());
    const user = await e2e.server.services.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "mismatch@example.com")
      .executeTakeFirst();
    expect(user).toBeUndefined();
    await context.close();
  });

  it("refuses a wrong password with 'Sign in failed'", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto("/auth");
    await hydrated(page);
    await page.getByLabel("Email").fill(demoAccounts.candidate.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await visible(page.getByRole("alert").filter({ hasText: "Sign in failed" }));
    expect(new URL(page.url()).pathname).toBe("/auth");
    await context.close();
  });

  it("refuses a candidate on the Admin Login tab and lets the admin in", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto("/auth");
    await page.getByRole("link", { name: "Admin Login" }).click();
    await page.waitForURL("**/auth?tab=admin");
    await hydrated(page);
    await page.getByLabel("Email").fill(demoAccounts.candidate.email);
    await page.getByLabel("Password", { exact: true }).fill(demoAccounts.candidate.password);
    await page.getByRole("button", { name: "Sign In as Admin" }).click();
    await visible(page.getByText("Access denied: You do not have admin privileges.").first());
    // Signed out again: the visitor menu is back.
    await attached(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }));

    await page.getByLabel("Email").fill(demoAccounts.admin.email);
    await page.getByLabel("Password", { exact: true }).fill(demoAccounts.admin.password);
    await page.getByRole("button", { name: "Sign In as Admin" }).click();
    await page.waitForURL("**/admin");
    await visible(page.getByText("Admin login successful"));
    await context.close();
  });

  it("resets a forgotten password through the link in the outbox", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto("/forgot-password");
    await hydrated(page);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await visible(page.getByText("Please enter your email address to reset your password.").first());
    await page.getByLabel("Email").fill(demoAccounts.employer.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await visible(page.getByText("Please check your email for password reset instructions.").first());

    const mail = await latestMailTo(e2e.server.services, demoAccounts.employer.email);
    const link = mail?.text_body.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-pass-1");
    await page.getByLabel("Confirm Password", { exact: true }).fill("brand-new-pass-1");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await page.waitForURL("**/auth");
    await page.getByLabel("Email").fill(demoAccounts.employer.email);
    await page.getByLabel("Password", { exact: true }).fill("brand-new-pass-1");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/profile");
    await context.close();
  });

  it("comes back to a page behind sign-in reached by a client-side navigation", async () => {
    // Loaders see the request as it came (react-router.config.ts): a client
    // navigation's ends in .data, and the way back must not.
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Browse Jobs" }).click();
    await visible(page.getByRole("heading", { name: "Login Required" }));
    expect(await page.getByRole("link", { name: "Login", exact: true }).getAttribute("href")).toBe(
      "/auth?redirectTo=%2Fjobs",
    );

    // A guarded page's redirect, from a navigation in the browser's router.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/my-applications?from=menu"),
    );
    await page.waitForURL("**/auth?redirectTo=*");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/my-applications?from=menu");

    await page.goBack();
    await page.getByRole("link", { name: "Login", exact: true }).click();
    await page.waitForURL("**/auth?redirectTo=%2Fjobs");
    await hydrated(page);
    await page.getByLabel("Email").fill(demoAccounts.candidate.email);
    await page.getByLabel("Password", { exact: true }).fill(demoAccounts.candidate.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(e2e.server.baseUrl + "/jobs");
    await visible(page.getByRole("heading", { name: /Jobs? Found/ }));
    await context.close();
  });

  it("shows different header menus signed in and signed out", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "About", "Services", "Products", "Careers", "Clients", "Contact"]) {
      await visible(nav.getByRole("link", { name: label, exact: true }));
    }
    await visible(page.getByRole("link", { name: "Register" }).first());
    await screenshot(page, "header-signed-out-1280");

    await page.goto("/auth");
    await page.getByLabel("Email").fill(demoAccounts.candidate.email);
    await page.getByLabel("Password", { exact: true }).fill(demoAccounts.candidate.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/profile");
    for (const label of ["My Profile", "My Applications", "All Jobs", "Support"]) {
      await visible(nav.getByRole("link", { name: label, exact: true }));
    }
    expect(await nav.getByRole("link", { name: "Employer Dashboard" }).count()).toBe(0);
    await visible(page.getByRole("button", { name: "Sign Out" }).first());
    expect(await page.getByRole("link", { name: "Register" }).count()).toBe(0);
    await screenshot(page, "header-signed-in-1280");
    await context.close();
  });

  it("answers unknown paths with the 404 page", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await visible(page.getByRole("heading", { name: "Oops! Page not found" }));
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(e2e.server.baseUrl + "/");
    await context.close();
  });

  it("has no serious accessibility violations on the account pages", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    for (const path of ["/auth", "/auth?tab=admin", "/register", "/forgot-password", "/no-such-page"]) {
      await page.goto(path);
      const violations = await seriousViolations(page);
      expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
    }
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("serves full HTML for / and /auth, and the sign-in form posts", async () => {
    for (const path of ["/", "/auth"]) {
      const html = await (await fetch(e2e.server.baseUrl + path)).text();
      expect(html).toContain("<header");
      expect(html).toContain("Sign In");
    }
    const authHtml = await (await fetch(e2e.server.baseUrl + "/auth")).text();
    expect(authHtml).toMatch(/<form[^>]*method="post"/);
    expect(authHtml).toContain('name="email"');

    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { javaScript: false });
    await page.goto("/auth");
    await page.getByLabel("Email").fill(demoAccounts.candidate.email);
    await page.getByLabel("Password", { exact: true }).fill(demoAccounts.candidate.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/profile");
    await context.close();
  });
});
