// The CV a client receives for a submittal (issue #38, decision 0056): one
// A4 document in the firm's colours, drawn by pdfkit with the Noto fonts
// (./fonts.ts), its headings in the client contact's language.
//
// It holds only what a client may see (the ClientCv type has no field for
// contact details, address, birth date, gender, marital status or salary),
// and the free text is cleaned of what a candidate may have typed into it:
// e-mail addresses, mobile numbers, long digit runs and links. Every page is
// footed with whom it was shared for which job, so a forwarded copy says
// where it came from.
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import PDFDocument from "pdfkit";
import type { EducationFields, ExperienceFields, SkillFields } from "../../common/schemas/profile";
import {
  educationLevelOptions,
  experienceOptions,
  proficiencyLabels,
} from "../../common/schemas/profile-fields";
import { formatDate, formatMonthYear } from "../../common/format";
import { site } from "../../app/site.config";
import { EMAIL, MOBILE } from "../domain/resume-parsing";
import { i18nFor, inLocale } from "../i18n";
import { fontFiles, fontRuns, type FontFace } from "./fonts";

/** What a client may see of a candidate: no e-mail, phone, address, date of birth, gender, marital status, salary. */
export type ClientCv = {
  language: "en-IN" | "hi-IN";
  /** First and last name. */
  name: string;
  currentCity: string | null;
  /** The profile's total_experience value (e.g. "3-5"), worded by the renderer. */
  totalExperience: string | null;
  noticePeriodDays: number | null;
  /** profile_summary */
  summary: string | null;
  experience: Pick<
    ExperienceFields,
    "company_name" | "designation" | "start_date" | "end_date" | "is_current_job" | "job_description"
  >[];
  education: Pick<
    EducationFields,
    "education_level" | "course_name" | "specialization" | "institute_name" | "year_of_passing"
  >[];
  skills: Pick<SkillFields, "skill_name" | "years_of_experience" | "proficiency_level">[];
  /** The footer of every page. */
  sharedWith: { clientName: string; jobTitle: string; reference: string; date: Date };
};

const colors = { navy: "#163661", accent: "#d9560b", ink: "#1c1f24", muted: "#4c5360", line: "#e4ded5" };
const PAGE = { width: 595.28, height: 841.89, margin: 50, footer: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The lowest a block may start: below it, a heading or entry goes to the next page. */
const BOTTOM = PAGE.height - PAGE.margin - PAGE.footer;

const URL = /\b(?:https?:\/\/|www\.)[^\s<>()]+/gi;
const EMAILS = new RegExp(EMAIL.source, "g");
const MOBILES = new RegExp(MOBILE.source, "g");
const DIGIT_RUN = /\+?\d[\d\s().-]{8,}\d/g;

/** Free text without e-mail addresses, phone numbers or links: each becomes "[contact via {firm}]". */
export function redactContacts(text: string, replacement: string): string {
  return text
    .replace(URL, replacement)
    .replace(EMAILS, replacement)
    .replace(MOBILES, replacement)
    .replace(DIGIT_RUN, (run) => (run.replace(/\D/g, "").length >= 10 ? replacement : run));
}

type Style = { size: number; weight?: 400 | 700; color?: string };
type Doc = PDFKit.PDFDocument;

/** Writes `text` in runs of the font that draws each script, wrapped within `width` from `x`. */
function write(
  doc: Doc,
  text: string,
  style: Style,
  options: PDFKit.Mixins.TextOptions & { x?: number } = {},
) {
  const { x, ...rest } = options;
  const runs = fontRuns(text || " ", style.weight ?? 400);
  doc.fontSize(style.size).fillColor(style.color ?? colors.ink);
  runs.forEach((run, index) => {
    doc.font(run.face);
    const more = { ...rest, continued: index < runs.length - 1 };
    if (index === 0 && x !== undefined) doc.text(run.text, x, doc.y, more);
    else doc.text(run.text, more);
  });
}

/**
 * Writes `text` on one line at (x, y), its runs placed one after another by
 * their measured widths (pdfkit cannot right-align a line of several fonts).
 */
function writeLine(
  doc: Doc,
  text: string,
  style: Style,
  x: number,
  y: number,
  width: number,
  align: "left" | "right",
) {
  const runs = fontRuns(text, style.weight ?? 400);
  doc.fontSize(style.size).fillColor(style.color ?? colors.ink);
  const widths = runs.map((run) => doc.font(run.face).widthOfString(run.text));
  let cursor = align === "right" ? x + width - widths.reduce((sum, each) => sum + each, 0) : x;
  runs.forEach((run, index) => {
    doc.font(run.face).text(run.text, cursor, y, { lineBreak: false });
    cursor += widths[index];
  });
  doc.y = y;
}

/** The height `text` takes in `width` (one face per run is close enough for Latin and Hindi alike). */
function heightOf(doc: Doc, text: string, style: Style, width: number): number {
  const face: FontFace = fontRuns(text || " ", style.weight ?? 400)[0].face;
  return doc
    .font(face)
    .fontSize(style.size)
    .heightOfString(text || " ", { width });
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
}

function heading(doc: Doc, text: string) {
  ensureRoom(doc, 60);
  doc.moveDown(0.8);
  write(doc, text, { size: 12.5, weight: 700, color: colors.navy }, { x: PAGE.margin, width: CONTENT_WIDTH });
  const y = doc.y + 2;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.8)
    .strokeColor(colors.line)
    .stroke();
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + 28, y)
    .lineWidth(1.6)
    .strokeColor(colors.accent)
    .stroke();
  doc.y = y + 8;
}

