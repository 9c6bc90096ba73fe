// Hostile resumes (decision 0038): a DOCX or PDF of 1 MB that inflates to
// 1 GiB is unreadable, costs the server no memory, and the next resume is
// read as ever. (Resume text on the real database: talent-pool.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { docxBomb, docxWith, pdfBomb, pdfWith } from "../../tests/support/documents";
import type { Logger } from "../log";
import { extractResumeText } from "./resume-text";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
let bombs: { docx: Uint8Array; pdf: Uint8Array };

beforeAll(async () => {
  bombs = { docx: await docxBomb(), pdf: await pdfBomb() };
});

/** A logger that keeps the warnings, to tell which limit stopped the reading. */
function warnings() {
  const seen: unknown[] = [];
  const log = { warn: (message: string, fields: unknown) => seen.push({ message, ...(fields as object) }) };
  return { seen, log: log as unknown as Logger };
}

describe("resume bombs", () => {
  it("are 1 MB files that inflate to 1 GiB, marked unreadable for passing the memory ceiling", async () => {
    expect(bombs.docx.length).toBeLessThan(1.1 * 2 ** 20);
    expect(bombs.pdf.length).toBeLessThan(1.1 * 2 ** 20);
    const { seen, log } = warnings();
    expect(await extractResumeText(bombs.docx, DOCX, log)).toEqual({ status: "unreadable" });
    expect(await extractResumeText(bombs.pdf, "application/pdf", log)).toEqual({ status: "unreadable" });
    expect(seen).toEqual([
      { message: "resume unreadable", contentType: DOCX, error: expect.stringMatching(/^used more than/) },
      {
        message: "resume unreadable",
        contentType: "application/pdf",
        error: expect.stringMatching(/^used more than/),
      },
    ]);
  });

  it("leave the server's memory where it was, and the next resumes are read", async () => {
    const before = process.memoryUsage().rss;
    const outcomes = [];
    for (let round = 0; round < 3; round++) {
      outcomes.push(await extractResumeText(bombs.docx, DOCX));
      outcomes.push(await extractResumeText(bombs.pdf, "application/pdf"));
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 2 ** 20);
    expect(outcomes).toEqual(Array(6).fill({ status: "unreadable" }));
    expect(await extractResumeText(pdfWith(["Deepa Nair", "OTDR testing"]), "application/pdf")).toEqual({
      status: "extracted",
      body: "Deepa Nair\nOTDR testing",
    });
    expect(await extractResumeText(await docxWith(["Farhan Ali", "GPON rollout"]), DOCX)).toEqual({
      status: "extracted",
      body: "Farhan Ali\nGPON rollout",
    });
  });
});
