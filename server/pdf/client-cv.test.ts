// The client CV (issue #38): read back with unpdf, as a client's PDF reader
// would, for what it says and what it must never say.
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { demoCandidates, type DemoCandidate } from "../seed/demo-candidates";
import { redactContacts, renderClientCv, type ClientCv } from "./client-cv";

const sharedWith = {
  clientName: "Bharat Telecom",
  jobTitle: "NOC Engineer L2",
  reference: "SUB-7F3A",
  date: new Date("2026-11-29T06:00:00Z"),
};

/** A CV as part A builds it from a stored profile: every field of the demo candidate a client may see. */
function cvOf(candidate: DemoCandidate, language: ClientCv["language"] = "en-IN"): ClientCv {
  const { profile } = candidate;
  return {
    language,
    name: `${profile.first_name} ${profile.last_name}`,
    currentCity: profile.current_city ?? null,
    totalExperience: profile.total_experience ?? null,
    noticePeriodDays: profile.notice_period ?? null,
    summary: profile.profile_summary ?? null,
    experience: candidate.experience.map((job) => ({
      company_name: job.company_name,
      designation: job.designation,
      start_date: job.start_date ?? null,
      end_date: job.end_date ?? null,
      is_current_job: job.is_current_job ?? false,
      job_description: job.job_description ?? null,
    })),
    education: candidate.education.map((entry) => ({
      education_level: entry.education_level as ClientCv["education"][number]["education_level"],
      course_name: entry.course_name,
      specialization: entry.specialization ?? null,
      institute_name: entry.institute_name,
      year_of_passing: entry.year_of_passing ?? null,
    })),
    skills: candidate.skills.map((skill) => ({
      skill_name: skill.skill_name,
      years_of_experience: Number(skill.years_of_experience ?? 0),
      proficiency_level: skill.proficiency_level ?? 3,
    })),
    sharedWith,
  };
}

async function textOf(bytes: Uint8Array): Promise<{ text: string; pages: string[] }> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return { text: text.join("\n"), pages: text };
}

const sunil = demoCandidates.find((candidate) => candidate.email.startsWith("sunil."))!;

describe("renderClientCv", () => {
  it("shows the name, designation, company, skills and education", async () => {
    const bytes = await renderClientCv(cvOf(sunil));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text } = await textOf(bytes);
    for (const expected of [
      "Sunil Pawar",
      "Splicing Team Lead",
      "Sahyadri Fibre Works",
      "Fibre Splicing",
      "OTDR",
      "Government ITI, Satara",
      "Electrician",
      "6-10 years",
      "Pune",
      "15 days",
      "Experience",
      "Education",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("Shared with Bharat Telecom for NOC Engineer L2, ref SUB-7F3A, 29 Nov 2026");
  });

  it("writes its headings in Hindi for a Hindi-speaking client, and the names as they are", async () => {
    const cv = cvOf(sunil, "hi-IN");
    cv.summary = "फाइबर स्प्लाइसिंग टीम लीड, पुणे।";
    const { text } = await textOf(await renderClientCv(cv));
    // Labels without a pre-base vowel sign: copied text has those in glyph order.
    expect(text).toContain("अनुभव");
    expect(text).toContain("सारांश");
    expect(text).toContain("पुणे");
    expect(text).toContain("Sunil Pawar");
    expect(text).toContain("Sahyadri Fibre Works");
    expect(text).not.toContain("Experience");
  });

  it("foots every page with whom it was shared", async () => {
    const cv = cvOf(sunil);
    cv.experience = Array.from({ length: 14 }, (_, index) => ({
      ...cv.experience[0],
      company_name: `Company ${index + 1}`,
      job_description: "Led splicing crews on long-haul routes and kept the OTDR records. ".repeat(4),
    }));
    const { pages } = await textOf(await renderClientCv(cv));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages)
      expect(page.replace(/\s+/g, " ")).toContain("Shared with Bharat Telecom for NOC Engineer L2");
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it("lets no e-mail address, phone number or link through, even typed into the free text", async () => {
    for (const candidate of demoCandidates) {
      const cv = cvOf(candidate);
      cv.summary = `${cv.summary} Call me on +91 ${candidate.phone.slice(3, 8)} ${candidate.phone.slice(8)} or 0${candidate.phone.slice(3)}, mail ${candidate.email}, see https://example.com/me.`;
      cv.experience = cv.experience.map((job) => ({
        ...job,
        job_description: `${job.job_description} WhatsApp ${candidate.phone}`,
      }));
      const { text } = await textOf(await renderClientCv(cv));
      const digits = text.replace(/[\s-]/g, "");
      expect(digits).not.toContain(candidate.phone.slice(3));
      expect(text).not.toMatch(/@/);
      expect(text).not.toContain("example.com");
      // No run of ten digits, however spaced: nothing that reads as a phone number.
      expect(text).not.toMatch(/\d(?:[\s().+-]*\d){9}/);
      expect(text).toContain("[contact via Vistaar Technologies]");
    }
  });

  it("keeps years and short numbers in free text", () => {
    expect(redactContacts("Since 2019, 40 sites, 12 km of OFC", "X")).toBe(
      "Since 2019, 40 sites, 12 km of OFC",
    );
    expect(redactContacts("Call 98450 12345 now", "X")).toBe("Call X now");
  });
});
