// What people store comes back harmless (issue #8): uploaded files are kept
// only when their content is of an accepted type and are served with safe
// headers, and text typed by one person (names, summaries, cover letters,
// contact messages, job postings) is shown to others as text, never as markup.
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { applyToJob } from "../../server/domain/applications";
import { submitContactMessage } from "../../server/domain/contact";
import type { Actor } from "../../server/domain/context";
import { postJob } from "../../server/domain/employer";
import { saveProfile } from "../../server/domain/profiles";
import {
  demoAccounts,
  pageReady,
  newPage,
  sessionCookie,
  setupServerAndBrowser,
  useCookies,
  visible,
} from "../support/e2e";
import { contextFor } from "../support/services";

const e2e = setupServerAndBrowser();
const cookies = { candidate: "", employer: "", admin: "" };
const actors = {} as { candidate: Actor; employer: Actor };
let candidateId: string;

const ctxFor = (actor: Actor | null) => contextFor(e2e.server.services, actor);

// Each runs script if it reaches the page as markup: window.__xss is then set.
const markup = {
  name: `Asha<img src=x onerror="window.__xss='name'">`,
  summary: `Splicer <script>window.__xss='summary'</script> & tester`,
  coverLetter: `Dear team,</p><img src=x onerror="window.__xss='cover'">`,
  jobTitle: `Rigger <svg onload="window.__xss='title'">`,
  contactName: `Ravi<script>window.__xss='contact'</script>`,
  contactMessage: `Call me <a href="javascript:window.__xss='link'">here</a>`,
};

beforeAll(async () => {
  const { db } = e2e.server.services;
  const user = async (email: string) =>
    db
      .selectFrom("user")
      .innerJoin("user_roles", "user_roles.user_id", "user.id")
      .select(["user.id", "user_roles.role"])
      .where("user.email", "=", email)
      .executeTakeFirstOrThrow();
  const candidate = await user(demoAccounts.candidate.email);
  const employer = await user(demoAccounts.employer.email);
  actors.candidate = { userId: candidate.id, email: demoAccounts.candidate.email, role: "candidate" };
  actors.employer = { userId: employer.id, email: demoAccounts.employer.email, role: "employer" };
  candidateId = (
    await db
      .selectFrom("candidate_profiles")
      .select("id")
      .where("user_id", "=", candidate.id)
      .executeTakeFirstOrThrow()
  ).id;

  cookies.candidate = await sessionCookie(e2e.server.baseUrl, demoAccounts.candidate);
  cookies.employer = await sessionCookie(e2e.server.baseUrl, demoAccounts.employer);
  cookies.admin = await sessionCookie(e2e.server.baseUrl, demoAccounts.admin);
});

/** Posts the profile page's upload form as the candidate, as a browser without JavaScript would. */
async function upload(intent: "upload-photo" | "upload-resume", file: File) {
  const form = new FormData();
  form.set("intent", intent);
  form.set(intent === "upload-photo" ? "photo" : "resume", file);
  const response = await fetch(`${e2e.server.baseUrl}/profile`, {
    method: "POST",
    headers: { cookie: cookies.candidate, origin: e2e.server.baseUrl },
    body: form,
  });
  return { status: response.status, html: await response.text() };
}

async function storedFiles() {
  const { db, config } = e2e.server.services;
  const row = await db
    .selectFrom("candidate_profiles")
    .select(["photo_key", "resume_key", "resume_content_type"])
    .where("id", "=", candidateId)
    .executeTakeFirstOrThrow();
  const dir = (kind: string) => {
    try {
      return readdirSync(path.join(config.dataDir, "files", kind)).sort();
    } catch {
      return [];
    }
  };
  return { ...row, photos: dir("photos"), resumes: dir("resumes") };
}

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();

