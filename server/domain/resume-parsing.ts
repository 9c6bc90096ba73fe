// Reads a resume's text into the profile's fields (issue #36, decision 0045):
// what the setup wizard offers the candidate to check and correct. Pure: text
// in, fields out; nothing here saves anything. Careful heuristics for the
// resumes this firm's candidates send (Indian conventions: +91 mobiles, PIN
// codes, LPA/CTC, notice period, B.E./B.Tech/Diploma/ITI, "Jan 2019 – Present",
// headings in English or Hindi), not a general resume parser.
import { skillSuggestions } from "../../common/schemas/skill-suggestions";

export interface ParsedEducation {
  education_level: "10th" | "12th" | "diploma" | "bachelor" | "master" | "phd" | "other";
  course_name: string;
  specialization: string | null;
  institute_name: string | null;
  year_of_passing: number | null;
  percentage: number | null;
}

export interface ParsedExperience {
  company_name: string | null;
  designation: string | null;
  location: string | null;
  /** ISO dates, the first of the month. */
  start_date: string | null;
  end_date: string | null;
  is_current_job: boolean;
}

export interface ParsedResume {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** Ten digits, without +91. */
  phone: string | null;
  current_city: string | null;
  pin_code: string | null;
  total_experience: "fresher" | "1-2" | "3-5" | "6-10" | "10+" | null;
  /** Rupees a year. */
  current_salary: number | null;
  expected_salary: number | null;
  /** Days. */
  notice_period: number | null;
  skills: string[];
  experience: ParsedExperience[];
  education: ParsedEducation[];
  profile_summary: string | null;
}

type Section =
  "summary" | "experience" | "education" | "skills" | "certifications" | "personal" | "projects" | "other";

// Whole-line headings (case and a trailing colon ignored), English and Hindi.
const headings: [Section, RegExp][] = [
  [
    "summary",
    /^(?:professional |career |profile )?(?:summary|objective|profile|about me|career objective|professional profile|सारांश|परिचय|उद्देश्य|करियर उद्देश्य)$/,
  ],
  [
    "experience",
    /^(?:work |professional |employment |job |relevant )?(?:experience|employment history|work history|career history|experience details|अनुभव|कार्य अनुभव)$/,
  ],
  [
    "education",
    /^(?:education(?:al)?(?: qualifications?| details| background)?|academic(?:s| qualifications?| details| background)?|qualifications?|शिक्षा|शैक्षणिक योग्यता|शैक्षिक योग्यता)$/,
  ],
  [
    "skills",
    /^(?:(?:technical|key|core|it|professional|soft) )?(?:skills|skill set|skills? & tools|competencies|expertise|technical proficiency|कौशल|तकनीकी कौशल)$/,
  ],
  ["certifications", /^(?:certifications?|certificates?|licen[cs]es|trainings?|प्रमाणपत्र|प्रमाण पत्र)$/],
  [
    "personal",
    /^(?:personal (?:details|information|profile)|contact(?: details| information)?|व्यक्तिगत विवरण|संपर्क)$/,
  ],
  ["projects", /^(?:(?:key |academic )?projects?|प्रोजेक्ट|परियोजनाएँ)$/],
  [
    "other",
    /^(?:declaration|languages(?: known)?|hobbies|interests|achievements|awards|references|strengths|घोषणा|भाषाएँ|रुचियाँ)$/,
  ],
];

