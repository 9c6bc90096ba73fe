// The /clients page. The organisations are fictional; their wordmarks are drawn
// in public/images/clients/ (all 224 × 64).

export interface ClientLogo {
  slug: string;
  name: string;
  sector: string;
}

export const CLIENT_LOGO = { width: 224, height: 64 } as const;

export const clientLogos: ClientLogo[] = [
  { slug: "telvani", name: "Telvani Communications", sector: "Telecom" },
  { slug: "nabhas", name: "Nabhas Airways", sector: "Aviation" },
  { slug: "shilpkar", name: "Shilpkar Engineering", sector: "Engineering" },
  { slug: "dhwaj", name: "Dhwaj Defence Systems", sector: "Defence" },
  { slug: "tarang", name: "Tarang Electronics", sector: "Electronics" },
  { slug: "sthapatya", name: "Sthapatya Infrastructure", sector: "Infrastructure" },
  { slug: "jyotirlink", name: "Jyotirlink Telecom", sector: "Telecom" },
  { slug: "megh", name: "Megh Aviation Services", sector: "Aviation" },
  { slug: "lohit", name: "Lohit Heavy Engineering", sector: "Engineering" },
  { slug: "prakaar", name: "Prakaar Infra Projects", sector: "Infrastructure" },
];

export const clientsPage = {
  stats: [
    { value: "50+", label: "Enterprise Clients" },
    { value: "10,000+", label: "Professionals Placed" },
    { value: "15+", label: "Industries Served" },
    { value: "95%", label: "Client Satisfaction" },
  ],
  whyChooseUs: {
    title: "Why clients choose Vistaar",
    text: "Operators, integrators and manufacturers stay with us because we make their projects easier to run, not harder.",
    points: [
      "Technical screening by engineers who have done the job themselves",
      "First candidates within 24 hours and a 7-day placement cycle",
      "One accountable manager for every engagement",
      "Payroll, PF, ESI and labour-law compliance handled for you",
      "Safety-trained field crews with documented quality checks",
      "Presence in more than ten states for national roll-outs",
    ],
  },
  features: [
    { icon: "people", title: "Dedicated account team", text: "A named manager and recruiter pair who know your sites, your tools and your standards." },
    { icon: "map", title: "Pan-India reach", text: "Teams on the ground across north, west, south and east India, including smaller towns." },
    { icon: "document", title: "Compliance handled", text: "Contracts, payroll and statutory filings done right, with records ready for your audits." },
    { icon: "agility", title: "Flexible engagement", text: "Permanent hiring, contract staffing or a full project team: change the mix as your project moves." },
  ],
};
