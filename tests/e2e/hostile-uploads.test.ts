// Hostile uploads (the upload part of the hostile-input suite, decision
// 0038): a resume of 1 MB that inflates to 1 GiB (a DOCX whose
// word/document.xml is a zip bomb, a PDF whose FlateDecode content stream is
// one) is taken like any resume, kept, and its text marked unreadable; the
// server's memory stays where it was, upload after upload, and real resumes
// are still read. A photo of 40 megapixels in a 155 KB PNG is stored as any
// photo, a bigger one refused, and neither leaves the server's memory swollen.
// Through the real upload form, on the server in this process.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { docxBomb, docxWith, pdfBomb, pdfWith, pngBomb } from "../support/documents";
import { demoAccounts, libraryCookie, setupTestServer } from "../support/e2e";

const e2e = setupTestServer();
const MB = 2 ** 20;
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
let cookie: string;
let bombs: { docx: File; pdf: File };

beforeAll(async () => {
  cookie = await libraryCookie(e2e.server, demoAccounts.candidate);
  bombs = {
    docx: new File([await docxBomb()], "bomb.docx"),
    pdf: new File([await pdfBomb()], "bomb.pdf"),
  };
});

/** Posts the profile page's resume form as the demo candidate, as a browser without JavaScript would. */
async function upload(file: File): Promise<{ status: number; html: string }> {
  const form = new FormData();
  form.set("intent", "upload-resume");
  form.set("resume", file);
  const response = await fetch(`${e2e.server.baseUrl}/profile`, {
    method: "POST",
    headers: { cookie, origin: e2e.server.baseUrl },
    body: form,
  });
  return { status: response.status, html: await response.text() };
}

/** Uploads a resume, waits for its text to be read, and answers what the server holds. */
async function uploadAndRead(file: File) {
  const answer = await upload(file);
  expect(answer.status).toBe(200);
  expect(answer.html).toContain("Resume uploaded successfully");
  const { db, storage, resumeTexts } = e2e.server.services;
  await resumeTexts.idle();
  const row = await db
    .selectFrom("candidate_profiles as p")
    .innerJoin("user as u", "u.id", "p.user_id")
    .leftJoin("resume_texts as r", (join) =>
      join.onRef("r.candidate_id", "=", "p.id").onRef("r.resume_key", "=", "p.resume_key"),
    )
    .select(["p.resume_key", "p.resume_content_type", "r.status", "r.body"])
    .where("u.email", "=", demoAccounts.candidate.email)
    .executeTakeFirstOrThrow();
  const stored = await storage.get(row.resume_key!);
  return {
    type: row.resume_content_type,
    kept: stored !== null && Buffer.from(stored).equals(Buffer.from(await file.arrayBuffer())),
    status: row.status,
    body: row.body,
  };
}

describe("resume bombs", () => {
  it("are stored and marked unreadable, and real resumes are still read", async () => {
    expect(bombs.docx.size).toBeLessThan(1.1 * MB);
    expect(bombs.pdf.size).toBeLessThan(1.1 * MB);
    expect(await uploadAndRead(bombs.docx)).toEqual({
      type: DOCX,
      kept: true,
      status: "unreadable",
      body: "",
    });
    expect(await uploadAndRead(bombs.pdf)).toEqual({
      type: "application/pdf",
      kept: true,
      status: "unreadable",
      body: "",
    });
    const pdf = new File([pdfWith(["Gurpreet Sandhu", "Splicing at Ludhiana"])], "cv.pdf");
    expect(await uploadAndRead(pdf)).toEqual({
      type: "application/pdf",
      kept: true,
      status: "extracted",
      body: "Gurpreet Sandhu\nSplicing at Ludhiana",
    });
    const docx = new File([await docxWith(["Gurpreet Sandhu", "OTDR at Amritsar"])], "cv.docx");
    expect(await uploadAndRead(docx)).toEqual({
      type: DOCX,
      kept: true,
      status: "extracted",
      body: "Gurpreet Sandhu\nOTDR at Amritsar",
    });
  });

  it("leave the server's memory where it was after ten in a row", { timeout: 400_000 }, async () => {
    // Measured from after a first upload, so the upload path's own code is loaded.
    await uploadAndRead(new File([pdfWith(["Warm-up"])], "cv.pdf"));
    const before = process.memoryUsage().rss;
    const statuses: (string | null)[] = [];
    for (let round = 0; round < 10; round++)
      statuses.push((await uploadAndRead(round % 2 ? bombs.pdf : bombs.docx)).status);
    const grown = process.memoryUsage().rss - before;
    expect(grown).toBeLessThan(100 * MB);
    expect(statuses).toEqual(Array(10).fill("unreadable"));
  });
});

