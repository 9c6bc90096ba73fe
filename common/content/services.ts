// The six services (SPEC §2): a summary with four bullets for the home page,
// and detail text with key features for /services. Slugs match the header's
// service menu (/services#networks and so on). The words are `msg`
// descriptors, shown in the page's language with `i18n._(…)` (docs/i18n.md).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface Service {
  slug: string;
  title: MessageDescriptor;
  icon: string;
  summary: MessageDescriptor;
  bullets: [MessageDescriptor, MessageDescriptor, MessageDescriptor, MessageDescriptor];
  detail: MessageDescriptor[];
  keyFeatures: MessageDescriptor[];
}

export const services: Service[] = [
  {
    slug: "networks",
    title: msg`Networks`,
    icon: "networks",
    summary: msg`Planning, deployment and upkeep of access, transport and enterprise networks over fibre, microwave and copper.`,
    bullets: [
      msg`Network planning and site survey`,
      msg`Fibre and microwave deployment`,
      msg`Enterprise LAN, WAN and Wi-Fi`,
      msg`Testing, commissioning and handover`,
    ],
    detail: [
      msg`From the first survey to the final acceptance test, our network teams build the links your customers depend on. We work on FTTH and FTTx access, backhaul and transport rings, and campus networks for enterprises and public bodies.`,
      msg`Every job is documented as built: route maps, splice records, OTDR traces and test reports, delivered in your format so your operations team can take over without surprises.`,
    ],
    keyFeatures: [
      msg`Desktop and field surveys with route and splice planning`,
      msg`Fibre laying, blowing, splicing and OTDR testing`,
      msg`Microwave link installation and alignment`,
      msg`Structured cabling, LAN, WAN and wireless for offices and campuses`,
      msg`As-built documentation and acceptance testing`,
      msg`Experienced supervisors on every site`,
    ],
  },
  {
    slug: "managed-services",
    title: msg`Managed Services`,
    icon: "managed",
    summary: msg`Round-the-clock NOC monitoring, field maintenance and SLA-backed operations, so your team can focus on growth.`,
    bullets: [
      msg`24x7 NOC monitoring`,
      msg`Incident and change management`,
      msg`Preventive and corrective maintenance`,
      msg`SLA reporting and reviews`,
    ],
    detail: [
      msg`We run network operations centres for operators and enterprises, either from your premises or ours. Trained NOC engineers watch alarms around the clock, open and track tickets, and dispatch field teams before a fault becomes an outage.`,
      msg`Monthly service reviews show what happened, what we fixed and what we recommend, measured against the service levels we agreed with you.`,
    ],
    keyFeatures: [
      msg`L1, L2 and L3 NOC teams in shifts, 365 days a year`,
      msg`Alarm monitoring, ticketing and escalation matrices`,
      msg`Field maintenance teams for preventive and corrective work`,
      msg`Spares and inventory tracking`,
      msg`SLA dashboards and monthly service reviews`,
      msg`Transition plans that take over without downtime`,
    ],
  },
  {
    slug: "digital-transformation",
    title: msg`Digital Transformation`,
    icon: "digital",
    summary: msg`Cloud migration, automation and modern IT operations for organisations moving on from legacy systems.`,
    bullets: [
      msg`Cloud readiness and migration`,
      msg`Process automation and scripting`,
      msg`IT service management set-up`,
      msg`Data dashboards and reporting`,
    ],
    detail: [
      msg`We help organisations move workloads to the cloud, automate the repetitive work of their IT and network teams, and put proper service management in place.`,
      msg`Our consultants and engineers work in small, accountable teams with clear milestones, and they hand over skills and documentation so your people can run what we build.`,
    ],
    keyFeatures: [
      msg`Assessment of applications and infrastructure for the cloud`,
      msg`Migration planning and execution with rollback plans`,
      msg`Automation of provisioning, reports and routine checks`,
      msg`ITSM processes: incident, problem, change and asset management`,
      msg`Dashboards for operations and management`,
      msg`Training and handover to your in-house team`,
    ],
  },
  {
    slug: "ip-services",
    title: msg`IP Services`,
    icon: "ip",
    summary: msg`Routing, switching, MPLS and network security engineering for carriers and large enterprises.`,
    bullets: [
      msg`IP/MPLS core and edge design`,
      msg`Routing and switching configuration`,
      msg`Firewall and network security`,
      msg`IPv6 migration and audits`,
    ],
    detail: [
      msg`Our certified IP engineers design, configure and audit carrier and enterprise networks across the major equipment vendors.`,
      msg`Whether you are adding a new point of presence, segmenting a campus network or preparing for IPv6, we plan the change, test it in a lab where needed, and carry it out in agreed maintenance windows.`,
    ],
    keyFeatures: [
      msg`IP/MPLS, BGP, OSPF and IS-IS design and implementation`,
      msg`Data-centre and campus switching`,
      msg`Firewall, VPN and access-control configuration`,
      msg`Configuration audits and hardening`,
      msg`IPv6 readiness assessments and dual-stack roll-outs`,
      msg`Change plans with tested rollback steps`,
    ],
  },
  {
    slug: "resource-management",
    title: msg`Resource Management`,
    icon: "people",
    summary: msg`Skilled IT, telecom and NOC professionals on contract, permanent or project terms, deployed fast.`,
    bullets: [
      msg`Contract and permanent staffing`,
      msg`NOC, field and project teams`,
      msg`First candidate within 24 hours`,
      msg`Payroll and statutory compliance`,
    ],
    detail: [
      msg`Staffing is where we began, and it is still the heart of what we do. We find, screen and deploy engineers, technicians, coordinators and project managers for roles across IT, telecom and infrastructure.`,
      msg`You choose the model: permanent hiring, contract staffing on our payroll, or a complete project team with its own lead. We handle onboarding, payroll, PF, ESI and the paperwork, and we replace quickly if a placement does not work out.`,
    ],
    keyFeatures: [
      msg`First candidate submission within 24 hours`,
      msg`Average 7-day placement cycle`,
      msg`Technical screening by engineers, not just recruiters`,
      msg`Contract staffing with payroll and statutory compliance`,
      msg`Bulk hiring for roll-outs and new NOCs`,
      msg`Replacement guarantee on every placement`,
    ],
  },
  {
    slug: "infra-installation",
    title: msg`Infra Installation`,
    icon: "tower",
    summary: msg`Tower, shelter, rack and power installation with trained, safety-certified crews across India.`,
    bullets: [
      msg`BTS and tower installation`,
      msg`Rack, cabinet and power set-up`,
      msg`Site survey and civil works`,
      msg`Safety-certified field crews`,
    ],
    detail: [
      msg`Our installation crews build and upgrade telecom sites: ground-based and rooftop towers, shelters, outdoor cabinets, power systems and indoor equipment rooms.`,
      msg`Each crew works to a method statement with a trained supervisor, the right personal protective equipment and photo-documented quality checks, so you get sites that pass acceptance the first time.`,
    ],
    keyFeatures: [
      msg`Site surveys, line-of-sight and structural checks`,
      msg`Tower, pole and antenna mounting`,
      msg`Shelter, cabinet, rack and cable-tray installation`,
      msg`DC power, battery bank and earthing work`,
      msg`Work-at-height and electrical safety certification`,
      msg`Photo-documented quality checks and handover packs`,
    ],
  },
];
