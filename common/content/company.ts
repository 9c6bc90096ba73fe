// The firm's story and figures for the marketing pages. Figures are SPEC §2 and
// §9's; the words are ours. Content modules are read by route loaders only, so
// the copy travels as page data, not as JavaScript (docs/decisions/0005-public-site.md).
// The words are `msg` descriptors, shown in the page's language with `i18n._(…)`
// (docs/i18n.md).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { site } from "../../app/site.config";

const { name, established } = site;

export interface Counter {
  end: number;
  prefix?: string;
  suffix?: string;
  label: MessageDescriptor;
}

export interface Fact {
  value: string;
  label: MessageDescriptor;
}

export interface StatCard {
  title: MessageDescriptor;
  icon: string;
  value: MessageDescriptor;
  valueLabel: MessageDescriptor;
  text: MessageDescriptor;
  points: MessageDescriptor[];
}

export const hero = {
  eyebrow: msg`IT · Telecom · NOC staffing · Infrastructure`,
  title: msg`Technology and manpower for India's networks`,
  lead: msg`Vistaar places skilled engineers, runs network operations and builds telecom infrastructure for operators, system integrators and enterprises across India.`,
  counters: [
    { end: 50, suffix: "+", label: msg`Clients Served` },
    { end: 2000, suffix: "+", label: msg`Successful Placements` },
    { end: 99, suffix: "%", label: msg`Client Satisfaction` },
  ] as Counter[],
};

export const about = {
  eyebrow: msg`About Us`,
  title: msg`Built in the field since 2017`,
  intro: [
    msg`${name} started in Noida in ${established} with a small team placing NOC engineers for a single telecom operator.`,
    msg`Today we recruit, manage and build for telecom operators, tower companies, system integrators and enterprises in more than ten states: from fibre roll-outs and tower installation to round-the-clock network operations centres.`,
  ],
  mission: {
    title: msg`Our Mission`,
    text: msg`To give every network project the right people at the right time: engineers who are screened, trained and ready to work on day one, and crews who finish sites safely and to specification.`,
  },
  vision: {
    title: msg`Our Vision`,
    text: msg`To be India's most trusted technology and manpower partner for the companies that connect the country, in every state where they build.`,
  },
  facts: [
    { value: String(site.established), label: msg`Established` },
    { value: "10+", label: msg`States` },
    { value: "100+", label: msg`Employees` },
    { value: "2000+", label: msg`Placements` },
  ] satisfies Fact[],
};

export const whyChooseUs = {
  eyebrow: msg`Why Choose Us`,
  title: msg`A partner that moves at the speed of your roll-out`,
  lead: msg`Large enough to staff a national project, close enough to the ground to fill a single urgent shift.`,
  cards: [
    {
      title: msg`Scale`,
      icon: "scale",
      value: msg`10K+`,
      valueLabel: msg`workforce deployed`,
      text: msg`Offices and recruiters across India mean we can staff a circle-wide roll-out as readily as a single site.`,
      points: [msg`25+ offices`, msg`200+ recruiters`, msg`500+ clients`],
    },
    {
      title: msg`Agility`,
      icon: "agility",
      value: msg`24 hrs`,
      valueLabel: msg`to first candidate submission`,
      text: msg`Pre-screened talent pools and a fixed playbook keep your project on schedule.`,
      points: [msg`7-day placement cycle`, msg`100+ hires per month`, msg`Replacements without fuss`],
    },
    {
      title: msg`Technology`,
      icon: "technology",
      value: msg`98%`,
      valueLabel: msg`retention`,
      text: msg`Our own job board, structured skill tests and live deployment tracking show you every step from shortlist to site.`,
      points: [msg`15+ industries`, msg`Skill-tested candidates`, msg`Transparent reporting`],
    },
  ] satisfies StatCard[],
  recognition: {
    title: msg`Recognition and commitments`,
    items: [
      {
        icon: "award",
        title: msg`Preferred staffing vendor`,
        text: msg`Empanelled with leading telecom operators and system integrators.`,
      },
      {
        icon: "shield",
        title: msg`Safety first`,
        text: msg`Trained, certified crews for work at height and on live electrical sites.`,
      },
      {
        icon: "document",
        title: msg`Fully compliant`,
        text: msg`PF, ESI and labour-law compliance handled for every person we deploy.`,
      },
      {
        icon: "handshake",
        title: msg`Long-term partnerships`,
        text: msg`Most of our clients have worked with us for three years or more.`,
      },
    ],
  },
};

/** The /about page's story beyond the home page's about section. */
export const aboutPage = {
  values: [
    {
      icon: "shield",
      title: msg`Safety before speed`,
      text: msg`No site, shift or deadline is worth an accident. Our crews stop work when it is unsafe.`,
    },
    {
      icon: "handshake",
      title: msg`Plain dealing`,
      text: msg`Clear rates, clear contracts and no fees charged to candidates, ever.`,
    },
    {
      icon: "people",
      title: msg`People who stay`,
      text: msg`We match skills and temperament, so placements last and teams stay stable.`,
    },
    {
      icon: "agility",
      title: msg`Own the outcome`,
      text: msg`A named manager answers for every engagement, from the first CV to the last site report.`,
    },
  ],
  timeline: [
    { year: "2017", text: msg`Founded in Noida; first NOC engineers placed with a telecom operator.` },
    { year: "2019", text: msg`Managed NOC services and field maintenance added; operations in five states.` },
    {
      year: "2021",
      text: msg`Tower, rack and power installation crews formed for 4G densification projects.`,
    },
    { year: "2023", text: msg`2000 successful placements; presence in more than ten states.` },
    {
      year: "2025",
      text: msg`Our own job board launched, so candidates can apply and track applications online.`,
    },
  ],
};