function words(i18n: I18n, cv: ClientCv) {
  const label = (options: readonly (readonly [string, string])[], value: string | null) => {
    const found = options.find(([key]) => key === value);
    return found ? i18n._(found[1]) : (value ?? "");
  };
  const days = cv.noticePeriodDays;
  const notice =
    days === null
      ? null
      : days === 0
        ? i18n._(msg`Can join immediately`)
        : i18n._(msg`${plural(days, { one: "# day", other: "# days" })}`);
  const siteName = site.name;
  const { clientName, jobTitle, reference } = cv.sharedWith;
  const date = formatDate(cv.sharedWith.date);
  return {
    title: i18n._(msg`Candidate profile`),
    totalExperience: i18n._(msg`Total experience`),
    city: i18n._(msg`Current city`),
    noticePeriod: i18n._(msg`Notice period`),
    summary: i18n._(msg`Summary`),
    experience: i18n._(msg`Experience`),
    skills: i18n._(msg`Skills`),
    education: i18n._(msg`Education`),
    present: i18n._(msg`Present`),
    redacted: i18n._(msg`[contact via ${siteName}]`),
    experienceValue: cv.totalExperience ? label(experienceOptions, cv.totalExperience) : null,
    notice,
    level: (value: string) => label(educationLevelOptions, value),
    years: (years: number) => i18n._(msg`${plural(years, { one: "# yr", other: "# yrs" })}`),
    proficiency: (level: number) => (proficiencyLabels[level] ? i18n._(proficiencyLabels[level]) : ""),
    footer: (page: number, pages: number) => ({
      shared: i18n._(msg`Shared with ${clientName} for ${jobTitle}, ref ${reference}, ${date}`),
      page: i18n._(msg`Page ${page} of ${pages}`),
    }),
  };
}

type Words = ReturnType<typeof words>;

