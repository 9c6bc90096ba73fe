// The skills step's suggestions, apart from ./profile-fields.ts: only the
// profile's editors (app/components/profile/sections.tsx) use them, so the
// pages that only show a profile do not load them.

/**
 * Suggestions on the skills step, grouped as SPEC §2 lists them. The group
 * names are shown in the page's language: computed keys, so that they stay
 * string literals marked `/*i18n*\/` for the catalogue. The skills stay as
 * written, as they are saved as they are.
 */
export const skillSuggestions: Record<string, string[]> = {
  [/*i18n*/ "Programming Languages"]: [
    "JavaScript",
    "TypeScript",
    "Python",
    "Java",
    "C",
    "C++",
    "C#",
    "Go",
    "PHP",
    "Bash",
  ],
  [/*i18n*/ "Frontend"]: ["React", "Angular", "Vue.js", "HTML", "CSS", "Tailwind CSS"],
  [/*i18n*/ "Backend"]: ["Node.js", "Spring Boot", "Django", "Express", ".NET", "REST APIs"],
  [/*i18n*/ "Databases"]: ["PostgreSQL", "MySQL", "Oracle", "MongoDB", "Redis", "SQL"],
  [/*i18n*/ "Cloud & DevOps"]: [
    "AWS",
    "Azure",
    "Google Cloud",
    "Docker",
    "Kubernetes",
    "Linux",
    "Terraform",
    "Jenkins",
  ],
  [/*i18n*/ "Mobile"]: ["Android", "Kotlin", "iOS", "Swift", "Flutter", "React Native"],
  [/*i18n*/ "Data Science & AI"]: [
    "Machine Learning",
    "Data Analysis",
    "Power BI",
    "Pandas",
    "TensorFlow",
    "Excel",
  ],
  [/*i18n*/ "Soft Skills"]: [
    "Communication",
    "Teamwork",
    "Problem Solving",
    "Leadership",
    "Time Management",
    "Customer Handling",
  ],
  [/*i18n*/ "Design"]: ["Figma", "UI Design", "UX Research", "AutoCAD", "Photoshop"],
};
