// Sign-in limits and client addresses against a hostile visitor
// (docs/decisions/0036-sign-in-limits.md): nobody can lock another person out
// by typing wrong passwords for their address, and, behind a proxy
// (TRUST_PROXY), a client cannot choose the address its attempts are counted
// against by writing its own X-Forwarded-For.
//
// The proxy is played by the test: it sends what a proxy would pass on, the
// client's own X-Forwarded-For with the address the proxy saw appended.
import { describe, expect, it } from "vitest";
import { demoAccounts, setupTestServer, type TestServerSetup } from "../support/e2e";

/** A sign-in through a proxy that saw `address`; `written` is what the client put in X-Forwarded-For. */
function signIn(
  e2e: TestServerSetup,
  form: Record<string, string>,
  address: string,
  written?: string,
): Promise<Response> {
  const base = e2e.server.baseUrl;
  return fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      "x-forwarded-for": written ? `${written}, ${address}` : address,
    },
    body: new URLSearchParams(form),
  });
}

function contact(e2e: TestServerSetup, address: string, written: string): Promise<Response> {
  const base = e2e.server.baseUrl;
  return fetch(`${base}/?index`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      "x-forwarded-for": `${written}, ${address}`,
    },
    body: new URLSearchParams({
      fullName: "Asha Verma",
      email: "asha@example.com",
      message: "Please call me about NOC staffing.",
    }),
  });
}

/** A different address each call, as a client rotating its X-Forwarded-For would write. */
let rotation = 0;
const rotating = () => `10.${(++rotation >> 8) & 255}.${rotation & 255}.7`;

describe("sign-in that nobody can lock", () => {
  const e2e = setupTestServer({ TRUST_PROXY: "1" });
  const admin = { email: demoAccounts.admin.email, portal: "admin" };

  it("lets the admin in from their own address after ten wrong passwords from another", async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await signIn(e2e, { ...admin, password: `guess-${attempt}` }, "203.0.113.66");
      expect(response.status).toBe(401);
    }
    const own = await signIn(e2e, { ...admin, password: demoAccounts.admin.password }, "198.51.100.1");
    expect(own.status).toBe(302);
    expect(own.headers.getSetCookie().join("; ")).toMatch(/jb\.session_token=/);
  });

  it("still stops the address that guessed: its eleventh attempt is refused, the right password too", async () => {
    const response = await signIn(e2e, { ...admin, password: demoAccounts.admin.password }, "203.0.113.66");
    expect(response.status).toBe(429);
    expect(await response.text()).toContain("Too many attempts. Please wait 15 minutes and try again.");
  });
});

describe("TRUST_PROXY=1: the address the proxy saw, not the one the client wrote", () => {
  const e2e = setupTestServer({ TRUST_PROXY: "1" });

  it("limits contact messages from one address whatever X-Forwarded-For it writes", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++)
      statuses.push((await contact(e2e, "192.0.2.10", rotating())).status);
    // Five in ten minutes (rateLimits.contactPerIp).
    expect(statuses.slice(0, 5).every((status) => status < 400)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("limits sign-in attempts at many accounts from one address whatever X-Forwarded-For it writes", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt++) {
      const form = { email: `sprayed-${attempt}@example.com`, password: "Password@123" };
      statuses.push((await signIn(e2e, form, "192.0.2.20", rotating())).status);
    }
    // Thirty in fifteen minutes (rateLimits.signInPerIp).
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe("TRUST_PROXY=true, as older deployments have it: one proxy", () => {
  const e2e = setupTestServer({ TRUST_PROXY: "true" });

  it("limits contact messages from one address whatever X-Forwarded-For it writes", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await contact(e2e, "192.0.2.30", rotating())).status);
    expect(statuses.slice(0, 5).every((status) => status < 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