function headingOf(line: string): Section | null {
  const clean = line
    .toLowerCase()
    .replace(/[:\-–—|•*#]+\s*$/u, "")
    .replace(/^[\s•*#]+/u, "")
    .trim();
  if (clean.length > 40) return null;
  for (const [section, pattern] of headings) if (pattern.test(clean)) return section;
  return null;
}

export const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
// +91 98450 12345, 098450-12345, 9845012345, +91-98450-12345.
export const MOBILE = /(?<![\d+])(?:\+\s?91[\s-]?|91[\s-]|0\s?)?([6-9](?:[\s-]?\d){9})(?![\d])/;
const PIN = /(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)/;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;

/** Cities a resume names, as they are spelt in either form; the first found in the contact lines wins. */
const CITIES = [
  "Bengaluru",
  "Bangalore",
  "Mumbai",
  "Bombay",
  "Navi Mumbai",
  "Thane",
  "Delhi",
  "New Delhi",
  "Noida",
  "Greater Noida",
  "Gurugram",
  "Gurgaon",
  "Ghaziabad",
  "Faridabad",
  "Kolkata",
  "Calcutta",
  "Chennai",
  "Madras",
  "Hyderabad",
  "Secunderabad",
  "Pune",
  "Poona",
  "Ahmedabad",
  "Surat",
  "Vadodara",
  "Baroda",
  "Rajkot",
  "Jaipur",
  "Jodhpur",
  "Udaipur",
  "Lucknow",
  "Kanpur",
  "Varanasi",
  "Prayagraj",
  "Allahabad",
  "Agra",
  "Meerut",
  "Patna",
  "Ranchi",
  "Jamshedpur",
  "Bhubaneswar",
  "Cuttack",
  "Guwahati",
  "Bhopal",
  "Indore",
  "Gwalior",
  "Jabalpur",
  "Raipur",
  "Nagpur",
  "Nashik",
  "Aurangabad",
  "Kochi",
  "Cochin",
  "Thiruvananthapuram",
  "Trivandrum",
  "Kozhikode",
  "Calicut",
  "Coimbatore",
  "Madurai",
  "Tiruchirappalli",
  "Trichy",
  "Mysuru",
  "Mysore",
  "Mangaluru",
  "Mangalore",
  "Hubli",
  "Belagavi",
  "Belgaum",
  "Visakhapatnam",
  "Vizag",
  "Vijayawada",
  "Guntur",
  "Warangal",
  "Chandigarh",
  "Mohali",
  "Ludhiana",
  "Amritsar",
  "Jalandhar",
  "Dehradun",
  "Shimla",
  "Jammu",
  "Srinagar",
  "Goa",
  "Panaji",
  "Puducherry",
  "Pondicherry",
  "Siliguri",
  "Durgapur",
  "Asansol",
  "दिल्ली",
  "नई दिल्ली",
  "मुंबई",
  "पुणे",
  "जयपुर",
  "लखनऊ",
  "पटना",
  "भोपाल",
  "इंदौर",
  "कानपुर",
  "वाराणसी",
  "नोएडा",
  "गुरुग्राम",
  "कोलकाता",
  "चेन्नई",
  "हैदराबाद",
  "बेंगलुरु",
  "रांची",
  "नागपुर",
  "अहमदाबाद",
];

/** Other ways a resume writes a skill of the firm's list. */
const SKILL_ALIASES: Record<string, string> = {
  "fiber splicing": "Fibre Splicing",
  "fusion splicing": "Fibre Splicing",
  "optical fiber splicing": "Fibre Splicing",
  "ofc splicing": "Fibre Splicing",
  k8s: "Kubernetes",
  nodejs: "Node.js",
  "node js": "Node.js",
  reactjs: "React",
  "react.js": "React",
  "ms excel": "Excel",
  postgres: "PostgreSQL",
  gcp: "Google Cloud",
  golang: "Go",
  "solar winds": "SolarWinds",
  "site survey": "RF Survey",
  "rf site survey": "RF Survey",
  "bts commissioning": "BTS Installation",
  "bts integration": "BTS Installation",
  "mw link": "Microwave Links",
  "microwave link": "Microwave Links",
  microwave: "Microwave Links",
  "tower climbing": "Work at Height",
  "working at height": "Work at Height",
  "electrical wiring": "Electrical Installation",
  "first aid": "First Aid",
  "ccna certified": "CCNA",
  "nebosh igc": "NEBOSH",
};

/** Skills too short or too common to find in running text without a skills heading. */
const AMBIGUOUS_SKILLS = new Set(["c", "go", "r", "sql", "excel", "communication", "teamwork", "leadership"]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every skill of the firm's list, with its aliases, as patterns matched case-insensitively on word edges. */
const skillPatterns = (() => {
  const names = new Map<string, string>();
  for (const skill of Object.values(skillSuggestions).flat()) names.set(skill.toLowerCase(), skill);
  for (const [alias, skill] of Object.entries(SKILL_ALIASES)) names.set(alias, skill);
  return [...names]
    .sort(([a], [b]) => b.length - a.length)
    .map(([written, skill]) => ({
      written,
      skill,
      pattern: new RegExp(
        `(?<![\\p{L}\\p{N}+#.])${escapeRegExp(written)}(?![\\p{L}\\p{N}+#]|\\.[\\p{L}])`,
        "iu",
      ),
    }));
})();

/** Words only a company's name has. */
const LEGAL_NAME = /\b(?:ltd|limited|pvt|private|inc|llp|llc|corp(?:oration)?|company)\b/i;
const COMPANY_WORDS =
  /\b(?:ltd|limited|pvt|private|inc|llp|llc|corp(?:oration)?|company|co\.|technologies|technology|tech|solutions|services|systems|networks?|telecom(?:munications)?|infra(?:structure|tel)?|industries|enterprises|consultancy|consulting|group|communications|labs?|global|international|india|construction|airtel|jio|vodafone|idea|bsnl|mtnl|ericsson|nokia|huawei|zte|samsung|tcs|infosys|wipro|hcl|cognizant|accenture|capgemini|ibm|sterlite|indus towers|tata|reliance|l&t|larsen|siemens|bharti|railtel|powergrid|hfcl|tejas|ciena|cisco|juniper)\b/i;
const ROLE_WORDS =
  /\b(?:engineer|technician|manager|lead|analyst|developer|executive|supervisor|intern|trainee|apprentice|consultant|administrator|admin|architect|specialist|officer|associate|head|coordinator|rigger|electrician|fitter|splicer|operator|director|programmer|tester|designer|helper|foreman|incharge|in-charge|surveyor|planner|agent|representative|assistant|sde|devops|sre)\b|इंजीनियर|तकनीशियन|सुपरवाइज़र|सुपरवाइजर|प्रबंधक|ऑपरेटर|इलेक्ट्रीशियन/i;

const MONTH_WORD =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DATE = `(?:${MONTH_WORD}[\\s.,'’-]*(?:\\d{4}|\\d{2})|\\d{1,2}[/.-]\\d{4}|\\d{4}[/.-]\\d{1,2}|\\d{4})`;
const NOW = "(?:present|till date|till now|to date|current(?:ly)?|now|ongoing|अब तक|वर्तमान)";
const RANGE = new RegExp(`(${DATE})\\s*(?:[-–—~]|to|till|तक|से)\\s*(${DATE}|${NOW})`, "iu");

/** "Jan 2019", "01/2019", "2019-01", "Jun'18", "2019" as the first of its month. */
function isoMonth(text: string, end = false): string | null {
  const lower = text.toLowerCase();
  let year: number | null = null;
  let month: number | null = null;
  const named = lower.match(new RegExp(`^(${MONTH_WORD})[\\s.,'’-]*(\\d{4}|\\d{2})$`));
  if (named) {
    month = MONTHS.indexOf(named[1].slice(0, 3) as (typeof MONTHS)[number]) + 1;
    year = Number(named[2].length === 2 ? `20${named[2]}` : named[2]);
  } else if (/^\d{1,2}[/.-]\d{4}$/.test(lower)) {
    const [m, y] = lower.split(/[/.-]/);
    month = Number(m);
    year = Number(y);
  } else if (/^\d{4}[/.-]\d{1,2}$/.test(lower)) {
    const [y, m] = lower.split(/[/.-]/);
    month = Number(m);
    year = Number(y);
  } else if (/^\d{4}$/.test(lower)) {
    year = Number(lower);
    month = end ? 12 : 1;
  }
  if (!year || !month || month < 1 || month > 12 || year < 1960 || year > 2100) return null;
  return `${year}-${String(month).padStart(2, "0")}-01`;
}

const clean = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/^[\s|,;:•*·–—-]+|[\s|,;:•*·–—-]+$/gu, "")
    .trim();

/** "Label: value" on a line, for any of the labels given. */
function labelled(lines: string[], labels: RegExp): string | null {
  for (const line of lines) {
    const match = line.match(new RegExp(`^\\s*(?:${labels.source})\\s*[:：\\-–]\\s*(.+)$`, "iu"));
    if (match && clean(match[1])) return clean(match[1]);
  }
  return null;
}

function splitName(name: string): { first_name: string; last_name: string | null } {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 1) return { first_name: words[0], last_name: null };
  return { first_name: words.slice(0, -1).join(" "), last_name: words[words.length - 1] };
}

const titleCase = (name: string) =>
  name === name.toUpperCase() && /[A-Z]/.test(name)
    ? name
        .toLowerCase()
        .replace(/(^|[\s.'-])(\p{L})/gu, (_, edge: string, letter: string) => edge + letter.toUpperCase())
    : name;

function findName(header: string[], lines: string[]): string | null {
  const given = labelled(lines, /name|full name|candidate name|नाम|पूरा नाम/);
  if (given) return titleCase(given.replace(/^(?:mr|ms|mrs|shri|smt)\.?\s+/i, ""));
  for (const line of header.slice(0, 6)) {
    const candidate = clean(line.replace(/^(?:mr|ms|mrs|shri|smt)\.?\s+/i, ""));
    if (EMAIL.test(candidate) || /\d/.test(candidate)) continue;
    if (/resume|curriculum|vitae|bio-?data|बायोडाटा|रिज्यूमे/i.test(candidate)) continue;
    if (ROLE_WORDS.test(candidate) || headingOf(candidate)) continue;
    const words = candidate.split(/\s+/);
    if (words.length >= 1 && words.length <= 4 && /^[\p{L}\p{M}.' ]+$/u.test(candidate))
      return titleCase(candidate);
  }
  return null;
}

/** The cities, longest first ("Navi Mumbai" before "Mumbai"), each as a whole word. */
const cityPatterns = [...CITIES]
  .sort((a, b) => b.length - a.length)
  .map((city) => ({
    city,
    pattern: new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(city)}(?![\\p{L}\\p{M}])`, "iu"),
  }));
const MOBILES = new RegExp(MOBILE.source, "g");

function findCity(contact: string[], all: string[]): { city: string | null; pin: string | null } {
  const given = labelled(
    all,
    /current city|city|current location|location|present address|address|residence|शहर|वर्तमान शहर|पता|स्थान/,
  );
  // A PIN code is six digits that are not part of a phone number.
  const withoutPhones = (line: string) => line.replace(MOBILES, " ").replace(/\d[\d\s-]{9,}\d/g, " ");
  const pinLine = [...contact, ...all].find((line) => PIN.test(withoutPhones(line)));
  const pinMatch = pinLine ? withoutPhones(pinLine).match(PIN) : null;
  const pin = pinMatch ? pinMatch[1] + pinMatch[2] : null;
  const known = (text: string) => cityPatterns.find(({ pattern }) => pattern.test(text))?.city ?? null;
  if (given) return { city: known(given) ?? clean(given.split(/[,–-]/)[0]), pin };
  for (const line of [...contact, ...(pinLine ? [pinLine] : [])]) {
    const city = known(line);
    if (city) return { city, pin };
  }
  return { city: null, pin };
}

function findSkills(skillLines: string[], all: string): string[] {
  const found: { skill: string; at: number }[] = [];
  const seen = new Set<string>();
  const scan = (text: string, offset: number, strict: boolean) => {
    let rest = text;
    for (const { written, skill, pattern } of skillPatterns) {
      if (seen.has(skill)) continue;
      if (strict && AMBIGUOUS_SKILLS.has(written)) continue;
      const match = rest.match(pattern);
      if (!match || match.index === undefined) continue;
      seen.add(skill);
      found.push({ skill, at: offset + match.index });
      // Blank the match so a shorter name inside it ("CCNA" in "CCNA Security") is not found twice.
      rest =
        rest.slice(0, match.index) + " ".repeat(match[0].length) + rest.slice(match.index + match[0].length);
    }
  };
  scan(skillLines.join("\n"), 0, false);
  scan(all, 100_000, true);
  return found.sort((a, b) => a.at - b.at).map(({ skill }) => skill);
}

const DEGREES: [ParsedEducation["education_level"], RegExp, string][] = [
  ["phd", /\b(?:ph\.?\s?d|doctorate)\b|पीएचडी/i, "PhD"],
  ["master", /\bm\.?\s?tech\b|एम\.?\s?टेक/i, "M.Tech"],
  ["master", /\bM\.\s?E\.?(?=\s|$|,|\()|\bM\.?E\b(?=\s*(?:in|\(|,|-))/, "M.E."],
  ["master", /\bmca\b|एमसीए/i, "MCA"],
  ["master", /\bmba\b|एमबीए/i, "MBA"],
  ["master", /\bm\.?\s?sc\b|एम\.?\s?एससी/i, "M.Sc"],
  ["master", /\bm\.?\s?com\b/i, "M.Com"],
  ["master", /\bm\.?\s?a\.(?=\s)|\bmaster(?:'s)? of\b/i, "Master's"],
  ["bachelor", /\bb\.?\s?tech\b|बी\.?\s?टेक/i, "B.Tech"],
  ["bachelor", /\bB\.\s?E\.?(?=\s|$|,|\()|\bB\.?E\b(?=\s*(?:in|\(|,|-))|bachelor of engineering/i, "B.E."],
  ["bachelor", /\bbca\b|बीसीए/i, "BCA"],
  ["bachelor", /\bb\.?\s?sc\b|बी\.?\s?एससी/i, "B.Sc"],
  ["bachelor", /\bb\.?\s?com\b|बी\.?\s?कॉम/i, "B.Com"],
  ["bachelor", /\bbba\b/i, "BBA"],
  ["bachelor", /\bb\.?\s?a\.(?=\s)|\bbachelor(?:'s)? of\b|बी\.?\s?ए\.?(?=\s)/i, "B.A."],
  ["diploma", /\bdiploma\b|डिप्लोमा/i, "Diploma"],
  ["other", /\biti\b|\bi\.t\.i\b|industrial training institute|आईटीआई/i, "ITI"],
  [
    "12th",
    /\b(?:12th|xii|hsc|h\.s\.c|intermediate|higher secondary|senior secondary|puc|class 12)\b|12वीं|बारहवीं/i,
    "12th",
  ],
  [
    "10th",
    /\b(?:10th|x|ssc|s\.s\.c|sslc|matriculation|matric|secondary school|class 10)\b|10वीं|दसवीं|हाईस्कूल|हाई स्कूल/i,
    "10th",
  ],
];

const INSTITUTE =
  /\b(?:university|college|institute|iit|nit|iiit|polytechnic|school|vidyalaya|academy|iti)\b|विश्वविद्यालय|महाविद्यालय|कॉलेज|संस्थान|विद्यालय|पॉलिटेक्निक|आईटीआई/iu;

function findEducation(lines: string[]): ParsedEducation[] {
  const entries: ParsedEducation[] = [];
  let current: ParsedEducation | null = null;
  for (const line of lines) {
    const degree = DEGREES.find(([, pattern]) => pattern.test(line));
    if (degree) {
      const [level, pattern, course] = degree;
      const after = line.slice((line.match(pattern)?.index ?? 0) + (line.match(pattern)?.[0].length ?? 0));
      const special =
        after.match(/^\s*(?:\(|in\s+|-\s+|–\s+|,\s*)([\p{L}\p{M}&.\s]+?)(?:\)|,|\||–| - |\d|$)/iu)?.[1] ??
        null;
      current = {
        education_level: level,
        course_name: course,
        specialization:
          special && !INSTITUTE.test(special) && special.trim().length > 1 ? clean(special) : null,
        institute_name: null,
        year_of_passing: null,
        percentage: null,
      };
      entries.push(current);
    }
    if (!current) continue;
    if (!current.institute_name) {
      const institute = line
        .split(/[|,–—]|\s-\s/)
        .map(clean)
        .find(
          (part) =>
            INSTITUTE.test(part) &&
            !(degree && degree[1].test(part) && !/university|college|institute/i.test(part)),
        );
      if (institute) current.institute_name = institute;
    }
    const years = [...line.matchAll(/(?<!\d)(19[6-9]\d|20[0-3]\d)(?!\d)/g)].map((match) => Number(match[1]));
    if (years.length) current.year_of_passing = years[years.length - 1];
    const percent = line.match(/(\d{2}(?:\.\d{1,2})?)\s?%/);
    if (percent && current.percentage === null) current.percentage = Math.round(Number(percent[1]) * 10) / 10;
  }
  return entries;
}

function findExperience(lines: string[]): ParsedExperience[] {
  const entries: ParsedExperience[] = [];
  // Lines not yet given to an entry, that the next dates may claim as its company and role.
  let pending: string[] = [];
  let last: ParsedExperience | null = null;
  // Lines right after an entry's dates, before its bullets, may name what the entry lacks.
  let afterDates = false;
  const fill = (entry: ParsedExperience, parts: string[]) => {
    for (const part of parts) {
      const labelledCompany = part.match(
        /^(?:company|organi[sz]ation|employer|कंपनी|संस्था)\s*[:\-–]\s*(.+)$/iu,
      );
      const labelledRole = part.match(/^(?:designation|role|position|title|job title|पद)\s*[:\-–]\s*(.+)$/iu);
      if (labelledCompany) entry.company_name ??= clean(labelledCompany[1]);
      else if (labelledRole) entry.designation ??= clean(labelledRole[1]);
    }
    const pieces = parts
      .filter(
        (part) =>
          !/^(?:company|organi[sz]ation|employer|designation|role|position|title|job title|duration|period|location|कंपनी|संस्था|पद|अवधि)\s*[:\-–]/iu.test(
            part,
          ),
      )
      .flatMap((part) => {
        const at = part.match(/^(.+?)\s+(?:at|@|with)\s+(.+)$/i);
        if (at && ROLE_WORDS.test(at[1])) return [at[1], at[2]];
        return part.split(/\s[|–—]\s|\s-\s|\||,\s+(?=\p{Lu})/u);
      })
      .map(clean)
      .filter((piece) => piece && !/^[\d\s/.-]+$/.test(piece) && !/^(?:duration|period)$/i.test(piece));
    for (const piece of pieces) {
      const city = CITIES.find((name) => name.toLowerCase() === piece.toLowerCase());
      if (city) {
        entry.location ??= city;
        continue;
      }
      const [name, place] = piece.split(/,\s*/);
      const placeCity = place
        ? CITIES.find((c) => c.toLowerCase() === place.trim().toLowerCase())
        : undefined;
      if (placeCity) entry.location ??= placeCity;
      const text = placeCity ? name : piece;
      if (!entry.designation && ROLE_WORDS.test(text) && !LEGAL_NAME.test(text)) entry.designation = text;
      else if (!entry.company_name && (COMPANY_WORDS.test(text) || entry.designation))
        entry.company_name = text;
      else if (!entry.designation && ROLE_WORDS.test(text)) entry.designation = text;
      else if (!entry.company_name) entry.company_name = text;
    }
  };
  for (const raw of lines) {
    const line = raw.trim();
    const bullet = /^[•*·▪►✓-]\s/u.test(line) || line.length > 110;
    const range = line.match(RANGE);
    if (range && range.index !== undefined) {
      const start = isoMonth(range[1].replace(/\s+/g, " ").trim());
      const endText = range[2].trim();
      const current = new RegExp(`^${NOW}$`, "iu").test(endText);
      const entry: ParsedExperience = {
        company_name: null,
        designation: null,
        location: null,
        start_date: start,
        end_date: current ? null : isoMonth(endText.replace(/\s+/g, " "), true),
        is_current_job: current,
      };
      const rest = clean(
        (line.slice(0, range.index) + " | " + line.slice(range.index + range[0].length))
          .replace(/\b(?:duration|period|अवधि)\s*[:\-–]?/giu, "")
          .replace(/[()]/g, ""),
      );
      const parts = [...pending.slice(-2), ...(rest ? [rest] : [])];
      fill(entry, parts);
      entries.push(entry);
      last = entry;
      afterDates = true;
      pending = [];
      continue;
    }
    if (bullet) {
      pending = [];
      afterDates = false;
      continue;
    }
    // A company or role written after the dates belongs to the entry before, if it lacks one.
    if (last && afterDates && (!last.company_name || !last.designation)) {
      const labelledLine = /^(?:company|organi[sz]ation|designation|role|position|कंपनी|पद)\s*[:\-–]/iu.test(
        line,
      );
      if (labelledLine || COMPANY_WORDS.test(line) || ROLE_WORDS.test(line)) {
        fill(last, [line]);
        continue;
      }
    }
    pending.push(line);
  }
  return entries.filter((entry) => entry.company_name || entry.designation);
}

function monthsBetween(start: string, end: string | null, today: Date) {
  const [y1, m1] = start.split("-").map(Number);
  const [y2, m2] = end ? end.split("-").map(Number) : [today.getUTCFullYear(), today.getUTCMonth() + 1];
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1));
}

function experienceBucket(years: number): ParsedResume["total_experience"] {
  if (years < 1) return "fresher";
  if (years < 3) return "1-2";
  if (years < 6) return "3-5";
  if (years <= 10) return "6-10";
  return "10+";
}

/** "4.5 LPA", "₹ 6,50,000", "6 lakhs" as rupees a year. */
function rupees(text: string): number | null {
  const lakhs = text.match(/(\d+(?:\.\d+)?)\s*(?:lpa|lakhs?|lacs?|l\.p\.a|लाख)/i);
  if (lakhs) return Math.round(Number(lakhs[1]) * 100_000);
  const amount = text.match(/(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})+|\d{5,8})/i);
  if (amount) {
    const value = Number(amount[1].replace(/,/g, ""));
    return value >= 10_000 && value <= 100_000_000 ? value : null;
  }
  return null;
}

function noticeDays(text: string): number | null {
  if (/immediate|तुरंत|तत्काल/i.test(text)) return 0;
  const days = text.match(/(\d{1,3})\s*(?:days?|दिन)/i);
  if (days) return Math.min(365, Number(days[1]));
  const months = text.match(/(\d{1,2})\s*(?:months?|महीन)/i);
  if (months) return Math.min(365, Number(months[1]) * 30);
  if (/\bone month\b/i.test(text)) return 30;
  return null;
}

const MAX_TEXT = 30_000;
const MAX_LINE = 400;

/** Reads the fields of a resume's text. `today` dates a job that is current. */
export function parseResume(text: string, today = new Date()): ParsedResume {
  // Bounded, so no pattern below meets a line or a text long enough to take time:
  // a resume's fields are in its first pages and its lines are short.
  const lines = text
    .slice(0, MAX_TEXT)
    .replaceAll("\u0000", "")
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/[\t\u00a0]+/g, " ")
        .replace(/ {2,}/g, " ")
        .trim()
        .slice(0, MAX_LINE),
    )
    .filter(Boolean);
  const sections = new Map<Section | "header", string[]>([["header", []]]);
  let section: Section | "header" = "header";
  for (const line of lines) {
    // "Skills: CCNA, OSPF" starts a section and holds its first line.
    const inline = line.match(/^([^:]{3,40}):\s*(.+)$/);
    const heading =
      headingOf(line) ?? (inline && headingOf(inline[1]) !== "personal" ? headingOf(inline[1]) : null);
    if (heading) {
      section = heading;
      if (!sections.has(section)) sections.set(section, []);
      if (!headingOf(line) && inline) sections.get(section)!.push(inline[2]);
      continue;
    }
    sections.get(section)!.push(line);
  }
  const part = (name: Section | "header") => sections.get(name) ?? [];
  const contact = [...part("header"), ...part("personal")];
  const all = lines.join("\n");

  const email = all.match(EMAIL)?.[0].toLowerCase() ?? null;
  const mobileLine = [...contact, ...lines].find((line) => MOBILE.test(line.replace(EMAIL, "")));
  const mobile = mobileLine?.replace(EMAIL, "").match(MOBILE);
  const name = findName(part("header"), contact.length ? contact : lines);
  const { city, pin } = findCity(contact, lines);

  const experience = findExperience(part("experience"));
  const education = findEducation(part("education").length ? part("education") : lines);
  const skills = findSkills([...part("skills"), ...part("certifications")], all);

  // From the first job's start to the last one's end (or today): overlapping jobs are not counted twice.
  const dated = experience.filter((entry) => entry.start_date);
  const first = dated.map((entry) => entry.start_date!).sort()[0];
  const lastEnd = dated.some((entry) => entry.is_current_job)
    ? null
    : (dated
        .map((entry) => entry.end_date ?? entry.start_date!)
        .sort()
        .at(-1) ?? null);
  const months = first ? monthsBetween(first, lastEnd, today) : 0;
  const stated = all.match(
    /(\d{1,2}(?:\.\d)?)\+?\s*(?:years?|yrs?|वर्ष|साल)\s*(?:of\s+)?(?:experience|exp|अनुभव)/i,
  );
  const isFresher =
    /\bfresher\b|फ्रेशर/i.test(all) || (experience.length === 0 && part("experience").length === 0);
  const total_experience = experience.length
    ? experienceBucket(first ? months / 12 : stated ? Number(stated[1]) : 0)
    : isFresher
      ? "fresher"
      : null;

  const salaryLine = (pattern: RegExp) => lines.find((line) => pattern.test(line));
  const currentSalaryLine = salaryLine(
    /current\s*(?:ctc|salary|package)|present\s*ctc|वर्तमान\s*(?:वेतन|सीटीसी)/i,
  );
  const expectedSalaryLine = salaryLine(/expected\s*(?:ctc|salary|package)|अपेक्षित\s*(?:वेतन|सीटीसी)/i);
  const noticeLine = salaryLine(/notice\s*period|नोटिस/i);

  const summaryLines = part("summary").filter((line) => !EMAIL.test(line));
  const summary = clean(summaryLines.join(" ")).slice(0, 1000);

  return {
    ...(name ? splitName(name) : { first_name: null, last_name: null }),
    email,
    phone: mobile ? mobile[1].replace(/\D/g, "") : null,
    current_city: city,
    pin_code: pin,
    total_experience,
    current_salary: currentSalaryLine ? rupees(currentSalaryLine.replace(/^[^:]*:/, "")) : null,
    expected_salary: expectedSalaryLine ? rupees(expectedSalaryLine.replace(/^[^:]*:/, "")) : null,
    notice_period: noticeLine ? noticeDays(noticeLine.replace(/^[^:]*:/, "")) : null,
    skills,
    experience,
    education,
    profile_summary: summary || null,
  };
}

type Row = Record<string, string | number | boolean | null>;

/** A saved profile as the wizard shows it (the fields this fills; others pass through). */
export interface FillableProfile {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  current_city?: string | null;
  total_experience?: string | null;
  current_salary?: number | string | null;
  expected_salary?: number | string | null;
  notice_period?: number | string | null;
  profile_summary?: string | null;
  education?: object[];
  skills?: object[];
  experience?: object[];
}

const empty = (value: unknown) => value === null || value === undefined || String(value).trim() === "";

/**
 * The wizard's values: the saved profile, with what the resume says in the
 * fields the candidate has left empty (a saved value always wins). Nothing is
 * saved here; `sections` names the steps that show something read.
 */
export function fillProfile<T extends FillableProfile>(
  profile: T,
  parsed: ParsedResume,
): { values: T; sections: ("personal" | "education" | "skills" | "experience" | "summary")[] } {
  const values: Record<string, unknown> = { ...(profile as object) };
  const sections = new Set<"personal" | "education" | "skills" | "experience" | "summary">();
  const personal = {
    first_name: parsed.first_name,
    last_name: parsed.last_name,
    phone: parsed.phone,
    current_city: parsed.current_city,
    total_experience: parsed.total_experience,
    current_salary: parsed.current_salary,
    expected_salary: parsed.expected_salary,
    notice_period: parsed.notice_period,
  };
  for (const [field, value] of Object.entries(personal)) {
    if (value === null || !empty(values[field])) continue;
    values[field] = value;
    sections.add("personal");
  }
  if (parsed.profile_summary && empty(values.profile_summary)) {
    values.profile_summary = parsed.profile_summary.slice(0, 2000);
    sections.add("summary");
  }
  const lists: ["education" | "skills" | "experience", Row[]][] = [
    ["education", parsed.education.map((entry) => ({ ...entry }))],
    [
      "skills",
      parsed.skills
        .slice(0, 30)
        .map((skill) => ({ skill_name: skill, proficiency_level: 3, years_of_experience: 0 })),
    ],
    ["experience", parsed.experience.map((entry) => ({ ...entry }))],
  ];
  for (const [list, rows] of lists) {
    const saved = values[list];
    if (rows.length === 0 || (Array.isArray(saved) && saved.length > 0)) continue;
    values[list] = rows;
    sections.add(list);
  }
  return { values: values as T, sections: [...sections] };
}