/** Posts the profile page's photo form as the demo candidate. */
async function uploadPhoto(file: File): Promise<{ status: number; html: string }> {
  const form = new FormData();
  form.set("intent", "upload-photo");
  form.set("photo", file);
  const response = await fetch(`${e2e.server.baseUrl}/profile`, {
    method: "POST",
    headers: { cookie, origin: e2e.server.baseUrl },
    body: form,
  });
  return { status: response.status, html: await response.text() };
}

/** The demo candidate's photo as the profile holds it: its key and the stored file. */
async function storedPhoto() {
  const { db, storage } = e2e.server.services;
  const { photo_key } = await db
    .selectFrom("candidate_profiles as p")
    .innerJoin("user as u", "u.id", "p.user_id")
    .select("p.photo_key")
    .where("u.email", "=", demoAccounts.candidate.email)
    .executeTakeFirstOrThrow();
  return { key: photo_key, bytes: photo_key ? await storage.get(photo_key) : null };
}

const stored = "Image uploaded successfully";
const refused = "This image could not be read. Please choose another.";

describe("photo bombs", () => {
  let photos: { within: File; deep: File; over: File; real: File };
  beforeAll(async () => {
    const png = async (name: string, bytes: Promise<Uint8Array<ArrayBuffer>>) =>
      new File([await bytes], name, { type: "image/png" });
    photos = {
      // 39.7 megapixels, just within the limit.
      within: await png("within.png", pngBomb(6300, 6300)),
      // As many, 16 bits a channel and interlaced: the costliest decode of that size.
      deep: await png("deep.png", pngBomb(6300, 6300, { depth: 16, interlaced: true })),
      // 144 megapixels.
      over: await png("over.png", pngBomb(12_000, 12_000)),
      real: new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 900, height: 700, channels: 3, background: "#c2410c" } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        "me.jpg",
        { type: "image/jpeg" },
      ),
    };
  });

  it("within 40 megapixels are stored as a small JPEG, bigger ones refused with nothing changed", async () => {
    expect(photos.within.size).toBeLessThan(200_000);
    expect(photos.over.size).toBeLessThan(600_000);
    for (const photo of [photos.within, photos.deep]) {
      const answer = await uploadPhoto(photo);
      expect([answer.status, answer.html.includes(stored)]).toEqual([200, true]);
      const { bytes } = await storedPhoto();
      expect(await sharp(bytes!).metadata()).toMatchObject({ format: "jpeg", width: 400, height: 400 });
    }
    const before = await storedPhoto();
    const answer = await uploadPhoto(photos.over);
    expect(answer.html).toContain(refused);
    expect(answer.html).not.toContain(stored);
    expect(await storedPhoto()).toEqual(before);
  });

  it(
    "leave the server's memory where it was after eight at once, three times, and real photos still show",
    { timeout: 400_000 },
    async () => {
      // Measured from after a first upload, so the upload path's own code is loaded.
      expect((await uploadPhoto(photos.real)).html).toContain(stored);
      const before = process.memoryUsage().rss;
      const answers: string[] = [];
      for (let round = 0; round < 3; round++) {
        const batch = [photos.within, photos.deep, photos.over, photos.within, photos.within, photos.deep];
        batch.push(photos.over, photos.within);
        for (const { html } of await Promise.all(batch.map(uploadPhoto)))
          answers.push(html.includes(stored) ? "stored" : html.includes(refused) ? "refused" : "other");
      }
      const grown = process.memoryUsage().rss - before;
      expect(grown).toBeLessThan(100 * MB);
      const once = ["stored", "stored", "refused", "stored", "stored", "stored", "refused", "stored"];
      expect(answers).toEqual([...once, ...once, ...once]);

      expect((await uploadPhoto(photos.real)).html).toContain(stored);
      const { key } = await storedPhoto();
      const page = await fetch(`${e2e.server.baseUrl}/profile`, { headers: { cookie } });
      expect(await page.text()).toContain(`src="/files/${key}"`);
      const image = await fetch(`${e2e.server.baseUrl}/files/${key}`, { headers: { cookie } });
      expect(image.headers.get("content-type")).toBe("image/jpeg");
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: 400, height: 400 });
    },
  );
});

