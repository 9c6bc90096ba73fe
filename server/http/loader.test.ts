import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { DomainError } from "../domain/errors";
import type { DomainContext } from "../domain/context";
import type { GuardArgs } from "./guards";
import { loadContextFor, type RequestLoadContext } from "./load-context";
import { pageLoader, refusalText } from "./loader";

const services = { config: { publicUrl: "http://localhost:3000", sessionSecret: "s".repeat(32) } };

function get(path: string): GuardArgs {
  const url = new URL(`http://localhost:3000${path}`);
  return {
    request: new Request(url),
    context: loadContextFor({ services } as unknown as RequestLoadContext),
    url,
  };
}

const candidate = async () =>
  ({ actor: { userId: "u1", email: "a@example.com", role: "candidate" } }) as DomainContext;

/** What pageLoader threw (a Response), or what it returned. */
async function outcome(load: () => unknown, path = "/my-applications", options = {}) {
  return pageLoader(get(path), candidate, load, options).catch((thrown: unknown) => thrown);
}

describe("pageLoader", () => {
  it("returns the loader's data", async () => {
    expect(await outcome(() => ({ applications: [] }))).toEqual({ applications: [] });
  });

  it("sends a visitor the domain refuses to sign in, and back", async () => {
    const answer = (await outcome(() => {
      throw new DomainError("unauthenticated", "Please sign in to continue.");
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/auth?redirectTo=%2Fmy-applications");
  });

  it("answers a forbidden step with the Access Denied page, 403", async () => {
    const answer = (await outcome(() => {
      throw new DomainError("forbidden", "You do not have permission to do that.");
    })) as Response;
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ refusal: "access-denied", signedIn: true });
  });

  it("sends a candidate without a profile where the page says, with a toast", async () => {
    const answer = (await outcome(
      () => {
        throw new DomainError("profile_required", "Please complete your profile to view applications.");
      },
      "/my-applications",
      { profileRequired: "/register" },
    )) as Response;
    expect(answer.headers.get("location")).toBe("/register");
    expect(answer.headers.get("set-cookie")).toMatch(/^jb_toast=/);
  });

  it("answers what is absent with the error page's title and message, 404", async () => {
    const answer = (await outcome(() => {
      throw new DomainError("not_found", "The job you're looking for doesn't exist or is no longer active.", {
        title: "Job Not Found",
      });
    })) as Response;
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      title: "Job Not Found",
      message: "The job you're looking for doesn't exist or is no longer active.",
    });
  });

  it("lets the guard's answer and unexpected errors through untouched", async () => {
    const refused = await pageLoader(
      get("/admin"),
      async () => {
        throw redirect("/");
      },
      () => "never",
    ).catch((thrown: unknown) => thrown);
    expect((refused as Response).headers.get("location")).toBe("/");
    const crash = new Error("Connection terminated unexpectedly");
    expect(
      await outcome(() => {
        throw crash;
      }),
    ).toBe(crash);
  });
});

describe("refusalText", () => {
  it("gives a refusal's words and rethrows anything else", () => {
    expect(refusalText(new DomainError("invalid", "This link has expired."))).toBe("This link has expired.");
    const crash = new Error("boom");
    expect(() => refusalText(crash)).toThrow(crash);
  });
});
