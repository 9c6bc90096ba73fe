// The firm's story and figures for the marketing pages. Figures are SPEC §2 and
// §9's; the words are ours. Content modules are read by route loaders only, so
// the copy travels as page data, not as JavaScript (docs/decisions/0005-public-site.md).
import { site } from "~/site.config";

export interface Counter {
  end: number;
  prefix?: string;
  suffix?: string;
  label: string;
}

export interface Fact {
  value: string;
  label: string;
}

export interface StatCard {
  title: string;
  icon: string;
  value: string;
  valueLabel: string;
  text: string;
  points: string[];
}

export const hero = {
  eyebrow: "IT · Telecom · NOC staffing · Infrastructure",
  title: "Technology and manpower for India's networks",
  lead: "Vistaar places skilled engineers, runs network operations and builds telecom infrastructure for operators, system integrators and enterprises across India.",
  counters: [
    { end: 50, suffix: "+", label: "Clients Served" },
    { end: 2000, suffix: "+", label: "Successful Placements" },
    { end: 99, suffix: "%", label: "Client Satisfaction" },
  ] as Counter[],
};

export const about = {
  eyebrow: "About Us",
  title: "Built in the field since 2017",
  intro: [
    `${site.name} started in Noida in ${site.established} with a small team placing NOC engineers for a single telecom operator.`,
    "Today we recruit, manage and build for telecom operators, tower companies, system integrators and enterprises in more than ten states: from fibre roll-outs and tower installation to round-the-clock network operations centres.",
  ],
  mission: {
    title: "Our Mission",
    text: "To give every network project the right people at the right time: engineers who are screened, trained and ready to work on day one, and crews who finish sites safely and to specification.",
  },
  vision: {
    title: "Our Vision",
    text: "To be India's most trusted technology and manpower partner for the companies that connect the country, in every state where they build.",
  },
  facts: [
    { value: String(site.established), label: "Established" },
    { value: "10+", label: "States" },
    { value: "100+", label: "Employees" },
    { value: "2000+", label: "Placements" },
  ] satisfies Fact[],
};

export const whyChooseUs = {
  eyebrow: "Why Choose Us",
  title: "A partner that moves at the speed of your roll-out",
  lead: "Large enough to staff a national project, close enough to the ground to fill a single urgent shift.",
  cards: [
    {
      title: "Scale",
      icon: "scale",
      value: "10K+",
      valueLabel: "workforce deployed",
      text: "Offices and recruiters across India mean we can staff a circle-wide roll-out as readily as a single site.",
      points: ["25+ offices", "200+ recruiters", "500+ clients"],
    },
    {
      title: "Agility",
      icon: "agility",
      value: "24 hrs",
      valueLabel: "to first candidate submission",
      text: "Pre-screened talent pools and a fixed playbook keep your project on schedule.",
      points: ["7-day placement cycle", "100+ hires per month", "Replacements without fuss"],
    },
    {
      title: "Technology",
      icon: "technology",
      value: "98%",
      valueLabel: "retention",
      text: "Our own job board, structured skill tests and live deployment tracking show you every step from shortlist to site.",
      points: ["15+ industries", "Skill-tested candidates", "Transparent reporting"],
    },
  ] satisfies StatCard[],
  recognition: {
    title: "Recognition and commitments",
    items: [
      { icon: "award", title: "Preferred staffing vendor", text: "Empanelled with leading telecom operators and system integrators." },
      { icon: "shield", title: "Safety first", text: "Trained, certified crews for work at height and on live electrical sites." },
      { icon: "document", title: "Fully compliant", text: "PF, ESI and labour-law compliance handled for every person we deploy." },
      { icon: "handshake", title: "Long-term partnerships", text: "Most of our clients have worked with us for three years or more." },
    ],
  },
};

/** The /about page's story beyond the home page's about section. */
export const aboutPage = {
  values: [
    { icon: "shield", title: "Safety before speed", text: "No site, shift or deadline is worth an accident. Our crews stop work when it is unsafe." },
    { icon: "handshake", title: "Plain dealing", text: "Clear rates, clear contracts and no fees charged to candidates, ever." },
    { icon: "people", title: "People who stay", text: "We match skills and temperament, so placements last and teams stay stable." },
    { icon: "agility", title: "Own the outcome", text: "A named manager answers for every engagement, from the first CV to the last site report." },
  ],
  timeline: [
    { year: "2017", text: "Founded in Noida; first NOC engineers placed with a telecom operator." },
    { year: "2019", text: "Managed NOC services and field maintenance added; operations in five states." },
    { year: "2021", text: "Tower, rack and power installation crews formed for 4G densification projects." },
    { year: "2023", text: "2000 successful placements; presence in more than ten states." },
    { year: "2025", text: "Our own job board launched, so candidates can apply and track applications online." },
  ],
};
