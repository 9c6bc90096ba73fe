// The skills step's suggestions, apart from ./profile-fields.ts: only the
// profile's editors (app/components/profile/sections.tsx) use them, so the
// pages that only show a profile do not load them.

/** Suggestions on the skills step, grouped as SPEC §2 lists them. */
export const skillSuggestions: Record<string, string[]> = {
  "Programming Languages": [
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
  Frontend: ["React", "Angular", "Vue.js", "HTML", "CSS", "Tailwind CSS"],
  Backend: ["Node.js", "Spring Boot", "Django", "Express", ".NET", "REST APIs"],
  Databases: ["PostgreSQL", "MySQL", "Oracle", "MongoDB", "Redis", "SQL"],
  "Cloud & DevOps": ["AWS", "Azure", "Google Cloud", "Docker", "Kubernetes", "Linux", "Terraform", "Jenkins"],
  Mobile: ["Android", "Kotlin", "iOS", "Swift", "Flutter", "React Native"],
  "Data Science & AI": ["Machine Learning", "Data Analysis", "Power BI", "Pandas", "TensorFlow", "Excel"],
  "Soft Skills": [
    "Communication",
    "Teamwork",
    "Problem Solving",
    "Leadership",
    "Time Management",
    "Customer Handling",
  ],
  Design: ["Figma", "UI Design", "UX Research", "AutoCAD", "Photoshop"],
};
