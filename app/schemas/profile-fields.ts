// What the profile's pages need to know about a profile, without zod, so
// their JavaScript stays small: the option lists and labels of SPEC §5 (the
// skills step's suggestions are in ./skill-suggestions.ts). The rules are in
// ./profile.ts, which exports these as well.

export const genderOptions = [
  ["male", "Male"],
  ["female", "Female"],
  ["other", "Other"],
  ["prefer_not_to_say", "Prefer not to say"],
] as const;

export const maritalStatusOptions = [
  ["single", "Single"],
  ["married", "Married"],
  ["divorced", "Divorced"],
  ["widowed", "Widowed"],
  ["prefer_not_to_say", "Prefer not to say"],
] as const;

export const disabilityOptions = [
  ["none", "None"],
  ["visual_impairment", "Visual impairment"],
  ["hearing_impairment", "Hearing impairment"],
  ["mobility_impairment", "Mobility impairment"],
  ["cognitive_impairment", "Cognitive impairment"],
  ["other", "Other"],
  ["prefer_not_to_say", "Prefer not to say"],
] as const;

export const experienceOptions = [
  ["fresher", "Fresher"],
  ["1-2", "1-2 years"],
  ["3-5", "3-5 years"],
  ["6-10", "6-10 years"],
  ["10+", "10+ years"],
] as const;

export const industryOptions = [
  ["technology", "Technology"],
  ["healthcare", "Healthcare"],
  ["finance", "Finance"],
  ["education", "Education"],
  ["retail", "Retail"],
  ["manufacturing", "Manufacturing"],
  ["consulting", "Consulting"],
  ["marketing", "Marketing"],
  ["real_estate", "Real Estate"],
  ["automotive", "Automotive"],
  ["aerospace", "Aerospace"],
  ["energy", "Energy"],
  ["media", "Media"],
  ["hospitality", "Hospitality"],
  ["construction", "Construction"],
  ["agriculture", "Agriculture"],
  ["logistics", "Logistics"],
  ["telecommunications", "Telecommunications"],
  ["government", "Government"],
  ["non_profit", "Non-profit"],
  ["other", "Other"],
] as const;

export const educationLevelOptions = [
  ["10th", "10th"],
  ["12th", "12th"],
  ["diploma", "Diploma"],
  ["bachelor", "Bachelor's"],
  ["master", "Master's"],
  ["phd", "PhD"],
  ["other", "Other"],
] as const;

export const employmentTypeOptions = [
  ["full_time", "Full time"],
  ["part_time", "Part time"],
  ["contract", "Contract"],
  ["internship", "Internship"],
  ["freelance", "Freelance"],
] as const;

export const proficiencyLabels: Record<number, string> = {
  1: "Beginner",
  2: "Novice",
  3: "Intermediate",
  4: "Advanced",
  5: "Expert",
};

export const profileSections = ["personal", "education", "skills", "experience", "summary"] as const;
export type ProfileSection = (typeof profileSections)[number];

export const sectionLabels: Record<ProfileSection, string> = {
  personal: "Personal",
  education: "Education",
  skills: "Skills",
  experience: "Experience",
  summary: "Summary",
};

/** Photos and resumes: at most 5 MB (SPEC §9). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