describe("uploaded files", () => {
  it("refuses files whose content is not an image or a document, whatever their name, and keeps nothing", async () => {
    const before = await storedFiles();
    const refusals = [
      {
        intent: "upload-photo" as const,
        file: new File(["<html><script>alert(1)</script></html>"], "me.jpg", { type: "image/jpeg" }),
        message: "Please select an image file.",
      },
      {
        intent: "upload-photo" as const,
        file: new File(
          ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>'],
          "me.png",
          { type: "image/png" },
        ),
        message: "Please select an image file.",
      },
      {
        intent: "upload-resume" as const,
        file: new File(["<!doctype html><script>alert(1)</script>"], "cv.pdf", {
          type: "application/pdf",
        }),
        message: "Please upload a PDF or Word document.",
      },
      {
        intent: "upload-resume" as const,
        file: new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], "cv.docx", {
          type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        }),
        message: "Please upload a PDF or Word document.",
      },
    ];
    for (const refusal of refusals) {
      const { status, html } = await upload(refusal.intent, refusal.file);
      expect(status, refusal.file.name).toBe(422);
      expect(html, refusal.file.name).toContain(refusal.message);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it("keeps only the pixels of a photo and serves it as a JPEG that cannot run as a page", async () => {
    // A real PNG with a page appended: browsers that sniff could read it as HTML.
    const polyglot = Buffer.concat([await png(), Buffer.from("<html><script>alert(1)</script></html>")]);
    const { status, html } = await upload(
      "upload-photo",
      new File([polyglot], "me.html", { type: "text/html" }),
    );
    expect(status).toBe(200);
    expect(html).toContain("Image uploaded successfully");
    const { photo_key } = await storedFiles();
    expect(photo_key).toMatch(/^photos\/[0-9a-f]{32}\.jpg$/);

    const served = await fetch(`${e2e.server.baseUrl}/files/${photo_key}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bytes.includes("<script")).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(400);

    // Keys are random and checked by shape: a path elsewhere is not found.
    for (const guess of ["photos/../resumes/x.pdf", "resumes/0123.pdf", "photos/%2e%2e%2fsession-secret"]) {
      expect((await fetch(`${e2e.server.baseUrl}/files/${guess}`)).status, guess).toBe(404);
    }
  });

  it("serves a resume as a private download of its detected type, even when it holds markup", async () => {
    const pdf = Buffer.from("%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n");
    const { status, html } = await upload(
      "upload-resume",
      new File([pdf], "<b>cv</b>.html", { type: "text/html" }),
    );
    expect(status).toBe(200);
    expect(html).toContain("Resume uploaded successfully");
    expect((await storedFiles()).resume_content_type).toBe("application/pdf");

    for (const [who, url] of [
      ["owner", "/profile/resume"],
      ["employer", `/resumes/${candidateId}`],
      ["admin", `/resumes/${candidateId}`],
    ] as const) {
      const cookie = who === "owner" ? cookies.candidate : cookies[who];
      const response = await fetch(e2e.server.baseUrl + url, { headers: { cookie } });
      expect(response.status, who).toBe(200);
      expect(response.headers.get("content-type"), who).toBe("application/pdf");
      expect(response.headers.get("content-disposition"), who).toBe(
        'attachment; filename="Priya-Sharma-resume.pdf"',
      );
      expect(response.headers.get("x-content-type-options"), who).toBe("nosniff");
      expect(response.headers.get("content-security-policy"), who).toBe("default-src 'none'; sandbox");
      expect(response.headers.get("cache-control"), who).toBe("private, no-store");
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf), who).toBe(true);
    }
  });
});

describe("text typed by people", () => {
  let jobId: string;

  beforeAll(async () => {
    await saveProfile(ctxFor(actors.candidate), ["personal", "summary"], {
      first_name: markup.name,
      last_name: "Sharma",
      current_city: "Noida",
      total_experience: "3-5",
      profile_summary: markup.summary,
    });
    jobId = await postJob(ctxFor(actors.employer), {
      title: markup.jobTitle,
      company_name: "Towers & Co <b>",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: `Climb <iframe src="javascript:window.__xss='description'"></iframe> towers.`,
      required_skills: ["<i>rigging</i>"],
    });
    await applyToJob(ctxFor(actors.candidate), jobId, { coverLetter: markup.coverLetter });
    await submitContactMessage(ctxFor(null), {
      fullName: markup.contactName,
      email: "ravi@example.com",
      message: markup.contactMessage,
    });
  });

  // Each page: who looks at it, and the hostile texts it must show as text.
  const pages: { name: string; who: keyof typeof cookies | null; path: () => string; texts: string[] }[] = [
    {
      name: "the job page",
      who: null,
      path: () => `/jobs/${jobId}`,
      texts: [markup.jobTitle, "Towers & Co <b>"],
    },
    { name: "/careers", who: null, path: () => "/careers", texts: [markup.jobTitle, "<i>rigging</i>"] },
    { name: "a search", who: "candidate", path: () => "/jobs?q=rigger", texts: [markup.jobTitle] },
    { name: "My Applications", who: "candidate", path: () => "/my-applications", texts: [markup.jobTitle] },
    { name: "the candidate's profile", who: "candidate", path: () => "/profile", texts: [markup.summary] },
    {
      name: "the employer's applicants",
      who: "employer",
      path: () => `/employer-dashboard/applications?job=${jobId}`,
      texts: [`${markup.name} Sharma`, markup.summary, markup.coverLetter],
    },
    {
      name: "the employer's view of the candidate",
      who: "employer",
      path: () => `/employer-dashboard/applications?candidate=${candidateId}`,
      texts: [markup.summary],
    },
    {
      name: "the admin's candidates",
      who: "admin",
      path: () => "/admin/users",
      texts: [`${markup.name} Sharma`],
    },
    {
      name: "the admin's messages",
      who: "admin",
      path: () => "/admin/contact",
      texts: [markup.contactName],
    },
  ];

  for (const page of pages) {
    it(`shows them as text on ${page.name}`, async () => {
      const { page: tab, context } = await newPage(e2e.browser, e2e.server.baseUrl);
      if (page.who) await useCookies(context, e2e.server.baseUrl, cookies[page.who]);
      const dialogs: string[] = [];
      tab.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const response = await tab.goto(page.path());
      expect(response?.status()).toBe(200);
      await pageReady(tab);
      for (const text of page.texts) await visible(tab.getByText(text, { exact: false }));
      expect(await tab.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull();
      expect(await tab.locator('img[src="x"], iframe, svg[onload], a[href^="javascript:"]').count()).toBe(0);
      expect(dialogs).toEqual([]);
      await context.close();
    });
  }

  it("shows a contact message as text in the admin's message dialog", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await useCookies(context, e2e.server.baseUrl, cookies.admin);
    await page.goto("/admin/contact");
    await pageReady(page);
    await page.getByRole("link", { name: `View message from ${markup.contactName}` }).click();
    await visible(page.getByRole("dialog").getByText(markup.contactMessage));
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull();
    await context.close();
  });
});
