// The six services (SPEC §2): a summary with four bullets for the home page,
// and detail text with key features for /services. Slugs match the header's
// service menu (/services#networks and so on).

export interface Service {
  slug: string;
  title: string;
  icon: string;
  summary: string;
  bullets: [string, string, string, string];
  detail: string[];
  keyFeatures: string[];
}

export const services: Service[] = [
  {
    slug: "networks",
    title: "Networks",
    icon: "networks",
    summary: "Planning, deployment and upkeep of access, transport and enterprise networks over fibre, microwave and copper.",
    bullets: [
      "Network planning and site survey",
      "Fibre and microwave deployment",
      "Enterprise LAN, WAN and Wi-Fi",
      "Testing, commissioning and handover",
    ],
    detail: [
      "From the first survey to the final acceptance test, our network teams build the links your customers depend on. We work on FTTH and FTTx access, backhaul and transport rings, and campus networks for enterprises and public bodies.",
      "Every job is documented as built: route maps, splice records, OTDR traces and test reports, delivered in your format so your operations team can take over without surprises.",
    ],
    keyFeatures: [
      "Desktop and field surveys with route and splice planning",
      "Fibre laying, blowing, splicing and OTDR testing",
      "Microwave link installation and alignment",
      "Structured cabling, LAN, WAN and wireless for offices and campuses",
      "As-built documentation and acceptance testing",
      "Experienced supervisors on every site",
    ],
  },
  {
    slug: "managed-services",
    title: "Managed Services",
    icon: "managed",
    summary: "Round-the-clock NOC monitoring, field maintenance and SLA-backed operations, so your team can focus on growth.",
    bullets: ["24x7 NOC monitoring", "Incident and change management", "Preventive and corrective maintenance", "SLA reporting and reviews"],
    detail: [
      "We run network operations centres for operators and enterprises, either from your premises or ours. Trained NOC engineers watch alarms around the clock, open and track tickets, and dispatch field teams before a fault becomes an outage.",
      "Monthly service reviews show what happened, what we fixed and what we recommend, measured against the service levels we agreed with you.",
    ],
    keyFeatures: [
      "L1, L2 and L3 NOC teams in shifts, 365 days a year",
      "Alarm monitoring, ticketing and escalation matrices",
      "Field maintenance teams for preventive and corrective work",
      "Spares and inventory tracking",
      "SLA dashboards and monthly service reviews",
      "Transition plans that take over without downtime",
    ],
  },
  {
    slug: "digital-transformation",
    title: "Digital Transformation",
    icon: "digital",
    summary: "Cloud migration, automation and modern IT operations for organisations moving on from legacy systems.",
    bullets: [
      "Cloud readiness and migration",
      "Process automation and scripting",
      "IT service management set-up",
      "Data dashboards and reporting",
    ],
    detail: [
      "We help organisations move workloads to the cloud, automate the repetitive work of their IT and network teams, and put proper service management in place.",
      "Our consultants and engineers work in small, accountable teams with clear milestones, and they hand over skills and documentation so your people can run what we build.",
    ],
    keyFeatures: [
      "Assessment of applications and infrastructure for the cloud",
      "Migration planning and execution with rollback plans",
      "Automation of provisioning, reports and routine checks",
      "ITSM processes: incident, problem, change and asset management",
      "Dashboards for operations and management",
      "Training and handover to your in-house team",
    ],
  },
  {
    slug: "ip-services",
    title: "IP Services",
    icon: "ip",
    summary: "Routing, switching, MPLS and network security engineering for carriers and large enterprises.",
    bullets: [
      "IP/MPLS core and edge design",
      "Routing and switching configuration",
      "Firewall and network security",
      "IPv6 migration and audits",
    ],
    detail: [
      "Our certified IP engineers design, configure and audit carrier and enterprise networks across the major equipment vendors.",
      "Whether you are adding a new point of presence, segmenting a campus network or preparing for IPv6, we plan the change, test it in a lab where needed, and carry it out in agreed maintenance windows.",
    ],
    keyFeatures: [
      "IP/MPLS, BGP, OSPF and IS-IS design and implementation",
      "Data-centre and campus switching",
      "Firewall, VPN and access-control configuration",
      "Configuration audits and hardening",
      "IPv6 readiness assessments and dual-stack roll-outs",
      "Change plans with tested rollback steps",
    ],
  },
  {
    slug: "resource-management",
    title: "Resource Management",
    icon: "people",
    summary: "Skilled IT, telecom and NOC professionals on contract, permanent or project terms, deployed fast.",
    bullets: [
      "Contract and permanent staffing",
      "NOC, field and project teams",
      "First candidate within 24 hours",
      "Payroll and statutory compliance",
    ],
    detail: [
      "Staffing is where we began, and it is still the heart of what we do. We find, screen and deploy engineers, technicians, coordinators and project managers for roles across IT, telecom and infrastructure.",
      "You choose the model: permanent hiring, contract staffing on our payroll, or a complete project team with its own lead. We handle onboarding, payroll, PF, ESI and the paperwork, and we replace quickly if a placement does not work out.",
    ],
    keyFeatures: [
      "First candidate submission within 24 hours",
      "Average 7-day placement cycle",
      "Technical screening by engineers, not just recruiters",
      "Contract staffing with payroll and statutory compliance",
      "Bulk hiring for roll-outs and new NOCs",
      "Replacement guarantee on every placement",
    ],
  },
  {
    slug: "infra-installation",
    title: "Infra Installation",
    icon: "tower",
    summary: "Tower, shelter, rack and power installation with trained, safety-certified crews across India.",
    bullets: ["BTS and tower installation", "Rack, cabinet and power set-up", "Site survey and civil works", "Safety-certified field crews"],
    detail: [
      "Our installation crews build and upgrade telecom sites: ground-based and rooftop towers, shelters, outdoor cabinets, power systems and indoor equipment rooms.",
      "Each crew works to a method statement with a trained supervisor, the right personal protective equipment and photo-documented quality checks, so you get sites that pass acceptance the first time.",
    ],
    keyFeatures: [
      "Site surveys, line-of-sight and structural checks",
      "Tower, pole and antenna mounting",
      "Shelter, cabinet, rack and cable-tray installation",
      "DC power, battery bank and earthing work",
      "Work-at-height and electrical safety certification",
      "Photo-documented quality checks and handover packs",
    ],
  },
];
