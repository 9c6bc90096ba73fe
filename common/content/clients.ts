// The /clients page. The organisations are fictional; their wordmarks are drawn
// in public/images/clients/ (all 224 × 64). The words are `msg` descriptors,
// shown in the page's language with `i18n._(…)` (docs/i18n.md).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface ClientLogo {
  slug: string;
  name: string;
  sector: MessageDescriptor;
}

export const CLIENT_LOGO = { width: 224, height: 64 } as const;

export const clientLogos: ClientLogo[] = [
  { slug: "telvani", name: "Telvani Communications", sector: msg`Telecom` },
  { slug: "nabhas", name: "Nabhas Airways", sector: msg`Aviation` },
  { slug: "shilpkar", name: "Shilpkar Engineering", sector: msg`Engineering` },
  { slug: "dhwaj", name: "Dhwaj Defence Systems", sector: msg`Defence` },
  { slug: "tarang", name: "Tarang Electronics", sector: msg`Electronics` },
  { slug: "sthapatya", name: "Sthapatya Infrastructure", sector: msg`Infrastructure` },
  { slug: "jyotirlink", name: "Jyotirlink Telecom", sector: msg`Telecom` },
  { slug: "megh", name: "Megh Aviation Services", sector: msg`Aviation` },
  { slug: "lohit", name: "Lohit Heavy Engineering", sector: msg`Engineering` },
  { slug: "prakaar", name: "Prakaar Infra Projects", sector: msg`Infrastructure` },
];

export const clientsPage = {
  stats: [
    { value: "50+", label: msg`Enterprise Clients` },
    { value: "10,000+", label: msg`Professionals Placed` },
    { value: "15+", label: msg`Industries Served` },
    { value: "95%", label: msg`Client Satisfaction` },
  ],
  whyChooseUs: {
    title: msg`Why clients choose Vistaar`,
    text: msg`Operators, integrators and manufacturers stay with us because we make their projects easier to run, not harder.`,
    points: [
      msg`Technical screening by engineers who have done the job themselves`,
      msg`First candidates within 24 hours and a 7-day placement cycle`,
      msg`One accountable manager for every engagement`,
      msg`Payroll, PF, ESI and labour-law compliance handled for you`,
      msg`Safety-trained field crews with documented quality checks`,
      msg`Presence in more than ten states for national roll-outs`,
    ],
  },
  features: [
    {
      icon: "people",
      title: msg`Dedicated account team`,
      text: msg`A named manager and recruiter pair who know your sites, your tools and your standards.`,
    },
    {
      icon: "map",
      title: msg`Pan-India reach`,
      text: msg`Teams on the ground across north, west, south and east India, including smaller towns.`,
    },
    {
      icon: "document",
      title: msg`Compliance handled`,
      text: msg`Contracts, payroll and statutory filings done right, with records ready for your audits.`,
    },
    {
      icon: "agility",
      title: msg`Flexible engagement`,
      text: msg`Permanent hiring, contract staffing or a full project team: change the mix as your project moves.`,
    },
  ],
};
