// Hostile uploads (the upload part of the hostile-input suite, decision
// 0038): a resume of 1 MB that inflates to 1 GiB (a DOCX whose
// word/document.xml is a zip bomb, a PDF whose FlateDecode content stream is
// one) is taken like any resume, kept, and its text marked unreadable; the
// server's memory stays where it was, upload after upload, and real resumes
// are still read. Through the real upload form, on the server in this process.
import { beforeAll, describe, expect, it } from "vitest";
import { docxBomb, docxWith, pdfBomb, pdfWith } from "../support/documents";
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
      body: "Gurpreet Sandhu Splicing at Ludhiana",
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
