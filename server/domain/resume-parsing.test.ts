// The resume corpus (tests/support/resume-corpus.ts): each file made here,
// read by the same reader as an upload (server/domain/resume-text.ts), then
// parsed; the fields a candidate would otherwise type must come out right.
import { describe, expect, it } from "vitest";
import { corpusContentType, resumeCorpus } from "../../tests/support/resume-corpus";
import { parseResume } from "./resume-parsing";
import { extractResumeText } from "./resume-text";

const TODAY = new Date("2026-11-28T00:00:00Z");

describe("a resume fills the profile: the corpus", () => {
  it("has at least 12 resumes: PDF and DOCX, one and two columns, a fresher, 15 years, Hindi", () => {
    expect(resumeCorpus.length).toBeGreaterThanOrEqual(12);
    const kinds = new Set(resumeCorpus.map((resume) => `${resume.format}/${resume.layout}`));
    expect(kinds).toEqual(
      new Set(["pdf/one-column", "pdf/two-column", "docx/one-column", "docx/two-column"]),
    );
    expect(resumeCorpus.some((resume) => resume.expected.total_experience === "fresher")).toBe(true);
    expect(resumeCorpus.some((resume) => resume.expected.jobs >= 4)).toBe(true);
    expect(resumeCorpus.some((resume) => /\p{Script=Devanagari}/u.test(resume.expected.first_name))).toBe(
      true,
    );
  });

  for (const resume of resumeCorpus) {
    it(`reads ${resume.id}`, async () => {
      const text = await extractResumeText(await resume.file(), corpusContentType[resume.format]);
      expect(text.status).toBe("extracted");
      const parsed = parseResume(text.status === "extracted" ? text.body : "", TODAY);
      const expected = resume.expected;
      expect({
        first_name: parsed.first_name,
        last_name: parsed.last_name,
        email: parsed.email,
        phone: parsed.phone,
        current_city: parsed.current_city,
        total_experience: parsed.total_experience,
        company: parsed.experience[0]?.company_name ?? null,
        designation: parsed.experience[0]?.designation ?? null,
        start_date: parsed.experience[0]?.start_date ?? null,
        jobs: parsed.experience.length,
        degree: parsed.education[0]?.course_name,
        year_of_passing: parsed.education[0]?.year_of_passing,
        summary: Boolean(parsed.profile_summary),
      }).toEqual({
        first_name: expected.first_name,
        last_name: expected.last_name,
        email: expected.email,
        phone: expected.phone,
        current_city: expected.current_city,
        total_experience: expected.total_experience,
        company: expected.company,
        designation: expected.designation,
        start_date: expected.start_date,
        jobs: expected.jobs,
        degree: expected.degree,
        year_of_passing: expected.year_of_passing,
        summary: expected.summary,
      });
      expect(parsed.skills).toEqual(expect.arrayContaining(expected.skills));
      expect(parsed.skills.length).toBeGreaterThanOrEqual(4);
    }, 30_000);
  }
});

describe("parseResume on its own", () => {
  it("reads Indian money, notice period and a current job", () => {
    const parsed = parseResume(
      [
        "Neha Gupta",
        "neha@example.in | 91-70000 12345 | Indore 452001",
        "Current CTC: 4.2 LPA",
        "Expected CTC: Rs. 6,00,000",
        "Notice period: Immediate",
        "Experience",
        "NOC Engineer at Railtel Corporation of India Ltd",
        "March 2021 - Present",
      ].join("\n"),
      TODAY,
    );
    expect(parsed).toMatchObject({
      first_name: "Neha",
      last_name: "Gupta",
      phone: "7000012345",
      current_city: "Indore",
      pin_code: "452001",
      current_salary: 420_000,
      expected_salary: 600_000,
      notice_period: 0,
      total_experience: "3-5",
    });
    expect(parsed.experience[0]).toMatchObject({
      designation: "NOC Engineer",
      company_name: "Railtel Corporation of India Ltd",
      start_date: "2021-03-01",
      end_date: null,
      is_current_job: true,
    });
  });

  it("reads nothing from text that is not a resume, and does not throw on hostile text", () => {
    expect(parseResume("")).toMatchObject({ first_name: null, email: null, phone: null, skills: [] });
    const hostile = parseResume(
      "__proto__\nconstructor: x\n" + "a".repeat(200_000) + "\n" + "1-".repeat(50_000),
    );
    expect(hostile.email).toBeNull();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it("does not take a landline or a PIN code for a mobile", () => {
    const parsed = parseResume("Amit Singh\nPune 411001\nTel: 020-2567 8901\n");
    expect(parsed.phone).toBeNull();
    expect(parsed.pin_code).toBe("411001");
  });
});
