import { describe, expect, it } from "vitest";
import type { Role } from "../../common/schemas/roles";
import type { Actor } from "../domain/context";
import { silentLog } from "../log";
import {
  loginRequired,
  requireAdmin,
  requireCandidate,
  requireEmployer,
  requireSignedIn,
  toSignIn,
  type GuardArgs,
} from "./guards";
import { loadContextFor } from "./load-context";
import type { Services } from "../services";

const actors: Record<Role, Actor> = {
  candidate: { userId: "u-candidate", email: "candidate@example.com", role: "candidate" },
  employer: { userId: "u-employer", email: "employer@example.com", role: "employer" },
  admin: { userId: "u-admin", email: "admin@example.com", role: "admin" },
};
type Who = "visitor" | Role;
const everyone: Who[] = ["visitor", "candidate", "employer", "admin"];

/**
 * A loader's arguments for `page`, as `who`. The request's own URL is the
 * .data one of a client navigation: the guards must go by `url`.
 */
function argsFor(who: Who, page: string, userOf?: () => Promise<Actor | null>): GuardArgs {
  const url = new URL(page, "http://localhost:3000");
  const request = new Request(`http://localhost:3000${url.pathname}.data${url.search}`);
  const services = {
    sessions: { userOf: userOf ?? (async () => (who === "visitor" ? null : actors[who])) },
    log: silentLog,
    config: { publicUrl: "http://localhost:3000", sessionSecret: "test-secret-test-secret-test-secret-0123" },
  };
  const context = loadContextFor({
    services: services as unknown as Services,
    locale: "en-IN",
    cataloguePreloads: [],
    requestId: "test",
    log: silentLog,
    clientIp: "10.0.0.1",
    cspNonce: "",
  });
  return { request, context, url };
}

/** What the guard answered: "pass", or the thrown Response in short. */
async function outcome(guard: Promise<unknown>): Promise<string> {
  try {
    await guard;
    return "pass";
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const location = thrown.headers.get("location");
    if (location) return `${thrown.status} → ${location}`;
    const body = (await thrown.json()) as { refusal: string; signedIn?: boolean; signIn: string };
    return `${thrown.status} ${body.refusal}${body.signedIn ? " (signed in)" : ""}, sign in at ${body.signIn}`;
  }
}

async function outcomes(guard: (args: GuardArgs) => Promise<unknown>, page: string) {
  const seen: Record<string, string> = {};
  for (const who of everyone) seen[who] = await outcome(guard(argsFor(who, page)));
  return seen;
}

describe("route guards", () => {
  it("requireAdmin: visitors to sign in and back to the page, other roles to /", async () => {
    expect(await outcomes(requireAdmin, "/admin/users?q=a b")).toEqual({
      visitor: "302 → /auth?redirectTo=%2Fadmin%2Fusers%3Fq%3Da%2520b",
      candidate: "302 → /",
      employer: "302 → /",
      admin: "pass",
    });
  });

  it("requireEmployer: employers and admins; 'Access Denied' to visitors (401) and candidates (403)", async () => {
    expect(await outcomes(requireEmployer, "/employer-dashboard/jobs")).toEqual({
      visitor: "401 access-denied, sign in at /auth?redirectTo=%2Femployer-dashboard%2Fjobs",
      candidate: "403 access-denied (signed in), sign in at /auth?redirectTo=%2Femployer-dashboard%2Fjobs",
      employer: "pass",
      admin: "pass",
    });
  });

  it("requireCandidate: employers and admins to their dashboard", async () => {
    expect(await outcomes(requireCandidate, "/my-applications")).toEqual({
      visitor: "302 → /auth?redirectTo=%2Fmy-applications",
      candidate: "pass",
      employer: "302 → /employer-dashboard",
      admin: "302 → /employer-dashboard",
    });
  });

  it("requireSignedIn: any role; a visitor to sign in, or the page the route names", async () => {
    expect(await outcomes((args) => requireSignedIn(args), "/profile")).toEqual({
      visitor: "302 → /auth?redirectTo=%2Fprofile",
      candidate: "pass",
      employer: "pass",
      admin: "pass",
    });
    expect(await outcome(requireSignedIn(argsFor("visitor", "/jobs?q=noc"), loginRequired))).toBe(
      "200 login-required, sign in at /auth?redirectTo=%2Fjobs%3Fq%3Dnoc",
    );
  });

  it("returns the DomainContext with the signed-in actor", async () => {
    const ctx = await requireAdmin(argsFor("admin", "/admin/jobs"));
    expect(ctx.actor).toEqual(actors.admin);
    expect(ctx.clientIp).toBe("10.0.0.1");
  });

  it("says why with a toast when asked to", async () => {
    const refused = await requireSignedIn(
      argsFor("visitor", "/jobs/some-job"),
      toSignIn({ toast: { title: "Login Required", description: "Please login to apply for jobs." } }),
    ).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fjobs%2Fsome-job");
    expect((refused as Response).headers.get("set-cookie")).toMatch(/^jb_toast=/);
  });

  it("lets a database that cannot be reached through, for the page or form to answer 503", async () => {
    const down = new Error("Connection terminated unexpectedly");
    const args = argsFor("admin", "/admin/jobs", async () => {
      throw down;
    });
    await expect(requireAdmin(args)).rejects.toBe(down);
  });
});
