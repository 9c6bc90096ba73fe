// How much of a resume the parser reads right (issue #36, decision 0045): each
// resume of the test corpus (tests/support/resume-corpus.ts) is made, read by
// the upload's reader and parsed; this prints, per field and overall, the
// share of fields that match what the corpus expects, and the time taken;
// then the same for the held-out resumes, written after the parser was
// settled and not tuned for (the fairer figure).
// Asserts nothing (server/domain/resume-parsing.test.ts does).
//
//   npx tsx bench/resume-parsing.ts
import { performance } from "node:perf_hooks";
import { parseResume } from "../server/domain/resume-parsing";
import { extractResumeText } from "../server/domain/resume-text";
import {
  corpusContentType,
  heldOutCorpus,
  resumeCorpus,
  type CorpusResume,
} from "../tests/support/resume-corpus";

const TODAY = new Date("2026-11-28T00:00:00Z");
const fields = [
  "name",
  "email",
  "phone",
  "city",
  "skills",
  "company",
  "designation",
  "start date",
  "jobs",
  "degree",
  "year of passing",
  "experience",
  "summary",
] as const;
async function measure(label: string, corpus: CorpusResume[]) {
  const right = new Map<string, number>(fields.map((field) => [field, 0]));
  const misses: string[] = [];
  let readMs = 0;
  let parseMs = 0;
  for (const resume of corpus) {
    const started = performance.now();
    const text = await extractResumeText(await resume.file(), corpusContentType[resume.format]);
    readMs += performance.now() - started;
    const body = text.status === "extracted" ? text.body : "";
    const parsed = parseResume(body, TODAY);
    // Timed after a first parse, which compiles the patterns.
    const parsing = performance.now();
    parseResume(body, TODAY);
    parseMs += performance.now() - parsing;
    const expected = resume.expected;
    const latest = parsed.experience[0];
    const outcomes: Record<(typeof fields)[number], boolean> = {
      name: parsed.first_name === expected.first_name && parsed.last_name === expected.last_name,
      email: parsed.email === expected.email,
      phone: parsed.phone === expected.phone,
      city: parsed.current_city === expected.current_city,
      skills: expected.skills.every((skill) => parsed.skills.includes(skill)),
      company: (latest?.company_name ?? null) === expected.company,
      designation: (latest?.designation ?? null) === expected.designation,
      "start date": (latest?.start_date ?? null) === expected.start_date,
      jobs: parsed.experience.length === expected.jobs,
      degree: parsed.education[0]?.course_name === expected.degree,
      "year of passing": (parsed.education[0]?.year_of_passing ?? null) === expected.year_of_passing,
      experience: parsed.total_experience === expected.total_experience,
      summary: Boolean(parsed.profile_summary) === expected.summary,
    };
    for (const field of fields) {
      if (outcomes[field]) right.set(field, right.get(field)! + 1);
      else misses.push(`${resume.id}: ${field}`);
    }
  }
  const count = corpus.length;
  const percent = (value: number, of: number) => `${((100 * value) / of).toFixed(1)}%`;
  const pdfs = corpus.filter((resume) => resume.format === "pdf").length;
  console.log(`${label}: ${count} resumes (${pdfs} PDF, ${count - pdfs} DOCX)`);
  for (const field of fields)
    console.log(
      `  ${field.padEnd(16)} ${String(right.get(field)).padStart(3)}/${count}  ${percent(right.get(field)!, count)}`,
    );
  const total = [...right.values()].reduce((sum, value) => sum + value, 0);
  console.log(
    `  ${"overall".padEnd(16)} ${String(total).padStart(3)}/${count * fields.length}  ${percent(total, count * fields.length)}`,
  );
  console.log(
    `  reading ${(readMs / count).toFixed(0)} ms a file (child process), parsing ${(parseMs / count).toFixed(1)} ms a file`,
  );
  if (misses.length) console.log(`  missed: ${misses.join("; ")}`);
}

await measure("test corpus (the parser was written against it)", resumeCorpus);
await measure("held-out resumes (not tuned for)", heldOutCorpus);
