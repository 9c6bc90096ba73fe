import { NOTICE_AGREE } from "../../common/schemas/data-notice";
import { describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/axe";
import {
  attached,
  DESKTOP,
  PHONE,
  demoAccounts,
  followVerificationLink,
  pageReady,
  latestMailTo,
  newPage,
  screenshot,
  setupServerAndBrowser,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();

describe("accounts in a real browser", () => {
  it("registers a candidate on a phone, follows the e-mailed link to /profile, signs out and in again", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto("/register");
    await pageReady(page);
    await page.getByLabel("Email").fill("ravi.kumar@example.com");
    await page.getByLabel("Mobile Number").fill("9812345678");
    await page.getByLabel("Password", { exact: true }).fill("splice-fibre-9");
    await page.getByLabel("Confirm Password", { exact: true }).fill("splice-fibre-9");
    await page.getByRole("checkbox", { name: NOTICE_AGREE }).check();
    await page.getByRole("button", { name: "Show password", exact: true }).click();
    expect(await page.getByLabel("Password", { exact: true }).getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Create Account" }).click();
    // Sign-up signs nobody in (it answers a known address the same way): it
    // leads to sign-in, and the e-mailed link signs in and opens the profile.
    await page.waitForURL("**/auth");
    await visible(page.getByText("Account Created!"));
    await visible(
      page.getByText("Please check your email for verification link, then complete your profile."),
    );
    await screenshot(page, "register-done-390");
    await followVerificationLink(page, e2e.server.services, "ravi.kumar@example.com");
    await visible(page.getByText("Email verified"));
    await visible(page.getByRole("heading", { name: "Complete your profile" }));

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
    await pageReady(page);
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
    await pageReady(page);
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
    await pageReady(page);
    await page.getByLabel("Email").fill(demoAccounts.candidate.email);
    await page.getByLabel("Password", { exact: true }).fill(demoAccounts.candidate.password);
    await page.getByRole("button", { name: "Sign In as Admin" }).click();
    await visible(page.getByText("Access denied: You do not have admin privileges.").first());
    // Signed out again: the visitor menu is back.
    await attached(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }));

    await page.getByLabel("Email").fill(demoAccounts.admin.email);
    await page.getByLabel("Password", { exact: true }).fill(demoAccounts.admin.password);
    await page.getByRole("button", { name: "Sign In as Admin" }).click();
    await page.waitForURL("**/admin/jobs");
    await visible(page.getByText("Admin login successful"));
    await context.close();
  });

  it("resets a forgotten password through the link in the outbox", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto("/forgot-password");
    await pageReady(page);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await visible(page.getByText("Please enter your email address to reset your password.").first());
    await page.getByLabel("Email", { exact: true }).fill(demoAccounts.employer.email);
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
    await page.getByLabel("Email", { exact: true }).fill(demoAccounts.employer.email);
    await page.getByLabel("Password", { exact: true }).fill("brand-new-pass-1");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    // An employer lands on their dashboard (issue #19).
    await page.waitForURL("**/employer-dashboard/orders");
    await context.close();
  });

  it("says a refused forgot or reset once: the summary, focused, no toast (issue #19)", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    const summaryFocused = () =>
      page.evaluate(() => document.activeElement?.hasAttribute("data-error-summary") ?? false);
    const toasts = page.getByRole("region", { name: "Notifications" });

    await page.goto("/forgot-password");
    await pageReady(page);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    const summary = page.locator("form [data-error-summary]");
    await visible(summary);
    expect(await summary.getAttribute("role")).toBe("alert");
    expect(await summary.textContent()).toContain("Please enter your email address to reset your password.");
    expect(await page.getByLabel("Email", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await summaryFocused()).toBe(true);
    await page.waitForTimeout(300);
    expect(await toasts.getByText(/Please enter your email|Reset failed/).count()).toBe(0);

    // A made-up reset link: 'Reset failed' with the spec's reason, in the summary only.
    await page.goto("/reset-password?token=not-a-real-token");
    await pageReady(page);
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-pass-2");
    await page.getByLabel("Confirm Password", { exact: true }).fill("brand-new-pass-2");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await visible(summary.filter({ hasText: "Reset failed" }));
    expect(await summary.getAttribute("role")).toBe("alert");
    expect(await summary.textContent()).toContain("This reset link is invalid or has expired.");
    expect(await summaryFocused()).toBe(true);
    await page.waitForTimeout(300);
    expect(await toasts.getByText(/Reset failed|invalid or has expired/).count()).toBe(0);
    await context.close();
  });

  it("comes back to a page behind sign-in reached by a client-side navigation", async () => {
    // Loaders see the request as it came (react-router.config.ts): a client
    // navigation's ends in .data, and the way back must not.
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    // A page React hydrates for a visitor (the public pages it does not).
    await page.goto("/forgot-password");
    await pageReady(page);
    // The job search is open to everyone since issue #36 (decision 0042).
    await page.getByRole("contentinfo").getByRole("link", { name: "Browse Jobs" }).click();
    await visible(page.getByRole("heading", { name: /Jobs? Found/ }));

    // A guarded page's redirect, from a navigation in the browser's router.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/my-applications?from=menu"),
    );
    await page.waitForURL("**/auth?redirectTo=*");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/my-applications?from=menu");

    await pageReady(page);
    await page.getByLabel("Email").fill(demoAccounts.candidate.email);
    await page.getByLabel("Password", { exact: true }).fill(demoAccounts.candidate.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(e2e.server.baseUrl + "/my-applications?from=menu");
    await visible(page.getByRole("heading", { name: "My Applications", level: 1 }));
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

describe("sign-up does not tell who is registered", () => {
  it("answers a new and a known address alike, and mails the known address's owner", async () => {
    const signUp = async (email: string) => {
      const response = await fetch(`${e2e.server.baseUrl}/register`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: e2e.server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          email,
          phone: "9812345670",
          password: "splice-fibre-7",
          confirmPassword: "splice-fibre-7",
          consent: "yes",
        }).toString(),
      });
      return {
        status: response.status,
        location: response.headers.get("location"),
        cookies: response.headers.getSetCookie().map((cookie) => cookie.replace(/;.*/, "")),
        body: await response.text(),
      };
    };
    const known = demoAccounts.candidate.email;
    const mailsBefore = await e2e.server.services.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "=", known)
      .execute();
    const forNew = await signUp("brand.new@example.com");
    const forKnown = await signUp(known);
    expect(forNew.status).toBe(302);
    expect(forKnown).toEqual(forNew);
    // Only the toast cookie: nobody is signed in by either.
    expect(forNew.cookies.map((cookie) => cookie.split("=")[0])).toEqual(["jb_toast"]);

    const mail = await latestMailTo(e2e.server.services, known);
    const mailsAfter = await e2e.server.services.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "=", known)
      .execute();
    expect(mailsAfter.length).toBe(mailsBefore.length + 1);
    expect(mail?.subject).toMatch(/Someone tried to create .* account with your email/);
    expect(mail?.text_body).toContain(`${e2e.server.baseUrl}/forgot-password`);
    // The known account is as it was: its owner still signs in with their own password.
    const signIn = await fetch(`${e2e.server.baseUrl}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: e2e.server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: known, password: demoAccounts.candidate.password }).toString(),
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/profile");
  });

  it("signs in through the e-mailed link once; a second use only says it is verified", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto("/register");
    await pageReady(page);
    await page.getByLabel("Email").fill("link.once@example.com");
    await page.getByLabel("Mobile Number").fill("9812345671");
    await page.getByLabel("Password", { exact: true }).fill("splice-fibre-8");
    await page.getByLabel("Confirm Password", { exact: true }).fill("splice-fibre-8");
    await page.getByRole("checkbox", { name: NOTICE_AGREE }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/auth");
    await followVerificationLink(page, e2e.server.services, "link.once@example.com");
    await visible(page.getByRole("heading", { name: "Complete your profile" }));
    await context.close();

    // Another browser with the same link: the address is verified already, so nobody is signed in.
    const other = await newPage(e2e.browser, e2e.server.baseUrl);
    const mail = await latestMailTo(e2e.server.services, "link.once@example.com");
    const link = new URL(mail!.text_body.match(/https?:\/\/\S+\/verify-email\?token=\S+/)![0]);
    await other.page.goto(link.pathname + link.search);
    await other.page.waitForURL("**/auth");
    await other.context.close();
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
