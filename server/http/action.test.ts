import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { DomainError } from "../domain/errors";
import { succeeded, formAction } from "./action";
import type { GuardArgs } from "./guards";
import { loadContextFor, type RequestLoadContext } from "./load-context";

const services = { config: { publicUrl: "http://localhost:3000", sessionSecret: "s".repeat(32) } };

function post(fields: Record<string, string>): GuardArgs {
  const url = new URL("http://localhost:3000/admin/contact");
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  // The guard is a stand-in here: only a toast's cookie reads the request values (its secret).
  return { request, context: loadContextFor({ services } as unknown as RequestLoadContext), url };
}

const admin = async () => ({ actor: "admin" });

/** What the action answered: a plain value, or a failure's body and status (react-router's data()). */
function answer(result: unknown) {
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: unknown; init: { status: number } };
    return { status: init.status, body: data };
  }
  return { status: 200, body: result };
}

const intents = {
  "delete-contact": {
    failed: "Failed to delete submission.",
    run: async (ctx: { actor: string }, form: FormData) => {
      if (form.get("id") === "missing") throw new DomainError("not_found", "Submission not found.");
      if (form.get("id") === "down") throw new Error("Connection terminated unexpectedly");
      return succeeded(`Deleted ${form.get("id")} as ${ctx.actor}`);
    },
  },
};

describe("formAction", () => {
  it("runs the posted intent with the guard's context", async () => {
    const result = await formAction(post({ intent: "delete-contact", id: "c1" }), admin, intents);
    expect(answer(result)).toEqual({
      status: 200,
      body: { ok: true, toast: { title: "Deleted c1 as admin", description: undefined } },
    });
  });

  it("answers a refusal with its own message, the intent and what was typed", async () => {
    const result = await formAction(post({ intent: "delete-contact", id: "missing" }), admin, intents);
    expect(answer(result)).toEqual({
      status: 404,
      body: {
        ok: false,
        intent: "delete-contact",
        values: { intent: "delete-contact", id: "missing" },
        toast: { title: "Error", description: "Submission not found.", variant: "destructive" },
        fieldErrors: {},
      },
    });
  });

  it("answers a database that cannot be reached with the form's failure message", async () => {
    const result = await formAction(post({ intent: "delete-contact", id: "down" }), admin, intents);
    const { status, body } = answer(result);
    expect(status).toBe(503);
    expect(body).toMatchObject({ toast: { title: "Error", description: "Failed to delete submission." } });
  });

  it("refuses an unknown intent", async () => {
    const result = await formAction(post({ intent: "drop-everything" }), admin, intents);
    expect(answer(result)).toMatchObject({
      status: 422,
      body: { ok: false, toast: { description: "Unknown action." } },
    });
  });

  it("lets the guard's answer through, before any intent runs", async () => {
    let ran = false;
    const refused = await formAction(
      post({ intent: "delete-contact", id: "c1" }),
      async () => {
        throw redirect("/");
      },
      {
        "delete-contact": {
          failed: "Failed to delete submission.",
          run: async () => {
            ran = true;
            return null;
          },
        },
      },
    ).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("location")).toBe("/");
    expect(ran).toBe(false);
  });

  it("serves a page with one form without an intent field", async () => {
    const result = await formAction(post({ name: "Asha" }), admin, {
      failed: { title: "Save failed", description: "Failed to save." },
      run: async (ctx, form) => succeeded(`Saved ${form.get("name")} as ${ctx.actor}`),
    });
    expect(answer(result)).toEqual({
      status: 200,
      body: { ok: true, toast: { title: "Saved Asha as admin", description: undefined } },
    });
    const down = await formAction(post({ name: "Asha" }), admin, {
      failed: { title: "Save failed", description: "Failed to save." },
      run: async () => {
        throw new Error("Connection terminated unexpectedly");
      },
    });
    expect(answer(down)).toMatchObject({
      status: 503,
      body: {
        ok: false,
        toast: { title: "Save failed", description: "Failed to save." },
        values: { name: "Asha" },
      },
    });
  });

  it("sends a candidate without a profile to it, with the refusal as a toast", async () => {
    const refusal = new DomainError(
      "profile_required",
      "Please complete your profile to view applications.",
      {
        title: "Profile Required",
      },
    );
    const run = async () => {
      throw refusal;
    };
    const toProfile = (await formAction(post({}), admin, { failed: "Failed.", run })) as Response;
    expect(toProfile.status).toBe(302);
    expect(toProfile.headers.get("location")).toBe("/profile");
    expect(toProfile.headers.get("set-cookie")).toMatch(/^jb_toast=/);
    const toRegister = (await formAction(
      post({}),
      admin,
      { failed: "Failed.", run },
      { profileRequired: "/register" },
    )) as Response;
    expect(toRegister.headers.get("location")).toBe("/register");
  });

  it("gives back what was typed, never a password or token, under the form's own title", async () => {
    const result = await formAction(
      post({
        email: "asha@example.com",
        password: "hunter22",
        confirmPassword: "hunter22",
        token: "t1",
        portal: "admin",
      }),
      admin,
      {
        failed: (form) => ({
          title: form.get("portal") === "admin" ? "Admin sign in failed" : "Sign in failed",
          description: "An unexpected error occurred.",
        }),
        run: async () => {
          throw new Error("Connection terminated unexpectedly");
        },
      },
    );
    const { body } = answer(result) as { body: { values: Record<string, string>; toast: { title: string } } };
    expect(body.values).toEqual({ email: "asha@example.com", portal: "admin" });
    expect(body.toast.title).toBe("Admin sign in failed");
  });
});
