// What the profile's pages need to know about a profile, without zod, so
// their JavaScript stays small: the option lists and labels of SPEC §5 (the
// skills step's suggestions are in ./skill-suggestions.ts) and how the form's
// names nest. The rules are in ./profile.ts, which exports these as well.

export const genderOptions = [
  ["male", /*i18n*/ "Male"],
  ["female", /*i18n*/ "Female"],
  ["other", /*i18n*/ "Other"],
  ["prefer_not_to_say", /*i18n*/ "Prefer not to say"],
] as const;

export const maritalStatusOptions = [
  ["single", /*i18n*/ "Single"],
  ["married", /*i18n*/ "Married"],
  ["divorced", /*i18n*/ "Divorced"],
  ["widowed", /*i18n*/ "Widowed"],
  ["prefer_not_to_say", /*i18n*/ "Prefer not to say"],
] as const;

export const disabilityOptions = [
  ["none", /*i18n*/ "None"],
  ["visual_impairment", /*i18n*/ "Visual impairment"],
  ["hearing_impairment", /*i18n*/ "Hearing impairment"],
  ["mobility_impairment", /*i18n*/ "Mobility impairment"],
  ["cognitive_impairment", /*i18n*/ "Cognitive impairment"],
  ["other", /*i18n*/ "Other"],
  ["prefer_not_to_say", /*i18n*/ "Prefer not to say"],
] as const;

export const experienceOptions = [
  ["fresher", /*i18n*/ "Fresher"],
  ["1-2", /*i18n*/ "1-2 years"],
  ["3-5", /*i18n*/ "3-5 years"],
  ["6-10", /*i18n*/ "6-10 years"],
  ["10+", /*i18n*/ "10+ years"],
] as const;

export const industryOptions = [
  ["technology", /*i18n*/ "Technology"],
  ["healthcare", /*i18n*/ "Healthcare"],
  ["finance", /*i18n*/ "Finance"],
  ["education", /*i18n*/ "Education"],
  ["retail", /*i18n*/ "Retail"],
  ["manufacturing", /*i18n*/ "Manufacturing"],
  ["consulting", /*i18n*/ "Consulting"],
  ["marketing", /*i18n*/ "Marketing"],
  ["real_estate", /*i18n*/ "Real Estate"],
  ["automotive", /*i18n*/ "Automotive"],
  ["aerospace", /*i18n*/ "Aerospace"],
  ["energy", /*i18n*/ "Energy"],
  ["media", /*i18n*/ "Media"],
  ["hospitality", /*i18n*/ "Hospitality"],
  ["construction", /*i18n*/ "Construction"],
  ["agriculture", /*i18n*/ "Agriculture"],
  ["logistics", /*i18n*/ "Logistics"],
  ["telecommunications", /*i18n*/ "Telecommunications"],
  ["government", /*i18n*/ "Government"],
  ["non_profit", /*i18n*/ "Non-profit"],
  ["other", /*i18n*/ "Other"],
] as const;

export const educationLevelOptions = [
  ["10th", /*i18n*/ "10th"],
  ["12th", /*i18n*/ "12th"],
  ["diploma", /*i18n*/ "Diploma"],
  ["bachelor", /*i18n*/ "Bachelor's"],
  ["master", /*i18n*/ "Master's"],
  ["phd", /*i18n*/ "PhD"],
  ["other", /*i18n*/ "Other"],
] as const;

export const employmentTypeOptions = [
  ["full_time", /*i18n*/ "Full time"],
  ["part_time", /*i18n*/ "Part time"],
  ["contract", /*i18n*/ "Contract"],
  ["internship", /*i18n*/ "Internship"],
  ["freelance", /*i18n*/ "Freelance"],
] as const;

export const proficiencyLabels: Record<number, string> = {
  1: /*i18n*/ "Beginner",
  2: /*i18n*/ "Novice",
  3: /*i18n*/ "Intermediate",
  4: /*i18n*/ "Advanced",
  5: /*i18n*/ "Expert",
};

export const profileSections = ["personal", "education", "skills", "experience", "summary"] as const;
export type ProfileSection = (typeof profileSections)[number];

export const sectionLabels: Record<ProfileSection, string> = {
  personal: /*i18n*/ "Personal",
  education: /*i18n*/ "Education",
  skills: /*i18n*/ "Skills",
  experience: /*i18n*/ "Experience",
  summary: /*i18n*/ "Summary",
};

/** Photos and resumes: at most 5 MB (SPEC §9). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The profile's lists: the only names a form may send as `list[index].field`. */
const profileLists = ["education", "skills", "experience"] as const;
type ProfileList = (typeof profileLists)[number];
const isProfileList = (name: string): name is ProfileList =>
  (profileLists as readonly string[]).includes(name);
/** Names that reach an object's prototype when used as a key; no form of ours has them. */
const PROTOTYPE_NAMES = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Turns `education[0].course_name`-style form names into nested arrays and
 * objects. Names come from the request, so they are collected in Maps and
 * never used to reach into a live object (`__proto__[0].x` once wrote to
 * Object.prototype and broke every page); only the profile's own lists are
 * nested, and the objects are made with Object.fromEntries, which defines
 * own properties only. `form` is the posted form, or what a refused form
 * sends back of it (server/http/action.ts), for the page to show it again.
 */
export function nestedFormValues(form: Iterable<[string, unknown]>): Record<string, unknown> {
  const scalars = new Map<string, string>();
  const lists = new Map<ProfileList, Map<number, Map<string, string>>>();
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const match = name.match(/^(\w+)\[(\d{1,3})\]\.(\w+)$/);
    if (!match) {
      if (!PROTOTYPE_NAMES.has(name)) scalars.set(name, value);
      continue;
    }
    const [, list, index, field] = match;
    if (!isProfileList(list) || PROTOTYPE_NAMES.has(field)) continue;
    const rows = lists.get(list) ?? new Map<number, Map<string, string>>();
    lists.set(list, rows);
    const row = rows.get(Number(index)) ?? new Map<string, string>();
    rows.set(Number(index), row);
    row.set(field, value);
  }
  // Rows removed in the browser leave gaps in the indexes; the list closes them up.
  const nested = [...lists].map(([list, rows]) => [
    list,
    [...rows].sort(([a], [b]) => a - b).map(([, row]) => Object.fromEntries(row)),
  ]);
  return Object.fromEntries([...[...scalars].filter(([name]) => !lists.has(name as ProfileList)), ...nested]);
}