describe("resume bombs sent with an application without an account (issue #36)", () => {
  it("are taken like any resume, by the job page and the API, and marked unreadable", async () => {
    const { db, resumeTexts } = e2e.server.services;
    const job = await db
      .selectFrom("jobs")
      .select("id")
      .where("is_active", "=", true)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    for (const [way, bomb] of [
      ["page", bombs.docx],
      ["api", bombs.pdf],
    ] as const) {
      const email = `bomb-${way}-${Date.now()}@example.com`;
      const form = new FormData();
      if (way === "page") form.set("intent", "guest");
      form.set("name", "Bomb Sender");
      form.set("phone", "9876543210");
      form.set("email", email);
      form.set("resume", bomb);
      form.set("consent", "yes");
      const path = way === "page" ? `/jobs/${job.id}` : `/api/v1/jobs/${job.id}/guest-applications`;
      const response = await fetch(`${e2e.server.baseUrl}${path}`, {
        method: "POST",
        headers: { origin: e2e.server.baseUrl, "x-forwarded-for": `198.51.100.${way === "page" ? 1 : 2}` },
        body: form,
      });
      expect(response.status).toBe(200);
      await resumeTexts.idle();
      const row = await db
        .selectFrom("candidate_profiles as p")
        .innerJoin("user as u", "u.id", "p.user_id")
        .leftJoin("resume_texts as r", (join) =>
          join.onRef("r.candidate_id", "=", "p.id").onRef("r.resume_key", "=", "p.resume_key"),
        )
        .select(["p.resume_content_type", "r.status"])
        .where("u.email", "=", email)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        resume_content_type: way === "page" ? DOCX : "application/pdf",
        status: "unreadable",
      });
    }
  });

  it("a file over 5 MB is refused with the resume's message; a body over 6 MB with 413; nothing is made", async () => {
    const { db } = e2e.server.services;
    const job = await db
      .selectFrom("jobs")
      .select("id")
      .where("is_active", "=", true)
      .executeTakeFirstOrThrow();
    for (const [size, status] of [
      [5 * MB + 1, 422],
      [7 * MB, 413],
    ] as const) {
      const email = `big-${size}-${Date.now()}@example.com`;
      const form = new FormData();
      form.set("intent", "guest");
      form.set("name", "Big Sender");
      form.set("phone", "9876543210");
      form.set("email", email);
      form.set("resume", new File([new Uint8Array(size)], "cv.pdf", { type: "application/pdf" }));
      form.set("consent", "yes");
      const response = await fetch(`${e2e.server.baseUrl}/jobs/${job.id}`, {
        method: "POST",
        headers: { origin: e2e.server.baseUrl, "x-forwarded-for": "198.51.100.3" },
        body: form,
      });
      expect(response.status).toBe(status);
      if (status === 422) expect(await response.text()).toContain("Please upload a file smaller than 5MB.");
      expect(
        await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst(),
      ).toBeUndefined();
    }
  });
});