function header(doc: Doc, cv: ClientCv, w: Words) {
  doc.rect(0, 0, PAGE.width, 74).fill(colors.navy);
  doc.rect(0, 74, PAGE.width, 3).fill(colors.accent);
  doc.y = 24;
  write(
    doc,
    site.name,
    { size: 17, weight: 700, color: "#ffffff" },
    { x: PAGE.margin, width: CONTENT_WIDTH / 2 },
  );
  writeLine(doc, w.title, { size: 11, color: "#ffffff" }, PAGE.margin, 28, CONTENT_WIDTH, "right");
  doc.y = 100;
  write(doc, cv.name, { size: 24, weight: 700 }, { x: PAGE.margin, width: CONTENT_WIDTH });
  const current = cv.experience.find((job) => job.is_current_job) ?? cv.experience[0];
  if (current) {
    doc.moveDown(0.1);
    write(
      doc,
      `${current.designation} · ${current.company_name}`,
      { size: 12.5, color: colors.muted },
      { x: PAGE.margin, width: CONTENT_WIDTH },
    );
  }
  const facts = [
    [w.totalExperience, w.experienceValue],
    [w.city, cv.currentCity],
    [w.noticePeriod, w.notice],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (facts.length === 0) return;
  doc.moveDown(0.9);
  const top = doc.y;
  const column = CONTENT_WIDTH / 3;
  let bottom = top;
  facts.forEach(([name, value], index) => {
    doc.y = top;
    const x = PAGE.margin + index * column;
    write(doc, name, { size: 8.5, color: colors.muted }, { x, width: column - 12 });
    write(doc, value, { size: 11, weight: 700 }, { x, width: column - 12 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom;
}

function experience(doc: Doc, cv: ClientCv, w: Words) {
  if (cv.experience.length === 0) return;
  heading(doc, w.experience);
  for (const job of cv.experience) {
    const start = formatMonthYear(job.start_date);
    const end = job.is_current_job ? w.present : formatMonthYear(job.end_date);
    const dates = start || end ? `${start}${start && end ? " – " : ""}${end}` : "";
    const description = job.job_description ? redactContacts(job.job_description, w.redacted) : "";
    ensureRoom(
      doc,
      44 + Math.min(60, description ? heightOf(doc, description, { size: 10 }, CONTENT_WIDTH) : 0),
    );
    const top = doc.y;
    const datesWidth = 130;
    writeLine(doc, dates, { size: 9.5, color: colors.muted }, PAGE.margin, top + 2, CONTENT_WIDTH, "right");
    doc.y = top;
    write(
      doc,
      job.designation,
      { size: 11.5, weight: 700 },
      { x: PAGE.margin, width: CONTENT_WIDTH - datesWidth - 10 },
    );
    write(
      doc,
      job.company_name,
      { size: 10.5, color: colors.navy },
      { x: PAGE.margin, width: CONTENT_WIDTH - datesWidth - 10 },
    );
    if (description) {
      doc.moveDown(0.25);
      write(
        doc,
        description,
        { size: 10, color: colors.ink },
        { x: PAGE.margin, width: CONTENT_WIDTH, lineGap: 1.5 },
      );
    }
    doc.moveDown(0.8);
  }
}

function skills(doc: Doc, cv: ClientCv, w: Words) {
  if (cv.skills.length === 0) return;
  heading(doc, w.skills);
  const column = CONTENT_WIDTH / 2;
  for (let index = 0; index < cv.skills.length; index += 2) {
    ensureRoom(doc, 20);
    const top = doc.y;
    let bottom = top;
    cv.skills.slice(index, index + 2).forEach((skill, side) => {
      const x = PAGE.margin + side * column;
      const detail = [
        skill.years_of_experience ? w.years(skill.years_of_experience) : "",
        w.proficiency(skill.proficiency_level),
      ]
        .filter(Boolean)
        .join(" · ");
      doc.y = top;
      doc.circle(x + 2.5, top + 7, 2).fill(colors.accent);
      write(doc, skill.skill_name, { size: 10.5, weight: 700 }, { x: x + 11, width: column - 20 });
      if (detail) write(doc, detail, { size: 9, color: colors.muted }, { x: x + 11, width: column - 20 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 5;
  }
}

function education(doc: Doc, cv: ClientCv, w: Words) {
  if (cv.education.length === 0) return;
  heading(doc, w.education);
  for (const entry of cv.education) {
    ensureRoom(doc, 40);
    const top = doc.y;
    const yearWidth = 80;
    if (entry.year_of_passing) {
      writeLine(
        doc,
        String(entry.year_of_passing),
        { size: 9.5, color: colors.muted },
        PAGE.margin,
        top + 2,
        CONTENT_WIDTH,
        "right",
      );
    }
    const course = entry.specialization ? `${entry.course_name}, ${entry.specialization}` : entry.course_name;
    write(doc, course, { size: 11, weight: 700 }, { x: PAGE.margin, width: CONTENT_WIDTH - yearWidth - 10 });
    write(
      doc,
      `${entry.institute_name} · ${w.level(entry.education_level)}`,
      { size: 10, color: colors.muted },
      { x: PAGE.margin, width: CONTENT_WIDTH - yearWidth - 10 },
    );
    doc.moveDown(0.6);
  }
}

function footers(doc: Doc, w: Words) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 4;
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(PAGE.width - PAGE.margin, y - 8)
      .lineWidth(0.6)
      .strokeColor(colors.line)
      .stroke();
    const text = w.footer(index + 1, range.count);
    writeLine(doc, text.page, { size: 8, color: colors.muted }, PAGE.margin, y, CONTENT_WIDTH, "right");
    write(doc, text.shared, { size: 8, color: colors.muted }, { x: PAGE.margin, width: CONTENT_WIDTH - 90 });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** The client CV as PDF bytes. */
export function renderClientCv(cv: ClientCv): Promise<Uint8Array> {
  const i18n = i18nFor(cv.language);
  return inLocale(cv.language, () => {
    const w = words(i18n, cv);
    const doc = new PDFDocument({
      size: "A4",
      margins: { top: PAGE.margin, bottom: PAGE.margin + PAGE.footer, left: PAGE.margin, right: PAGE.margin },
      bufferPages: true,
      lang: cv.language,
      // Nothing personal beyond the name; the creation date is the day it was shared.
      info: { Title: `${cv.name}: ${w.title}`, Author: site.name, CreationDate: cv.sharedWith.date },
    });
    for (const [face, bytes] of Object.entries(fontFiles())) doc.registerFont(face, bytes);
    const chunks: Buffer[] = [];
    const done = new Promise<Uint8Array>((resolve, reject) => {
      doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
      doc.on("error", reject);
    });
    header(doc, cv, w);
    if (cv.summary) {
      heading(doc, w.summary);
      write(
        doc,
        redactContacts(cv.summary, w.redacted),
        { size: 10.5 },
        { x: PAGE.margin, width: CONTENT_WIDTH, lineGap: 2 },
      );
    }
    experience(doc, cv, w);
    skills(doc, cv, w);
    education(doc, cv, w);
    footers(doc, w);
    doc.end();
    return done;
  });
}
