// The talent pool's candidate search (issue #22) over 200,000 candidates with
// profiles, skills, education, experience and resume text: the response time
// of 1,000 different searches made one at a time (median, p95), as a
// signed-in employer or admin asks for /employer-dashboard/talent-pool over
// HTTP and, second, through the domain function searchCandidates alone; then
// requests a second at 32 connections on a mix of those searches; then a
// digest of the results of a fixed set of searches, to compare engines (the
// exact comparison is server/domain/talent-pool.test.ts's, on both).
// Results: docs/performance.md, "Talent pool search (issue #22)".
//
//   BUILD_DIR=node_modules/.cache/tp-build npx react-router build
//   BUILD_DIR=node_modules/.cache/tp-build npx tsx bench/talent-pool.ts
//   BUILD_DIR=node_modules/.cache/tp-build ENGINE=pglite npx tsx bench/talent-pool.ts
//
// (A build of its own, so that another build does not change under the run;
// inside the project, where the build finds node_modules.) On PostgreSQL, the
// default, DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// names a server and a role that may create databases: it creates a database
// with a random name and drops it at the end. ENGINE=pglite runs on PGlite in
// a temporary directory instead. Starting the built app applies the
// migrations; bench/load.ts's set-based seeding then makes the jobs, the
// 200,000 candidates and the applications (the demo employer's 40 jobs hold
// 47,000 of them), and this file adds, in set-based SQL and the same on every
// run: skills, education and work history fitting each candidate's
// designation, a resume of a few hundred words for 70% of them (telecom and
// IT terms, vendors, tools, clients, cities, certifications, some rare), and
// "Let recruiters find my profile" for 60%. Like bench/load.ts it writes with
// the triggers off, then fills searchable_candidates with the triggers' own
// function, refresh_searchable_candidates, 10,000 profiles at a time: the
// rows the triggers would have written. It prints how long that takes, and
// how long the trigger takes for one statement writing 5,000 profiles.
//
// Settings (environment): CANDIDATES=200000 JOBS=100000 APPLICATIONS=1000000
// (bench/load.ts's), SEARCHES=1000 CONNECTIONS=32 DURATION=10, HTTP=0 (the
// domain timings only), EXPLAIN=5 (PostgreSQL: EXPLAIN ANALYZE of the queries
// of the five slowest searches), KEEP_DATABASE=1 keeps the database (or
// PGlite's directory) and REUSE_DATABASE=<its URL or directory> runs on it
// again without seeding. It prints figures only and asserts nothing but that
// every page answered 200.
import "./production";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { startBenchServer } from "./bench-server";
import { runLoad } from "./load-worker";
import { seed } from "./load";
import { viteImport } from "./vite-import";

process.env.NODE_ENV = "production";

const CANDIDATES = Number(process.env.CANDIDATES ?? 200_000);
const SEARCHES = Number(process.env.SEARCHES ?? 1_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const DURATION = Number(process.env.DURATION ?? 10);
const WARM_UP = 3;
const ENGINE = process.env.ENGINE === "pglite" ? "pglite" : "postgres";
const HTTP = process.env.HTTP !== "0";
const EXPLAIN = Number(process.env.EXPLAIN ?? 0);
const PAGE = "/employer-dashboard/talent-pool";

// ── Vocabularies ────────────────────────────────────────────────────────────

/**
 * The designations of bench/load.ts's profile summaries ("Noc engineer with
 * 3-5 years of experience in …"), each with the titles, skills and duties of
 * that line of work: a candidate's lists and resume follow their summary.
 */
const families: { designation: string; titles: string[]; skills: string[]; duties: string[] }[] = [
  {
    designation: "noc engineer",
    titles: ["NOC Engineer", "Network Operations Engineer", "NOC Analyst"],
    skills: [
      "Network Monitoring",
      "Incident Management",
      "SolarWinds",
      "Nagios",
      "Zabbix",
      "CCNA",
      "ITIL",
      "ServiceNow",
    ],
    duties: ["24x7 network monitoring", "fault management", "ticket triage", "alarm correlation"],
  },
  {
    designation: "network engineer",
    titles: ["Network Engineer", "Senior Network Engineer", "Network Implementation Engineer"],
    skills: ["CCNA", "CCNP", "OSPF", "BGP", "MPLS", "TCP/IP", "Juniper JunOS", "Cisco IOS", "Firewall"],
    duties: [
      "router and switch configuration",
      "core network upgrades",
      "LAN and WAN design",
      "link troubleshooting",
    ],
  },
  {
    designation: "field technician",
    titles: ["Field Technician", "Field Engineer", "O&M Technician"],
    skills: [
      "Site Survey",
      "Earthing",
      "Power Systems",
      "Fusion Splicing",
      "OTDR",
      "Two-wheeler Licence",
      "Battery Maintenance",
    ],
    duties: [
      "site maintenance",
      "power and battery checks",
      "tower site audits",
      "customer premises installation",
    ],
  },
  {
    designation: "fibre splicer",
    titles: ["Fibre Splicing Technician", "FTTH Installer", "OFC Technician"],
    skills: [
      "Fusion Splicing",
      "OTDR",
      "FTTH",
      "GPON",
      "OFC Laying",
      "Splice Closure",
      "Power Meter Testing",
    ],
    duties: [
      "fibre splicing and termination",
      "OTDR testing",
      "FTTH last-mile installation",
      "fibre cut restoration",
    ],
  },
  {
    designation: "cloud engineer",
    titles: ["Cloud Engineer", "DevOps Engineer", "Site Reliability Engineer"],
    skills: ["AWS", "Azure", "GCP", "Terraform", "Kubernetes", "Docker", "Linux", "Ansible", "Jenkins"],
    duties: ["cloud migration", "CI/CD pipelines", "infrastructure as code", "container platform operations"],
  },
  {
    designation: "support engineer",
    titles: ["Technical Support Engineer", "L2 Support Engineer", "Application Support Engineer"],
    skills: ["Troubleshooting", "ServiceNow", "Linux", "Windows Server", "Networking", "ITIL", "SQL"],
    duties: ["L2 troubleshooting", "customer escalations", "root cause analysis", "knowledge base upkeep"],
  },
  {
    designation: "project coordinator",
    titles: ["Project Coordinator", "Project Manager", "Rollout Coordinator"],
    skills: [
      "MS Excel",
      "Project Planning",
      "Vendor Management",
      "MS Project",
      "Reporting",
      "PMP",
      "Stakeholder Management",
    ],
    duties: ["rollout planning", "vendor coordination", "material reconciliation", "weekly progress reviews"],
  },
  {
    designation: "rf engineer",
    titles: ["RF Engineer", "RF Drive Test Engineer", "RF Optimisation Engineer"],
    skills: ["Drive Testing", "RF Planning", "LTE", "5G NR", "TEMS", "Nemo Outdoor", "Atoll", "KPI Analysis"],
    duties: ["drive testing", "RF optimisation", "coverage planning", "KPI analysis"],
  },
  {
    designation: "data centre technician",
    titles: ["Data Centre Technician", "Data Centre Engineer", "Critical Facilities Technician"],
    skills: [
      "Power Systems",
      "Structured Cabling",
      "VMware",
      "Linux",
      "Windows Server",
      "UPS Maintenance",
      "Rack and Stack",
    ],
    duties: ["rack and stack", "remote hands", "UPS and cooling checks", "hardware replacement"],
  },
  {
    designation: "soc analyst",
    titles: ["SOC Analyst", "Security Engineer", "Cyber Security Analyst"],
    skills: [
      "SIEM",
      "Splunk",
      "QRadar",
      "Incident Response",
      "Firewall",
      "Threat Hunting",
      "Vulnerability Assessment",
    ],
    duties: ["security monitoring", "incident response", "log analysis", "vulnerability management"],
  },
  {
    designation: "system administrator",
    titles: ["Linux System Administrator", "System Administrator", "Windows Administrator"],
    skills: ["Linux", "Bash", "Ansible", "VMware", "Active Directory", "Git", "Backup and Recovery"],
    duties: ["server administration", "patch management", "backup and restore", "user and access management"],
  },
  {
    designation: "software developer",
    titles: ["Java Developer", "Python Developer", "Full Stack Developer"],
    skills: [
      "Java",
      "Spring Boot",
      "Python",
      "Django",
      "React",
      "Node.js",
      "TypeScript",
      "PostgreSQL",
      "SQL",
      "Git",
    ],
    duties: ["REST API development", "microservices", "code reviews", "database design"],
  },
  {
    designation: "qa engineer",
    titles: ["QA Engineer", "Test Engineer", "Automation Test Engineer"],
    skills: ["Selenium", "Manual Testing", "API Testing", "JIRA", "Postman", "SQL", "TestNG"],
    duties: ["test automation", "regression testing", "defect tracking", "API testing"],
  },
  {
    designation: "helpdesk executive",
    titles: ["IT Helpdesk Executive", "Desktop Support Engineer", "Service Desk Analyst"],
    skills: [
      "Windows Server",
      "Active Directory",
      "Hardware Troubleshooting",
      "ServiceNow",
      "Communication",
      "Office 365",
    ],
    duties: ["desktop support", "asset management", "email and printer support", "user onboarding"],
  },
  {
    designation: "store executive",
    titles: ["Store Executive", "Inventory Controller", "Warehouse Executive"],
    skills: ["Inventory Management", "SAP MM", "Tally", "MS Excel", "Logistics", "GRN Processing"],
    duties: ["inventory control", "material issue and receipt", "stock audits", "dispatch planning"],
  },
  {
    designation: "graduate trainee",
    titles: ["Graduate Engineer Trainee", "Trainee Engineer", "Intern"],
    skills: ["MS Excel", "Communication", "Linux", "Python", "AutoCAD", "C Programming"],
    duties: ["site documentation", "assisting senior engineers", "training programmes", "report preparation"],
  },
];
const generalSkills = [
  "Communication",
  "MS Excel",
  "English",
  "Hindi",
  "Team Leadership",
  "Documentation",
  "Customer Handling",
  "Safety",
];
const levels = ["", "", "", "Senior ", "Junior ", "Lead ", "Associate "];
const employers = [
  "Bharti Airtel",
  "Reliance Jio Infocomm",
  "Vodafone Idea",
  "BSNL",
  "Tata Communications",
  "Indus Towers",
  "Sterlite Technologies",
  "Tejas Networks",
  "Ericsson India",
  "Nokia Solutions and Networks",
  "Huawei Telecommunications India",
  "Tata Consultancy Services",
  "Infosys",
  "Wipro",
  "HCLTech",
  "Tech Mahindra",
  "Cognizant",
  "Accenture",
  "IBM India",
  "L&T Technology Services",
  "Sify Technologies",
  "RailTel Corporation",
  "ACT Fibernet",
  "Hathway",
  "Vistaar Technologies",
  "Bharat FibreNet Ltd.",
  "Sahyadri Towers Pvt. Ltd.",
  "NetVeda Cloud Services",
  "Deccan Telelinks",
  "Coromandel IT Services",
];
const clients = [
  "Airtel",
  "Jio",
  "Vi",
  "BSNL",
  "MTNL",
  "Tata Communications",
  "Indus Towers",
  "RailTel",
  "PowerGrid",
  "BharatNet",
  "ACT Fibernet",
  "Hathway",
  "Sify",
  "HDFC Bank",
  "ICICI Bank",
  "State Bank of India",
  "Indian Railways",
  "NHAI",
  "Smart City Mission",
  "Tata Steel",
];
const technologies = [
  "IP/MPLS",
  "DWDM",
  "SDH",
  "GPON",
  "FTTH",
  "LTE",
  "VoLTE",
  "5G NR",
  "microwave backhaul",
  "SD-WAN",
  "VPN",
  "VLAN",
  "BGP",
  "OSPF",
  "Kubernetes",
  "Docker",
  "OpenStack",
  "VMware vSphere",
  "Active Directory",
  "Linux",
  "OFC",
  "RAN",
  "in-building solutions",
  "Wi-Fi 6",
  "IPv6",
  "SIP trunking",
  "IMS",
  "EPC",
  "small cells",
];
const vendors = [
  "Cisco",
  "Juniper",
  "Huawei",
  "Nokia",
  "Ericsson",
  "ZTE",
  "Ciena",
  "Tejas",
  "Fortinet",
  "Palo Alto",
  "Dell",
  "HPE",
  "Sterlite",
  "Samsung",
  "Arista",
  "Aruba",
];
const tools = [
  "ServiceNow",
  "BMC Remedy",
  "JIRA",
  "Splunk",
  "Grafana",
  "Zabbix",
  "Nagios",
  "SolarWinds",
  "NetAct",
  "U2000",
  "PRTG",
  "Prometheus",
  "Ansible Tower",
  "Wireshark",
];
/** Certifications and products, the first common and the last rare (picked with a skew). */
const rareTerms = [
  "ITIL Foundation",
  "CCNA",
  "AWS Cloud Practitioner",
  "CCNP Enterprise",
  "Six Sigma Yellow Belt",
  "RHCSA",
  "AZ-900",
  "Fortinet NSE 4",
  "JNCIA-Junos",
  "PMP",
  "CKA",
  "AWS Solutions Architect Associate",
  "RHCE",
  "AZ-104",
  "CompTIA Security+",
  "PRINCE2 Foundation",
  "CEH",
  "Palo Alto PCNSA",
  "CKAD",
  "Terraform Associate",
  "ISO 27001 Lead Auditor",
  "Google Associate Cloud Engineer",
  "JNCIS-SP",
  "CISSP",
  "OSCP",
  "CCIE Enterprise",
  "Nokia 1830 PSS",
  "Ciena 6500",
  "Huawei OSN 9800",
  "Ericsson MINI-LINK",
  "Cambium ePMP",
  "Ubiquiti airMAX",
  "MikroTik RouterOS",
  "FortiGate",
  "Check Point",
  "F5 BIG-IP",
  "Infoblox",
  "ArcSight",
  "Ekahau",
  "iBwave",
  "Actix",
  "Genex Probe",
  "MapInfo",
  "QGIS",
  "Fujikura 90S",
  "Sumitomo Type-72C",
  "EXFO MaxTester",
  "Anritsu Site Master",
  "Viavi OneAdvisor",
  "Kibana",
  "Elasticsearch",
  "Kafka",
  "Cassandra",
  "Redis",
  "GraphQL",
  "Vue.js",
  "Angular",
  "Flutter",
  "Power BI",
  "Tableau",
  "SAP S/4HANA",
  "Zoho Desk",
  "Freshdesk",
];
const courses: Record<string, string[]> = {
  other: ["ITI Electrician", "ITI Fitter", "ITI Electronics Mechanic"],
  "12th": ["Higher Secondary (Science)", "Higher Secondary (Commerce)"],
  diploma: [
    "Diploma in Electronics and Communication",
    "Diploma in Electrical Engineering",
    "Diploma in Computer Engineering",
  ],
  bachelor: ["B.Tech", "B.E.", "B.Sc. Information Technology", "BCA", "B.Com"],
  master: ["M.Tech", "MCA", "MBA", "M.Sc. Computer Science"],
  phd: ["Ph.D."],
};
const educationLevels = Object.keys(courses);
const specializations = [
  "Electronics and Communication",
  "Computer Science",
  "Electrical Engineering",
  "Information Technology",
  "Telecommunication",
  "Mechanical Engineering",
  "Operations",
];
const institutes = [
  "IIT Bombay",
  "IIT Madras",
  "NIT Tiruchirappalli",
  "NIT Warangal",
  "Anna University",
  "Visvesvaraya Technological University",
  "Savitribai Phule Pune University",
  "Jadavpur University",
  "Amity University",
  "Manipal Institute of Technology",
  "VIT Vellore",
  "SRM Institute of Science and Technology",
  "Government Polytechnic Mumbai",
  "Industrial Training Institute Lucknow",
  "Osmania University",
  "Delhi Technological University",
  "Bharati Vidyapeeth",
  "Chandigarh University",
  "KIIT Bhubaneswar",
  "Lovely Professional University",
  "COEP Technological University",
  "PSG College of Technology",
];
const cities = [
  "Noida",
  "Lucknow",
  "Gurugram",
  "Bengaluru",
  "Pune",
  "Mumbai",
  "Hyderabad",
  "Chennai",
  "Coimbatore",
  "Kochi",
  "Ahmedabad",
  "Jaipur",
  "Kolkata",
  "Bhubaneswar",
  "Patna",
  "Guwahati",
  "New Delhi",
  "Chandigarh",
  "Indore",
  "Visakhapatnam",
  "Nagpur",
  "Surat",
];
/**
 * The sentences of a resume: %1$s and %2$s skills of the candidate's line of
 * work, %3$s a technology, %4$s a vendor, %5$s a client, %6$s a city, %7$s a
 * number, %8$s a tool, %9$s a certification or product, %10$s a duty.
 */
const sentences = [
  "Worked on %3$s rollout for %5$s in the %6$s circle, commissioning %7$s sites with %4$s equipment.",
  "Monitored the %3$s network round the clock using %8$s and resolved P1 and P2 incidents within SLA.",
  "Configured %1$s and %2$s for enterprise customers of %5$s and recorded every change in %8$s.",
  "Certified: %9$s. Hands-on experience with %1$s, %2$s and %3$s.",
  "Led a team of %7$s engineers for %10$s across %6$s and nearby districts.",
  "Key achievement: cut the mean time to repair by %7$s minutes on the %4$s %3$s links.",
  "Responsible for %10$s, preventive maintenance and vendor coordination with %4$s.",
  "Prepared daily MIS reports in MS Excel and shared KPIs with the %5$s operations team.",
  "Project: %3$s migration for %5$s, %6$s. Handled %10$s using %1$s and %8$s.",
  "Trained %7$s juniors on %1$s, safety practice and %9$s.",
  "Handled escalations from field teams and the NOC, working closely with %4$s TAC engineers.",
  "Automated routine checks with %2$s scripts, saving %7$s hours a month.",
  "Performed %10$s for %3$s links between %6$s and the core network.",
  "Took part in ISO 27001 audits and followed change management through %8$s.",
  "Worked with %9$s and %4$s gear during the %5$s expansion in %6$s.",
  "Maintained documentation, as-built drawings and acceptance test reports for %7$s %3$s nodes.",
];
const lastNames = [
  "Kulkarni",
  "Sharma",
  "Reddy",
  "Iyer",
  "Banerjee",
  "Patil",
  "Nair",
  "Chatterjee",
  "Deshpande",
  "Srivastava",
  "Fernandes",
  "Qureshi",
];
const firstNames = [
  "Priya",
  "Rahul",
  "Karthik",
  "Ananya",
  "Imran",
  "Lakshmi",
  "Gurpreet",
  "Sneha",
  "Vikram",
  "Fatima",
];
const states = [
  "Uttar Pradesh",
  "Haryana",
  "Karnataka",
  "Maharashtra",
  "Telangana",
  "Tamil Nadu",
  "Kerala",
  "Gujarat",
  "Rajasthan",
  "West Bengal",
  "Odisha",
  "Bihar",
  "Jharkhand",
  "Assam",
  "Delhi",
  "Madhya Pradesh",
  "Andhra Pradesh",
  "Punjab",
  "Goa",
];
const experienceBuckets = ["fresher", "1-2", "3-5", "6-10", "10+"];
const industries = ["telecommunications", "technology", "consulting", "energy", "construction", "logistics"];

// ── Seeding: set-based SQL on one connection ────────────────────────────────

type Exclusive = import("../server/db/database").ExclusiveConnection;

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`  ${label.padEnd(72)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  return result;
}

/** A transaction without triggers (foreign keys and searchable_candidates' alike): consistent by construction. */
async function withoutTriggers(connection: Exclusive, fn: () => Promise<void>) {
  await connection.exec("begin; set local session_replication_role = replica;");
  try {
    await fn();
    await connection.exec("commit");
  } catch (error) {
    await connection.exec("rollback");
    throw error;
  }
}

/**
 * The candidates' lists, resumes and consent, after bench/load.ts's seed. Its
 * candidate n has user id md5('bench-candidate-' || n); the numbers give the
 * same pseudo-random choices on every run (pg_temp.u, as in bench/load.ts).
 */
async function seedTalent(connection: Exclusive) {
  await connection.exec(`
    set work_mem = '256MB';
    set maintenance_work_mem = '512MB';
    set synchronous_commit = off;
    create function pg_temp.u(n bigint, salt int) returns double precision
      language sql immutable parallel safe
      as $$ select (hashint8(n * 1000003 + salt)::bigint + 2147483648) / 4294967296.0 $$;
    create function pg_temp.pick(n bigint, salt int, len int) returns int
      language sql immutable parallel safe
      as $$ select 1 + floor(pg_temp.u(n, salt) * len)::int $$;
  `);
  const familyParams = [
    families.map((family) => family.designation),
    families.map((family) => family.titles.join("|")),
    families.map((family) => family.skills.join("|")),
    families.map((family) => family.duties.join("|")),
  ];
  await timed("plan: each candidate's line of work, resume and consent", async () => {
    await connection.query(
      `create temp table talent as
       select n, p.id, p.first_name, p.last_name, p.current_city, p.total_experience, p.created_at,
         coalesce(array_position($1::text[], lower(split_part(p.profile_summary, ' with ', 1))), 1) as f,
         case p.total_experience when 'fresher' then 1 when '1-2' then 2 when '3-5' then 5
           when '6-10' then 10 else 15 end as years,
         pg_temp.u(n, 70) < 0.7 as has_resume,
         pg_temp.u(n, 71) < 0.6 as discoverable
       from generate_series(1, ${CANDIDATES}) n
       join candidate_profiles p on p.user_id = md5('bench-candidate-' || n)`,
      [familyParams[0]],
    );
    await connection.exec("alter table talent add primary key (n); analyze talent;");
  });

  await withoutTriggers(connection, async () => {
    await timed("candidate_skills: 4 to 7 a candidate", () =>
      connection.query(
        `insert into candidate_skills (candidate_id, skill_name, proficiency_level, years_of_experience)
         select distinct on (t.id, lower(s.skill)) t.id, s.skill, pg_temp.pick(t.n, 300 + s.k, 5),
           floor(pg_temp.u(t.n, 400 + s.k) * t.years * 2) / 2
         from talent t
         cross join lateral (
           select k, (string_to_array(($1::text[])[t.f], '|'))[
             pg_temp.pick(t.n, 80 + k, cardinality(string_to_array(($1::text[])[t.f], '|')))] as skill
           from generate_series(1, 3 + pg_temp.pick(t.n, 81, 3)) k
           union all
           select 10 + k, ($2::text[])[pg_temp.pick(t.n, 90 + k, cardinality($2::text[]))]
           from generate_series(1, pg_temp.pick(t.n, 91, 2)) k
         ) s
         order by t.id, lower(s.skill), s.k`,
        [familyParams[2], generalSkills],
      ),
    );
    await timed("candidate_education: 1 or 2 a candidate", () =>
      connection.query(
        `insert into candidate_education (candidate_id, education_level, course_name, specialization,
           institute_name, year_of_passing, percentage)
         select t.id, e.level, e.course,
           case when e.level in ('diploma', 'bachelor', 'master', 'phd')
             then ($4::text[])[pg_temp.pick(t.n, 112 + e.k, cardinality($4::text[]))] end,
           ($5::text[])[pg_temp.pick(t.n, 113 + e.k, cardinality($5::text[]))],
           least(2026, extract(year from current_date)::int - t.years + 1 - 3 * e.k),
           round((55 + pg_temp.u(t.n, 114 + e.k) * 40)::numeric, 1)
         from talent t
         cross join lateral (
           select 0 as k, level, (string_to_array(($3::text[])[array_position($1::text[], level)], '|'))[
               pg_temp.pick(t.n, 111, cardinality(string_to_array(($3::text[])[array_position($1::text[], level)], '|')))] as course
           from (select case when pg_temp.u(t.n, 110) < 0.1 then 'other' when pg_temp.u(t.n, 110) < 0.3 then 'diploma'
                   when pg_temp.u(t.n, 110) < 0.8 then 'bachelor' when pg_temp.u(t.n, 110) < 0.96 then 'master'
                   when pg_temp.u(t.n, 110) < 0.97 then 'phd' else '12th' end as level) l
           union all
           select 1, '12th', ($2::text[])[pg_temp.pick(t.n, 115, cardinality($2::text[]))]
           where pg_temp.u(t.n, 116) < 0.4
         ) e`,
        [
          educationLevels,
          courses["12th"],
          educationLevels.map((level) => courses[level].join("|")),
          specializations,
          institutes,
        ],
      ),
    );
    await timed("candidate_experience: none to 4 jobs a candidate", () =>
      connection.query(
        `insert into candidate_experience (candidate_id, company_name, designation, employment_type,
           start_date, end_date, is_current_job, location)
         select t.id, ($2::text[])[pg_temp.pick(t.n, 120 + j, cardinality($2::text[]))],
           case when t.total_experience = 'fresher' then 'Intern'
             else ($3::text[])[pg_temp.pick(t.n, 121 + j, cardinality($3::text[]))]
               || (string_to_array(($1::text[])[t.f], '|'))[
                    pg_temp.pick(t.n, 122 + j, cardinality(string_to_array(($1::text[])[t.f], '|')))] end,
           case when t.total_experience = 'fresher' then 'internship'
             when pg_temp.u(t.n, 123 + j) < 0.15 then 'contract' else 'full_time' end,
           current_date - j * span,
           case when j = 1 and current then null else current_date - (j - 1) * span - 15 end,
           j = 1 and current,
           ($4::text[])[pg_temp.pick(t.n, 124 + j, cardinality($4::text[]))]
         from (
           select t.*, greatest(90, t.years * 365 / t.jobs) as span, pg_temp.u(t.n, 125) < 0.8 as current
           from (
             select t.*, case t.total_experience when 'fresher' then (pg_temp.u(t.n, 126) < 0.5)::int
                 when '1-2' then 1 when '3-5' then pg_temp.pick(t.n, 127, 2)
                 when '6-10' then 1 + pg_temp.pick(t.n, 127, 2) else 1 + pg_temp.pick(t.n, 127, 3) end as jobs
             from talent t
           ) t
         ) t
         cross join generate_series(1, t.jobs) j
         where t.jobs > 0`,
        [familyParams[1], employers, levels, cities],
      ),
    );
    await timed("resume_texts: 70% of candidates, 150 to 400 words each", async () => {
      await connection.query(
        `update candidate_profiles p
         set discoverable = t.discoverable,
           resume_key = case when t.has_resume then 'bench/resumes/' || t.n || '.pdf' end,
           resume_filename = case when t.has_resume then 'resume.pdf' end,
           resume_content_type = case when t.has_resume then 'application/pdf' end,
           resume_uploaded_at = case when t.has_resume then t.created_at end
         from talent t where t.id = p.id`,
      );
      // 94% with text, 5% scans with none, 1% unreadable files.
      await connection.query(
        `insert into resume_texts (candidate_id, resume_key, status, body, extracted_at)
         select t.id, 'bench/resumes/' || t.n || '.pdf',
           case when pg_temp.u(t.n, 130) < 0.94 then 'extracted'
             when pg_temp.u(t.n, 130) < 0.99 then 'empty' else 'unreadable' end,
           case when pg_temp.u(t.n, 130) < 0.94 then concat_ws(E'\\n',
             t.first_name || ' ' || t.last_name,
             (string_to_array(($1::text[])[t.f], '|'))[1] || ' | ' || t.current_city || ' | +91 98' || lpad(t.n::text, 8, '0'),
             'Career objective: to grow as a ' || lower((string_to_array(($1::text[])[t.f], '|'))[1])
               || ' with a telecom operator or an IT services company.',
             'Professional experience',
             body.text,
             'Technical skills: ' || array_to_string(string_to_array(($2::text[])[t.f], '|'), ', '),
             'Languages: English, Hindi. Willing to relocate and to work in shifts.')
           else '' end,
           t.created_at
         from talent t
         cross join lateral (
           select string_agg(format(($4::text[])[pg_temp.pick(t.n * 64 + i, 140, cardinality($4::text[]))],
               (string_to_array(($2::text[])[t.f], '|'))[pg_temp.pick(t.n * 64 + i, 141, cardinality(string_to_array(($2::text[])[t.f], '|')))],
               (string_to_array(($2::text[])[t.f], '|'))[1 + pg_temp.pick(t.n * 64 + i, 141, cardinality(string_to_array(($2::text[])[t.f], '|')))
                 % cardinality(string_to_array(($2::text[])[t.f], '|'))],
               ($5::text[])[pg_temp.pick(t.n * 64 + i, 143, cardinality($5::text[]))],
               ($6::text[])[pg_temp.pick(t.n * 64 + i, 144, cardinality($6::text[]))],
               ($7::text[])[pg_temp.pick(t.n * 64 + i, 145, cardinality($7::text[]))],
               ($8::text[])[pg_temp.pick(t.n * 64 + i, 146, cardinality($8::text[]))],
               2 + floor(pg_temp.u(t.n * 64 + i, 147) * 60)::int,
               ($9::text[])[pg_temp.pick(t.n * 64 + i, 148, cardinality($9::text[]))],
               ($10::text[])[1 + floor(power(pg_temp.u(t.n * 64 + i, 149), 3) * cardinality($10::text[]))::int],
               (string_to_array(($3::text[])[t.f], '|'))[pg_temp.pick(t.n * 64 + i, 150, cardinality(string_to_array(($3::text[])[t.f], '|')))]
             ), ' ' order by i) as text
           from generate_series(1, 7 + pg_temp.pick(t.n, 131, 18)) i
         ) body
         where t.has_resume`,
        [
          familyParams[1],
          familyParams[2],
          familyParams[3],
          sentences,
          technologies,
          vendors,
          clients,
          cities,
          tools,
          rareTerms,
        ],
      );
    });
  });

  // What the triggers do for each statement, for every candidate once.
  const refreshed = await timed(
    "searchable_candidates: refresh_searchable_candidates, 10,000 at a time",
    async () => {
      await connection.exec(`
        create temp table talent_ids as select row_number() over (order by id) as rn, id from candidate_profiles;
        alter table talent_ids add primary key (rn);
      `);
      const [{ n }] = await connection.query<{ n: number }>("select count(*)::int as n from talent_ids");
      for (let from = 1; from <= n; from += 10_000) {
        await connection.exec(
          `select refresh_searchable_candidates(array(select id from talent_ids where rn between ${from} and ${from + 9_999}))`,
        );
      }
      return n;
    },
  );
  // What the triggers cost when a statement writes many profiles at once: the
  // same refresh, for the rows it wrote (here 5,000, with triggers on).
  await timed("triggers: one update of 5,000 profiles, refreshed by its trigger", () =>
    connection.exec(
      "update candidate_profiles set discoverable = discoverable where id in (select id from talent_ids where rn <= 5000)",
    ),
  );
  const [made] = await connection.query<{ rows: number; discoverable: number; words: number; mb: number }>(
    `select (select count(*)::int from searchable_candidates) as rows,
       (select count(*)::int from searchable_candidates where discoverable) as discoverable,
       (select count(*)::int from candidate_search_words) as words,
       (select round(pg_total_relation_size('searchable_candidates') / 1048576.0)::int) as mb`,
  );
  console.log(
    `  ${refreshed} profiles refreshed: ${made.rows} searchable (${made.discoverable} discoverable), ` +
      `${made.words} words for typo correction; searchable_candidates ${made.mb} MB with its indexes`,
  );
  await timed("vacuum analyze", () =>
    connection.exec(
      "vacuum analyze searchable_candidates, candidate_search_words, candidate_skills, candidate_education, " +
        "candidate_experience, resume_texts, candidate_profiles",
    ),
  );
  await connection.exec("checkpoint").catch(() => {});
  const [sizes] = await connection.query<{
    skills: number;
    education: number;
    experience: number;
    resumes: number;
    words: number;
  }>(
    `select (select count(*)::int from candidate_skills) as skills,
       (select count(*)::int from candidate_education) as education,
       (select count(*)::int from candidate_experience) as experience,
       (select count(*)::int from resume_texts where status = 'extracted') as resumes,
       (select coalesce(avg(array_length(regexp_split_to_array(body, '\\s+'), 1)), 0)::int
          from (select body from resume_texts where status = 'extracted' limit 2000) r) as words`,
  );
  console.log(
    `  ${sizes.skills} skills, ${sizes.education} education rows, ${sizes.experience} jobs held, ` +
      `${sizes.resumes} resumes with text (${sizes.words} words on average)`,
  );
}

// ── The searches ────────────────────────────────────────────────────────────

interface Search {
  kind: string;
  role: "employer" | "admin";
  params: URLSearchParams;
}

/** A small integer hash (xorshift-multiply): the same list on every run. */
const hash = (x: number) => {
  let h = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
};

/** A misspelling: two neighbouring letters swapped, one left out or one doubled. */
function typo(word: string, n: number): string {
  const at = 1 + (hash(n * 31) % (word.length - 2));
  switch (hash(n * 37) % 3) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    default:
      return word.slice(0, at) + word[at] + word.slice(at);
  }
}

/**
 * `count` different searches, the same on every run, of ten kinds in turn: a
 * word of a profile or a resume, two words, a typo, text with filters,
 * filters alone, a skill with years, a salary range, a certification or
 * product (some rare), a name, a city or a recent update; now and then page 2
 * or 3. About two in three as the demo employer, the rest as the admin.
 */
function distinctSearches(count: number): Search[] {
  const skills = [...new Set(families.flatMap((family) => family.skills))];
  const titles = families.flatMap((family) => family.titles);
  const words = [
    ...new Set([
      ...skills,
      ...technologies,
      ...vendors,
      ...tools,
      ...clients,
      ...employers.slice(0, 12),
      ...titles.map((title) => title.split(" ").at(-1)!),
    ]),
  ];
  const typoPool = [
    ...skills,
    ...employers,
    ...cities,
    ...lastNames,
    ...institutes.map((name) => name.split(" ")[0]),
  ]
    .map((word) => word.toLowerCase())
    .filter((word) => /^[a-z]{6,}$/.test(word));
  const searches = new Map<string, Search>();
  for (let n = 1; searches.size < count; n++) {
    const pick = <T>(list: readonly T[], salt: number) => list[hash(n * 101 + salt) % list.length];
    const params = new URLSearchParams();
    const kinds = [
      "word",
      "two words",
      "typo",
      "text + filters",
      "filters",
      "skill + years",
      "salary",
      "certification",
      "name",
      "city / updated",
    ];
    const kind = kinds[n % kinds.length];
    switch (kind) {
      case "word":
        params.set("q", pick(words, 1));
        break;
      case "two words":
        params.set("q", `${pick(skills, 1)} ${pick([...tools, ...vendors, ...cities], 2)}`);
        break;
      case "typo":
        params.set("q", typo(pick(typoPool, 1), n));
        break;
      case "text + filters":
        params.set("q", pick(words, 1));
        params.set("state", pick(states, 2));
        if (n % 3 === 0) params.set("experience", pick(experienceBuckets, 3));
        else params.set("notice", String(pick([0, 15, 30, 60], 3)));
        break;
      case "filters":
        params.set("state", pick(states, 1));
        params.set("experience", pick(experienceBuckets, 2));
        if (n % 3 === 0) params.set("education", pick(["diploma", "bachelor", "master"], 3));
        if (n % 4 === 0) params.set("industry", pick(industries, 4));
        break;
      case "skill + years":
        params.set("skill", pick(skills, 1));
        params.set("skillYears", String(pick([1, 2, 3, 5, 8], 2)));
        if (n % 3 === 0) params.set("state", pick(states, 3));
        if (n % 4 === 0) params.set("q", pick(tools, 4));
        break;
      case "salary": {
        const min = pick([3, 4, 5, 6, 8, 10, 12], 1);
        params.set("salaryMin", String(min));
        params.set("salaryMax", String(min + pick([1, 2, 4, 6], 2)));
        if (n % 2 === 0) params.set("notice", String(pick([0, 15, 30], 3)));
        if (n % 3 === 0) params.set("q", pick(skills, 4));
        break;
      }
      case "certification":
        params.set("q", pick(rareTerms, 1));
        if (n % 3 === 0) params.set("experience", pick(experienceBuckets, 2));
        break;
      case "name":
        params.set("q", n % 2 === 0 ? `${pick(firstNames, 1)} ${pick(lastNames, 2)}` : pick(lastNames, 2));
        break;
      default:
        if (n % 2 === 0) params.set("city", pick(cities, 1));
        else params.set("industry", pick(industries, 1));
        params.set("updated", String(pick([7, 30, 90, 180], 2)));
        if (n % 3 === 0) params.set("q", pick(skills, 3));
    }
    if (hash(n * 7) % 6 === 0) params.set("page", String(2 + (hash(n * 11) % 2)));
    const role = hash(n * 13) % 3 === 0 ? "admin" : "employer";
    const key = `${role} ${params}`;
    if (!searches.has(key)) searches.set(key, { kind, role, params });
  }
  return [...searches.values()];
}

/** Searches whose results (in order) the bench prints a digest of, to compare engines. */
const fixedSearches: Search[] = [
  ["admin", "q=zabbix"],
  ["admin", "q=kubernetes&state=Karnataka"],
  ["admin", "q=kuberntes"],
  ["admin", "q=CCIE"],
  ["admin", "q=fusion+splicing&experience=3-5"],
  ["admin", "skill=linux&skillYears=5&state=Kerala"],
  ["admin", "state=Goa&experience=10%2B&education=master"],
  ["admin", "salaryMin=5&salaryMax=6&notice=0&q=ccna"],
  ["employer", "q=netact"],
  ["employer", "q=Kulkarni&page=2"],
  ["employer", "state=Bihar&experience=1-2"],
  ["employer", "q=Genex+Probe"],
].map(([role, query]) => ({
  kind: "fixed",
  role: role as Search["role"],
  params: new URLSearchParams(query),
}));

// ── Figures ─────────────────────────────────────────────────────────────────

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "-");

function table(title: string, head: string[], body: string[][]) {
  const widths = head.map((cell, column) => Math.max(cell.length, ...body.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`\n${title}\n`);
  console.log(line(head));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of body) console.log(line(row));
}

/** Median, p95, p99 and max by kind of search, and over all of them. */
function latencyTable(title: string, searches: Search[], times: number[]) {
  const groups = new Map<string, number[]>();
  searches.forEach((search, i) => {
    for (const key of ["all", search.kind, `as ${search.role}`]) {
      groups.set(key, [...(groups.get(key) ?? []), times[i]]);
    }
  });
  const rows = [...groups].map(([key, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return [
      key,
      String(values.length),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(percentile(sorted, 99)),
      ms(sorted.at(-1)!),
    ];
  });
  table(title, ["searches", "n", "median ms", "p95 ms", "p99 ms", "max ms"], rows);
}

/**
 * CPU time (ms) of each PostgreSQL backend connected to `database`, read from
 * /proc (Linux, server on this machine; empty otherwise), as bench/load.ts
 * reads it: beside the latencies, a figure other work on the machine barely moves.
 */
function backendCpu(database: string): Map<number, number> {
  const times = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  } catch {
    return times;
  }
  for (const pid of entries) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!title.startsWith("postgres: ") || !title.includes(` ${database} `)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      times.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the process ended meanwhile
    }
  }
  return times;
}

/** Runs `fn`, and says how much CPU this process and the database's backends spent on it, per search. */
async function cpuPerSearch<T>(
  database: string | null,
  count: number,
  fn: () => Promise<T>,
): Promise<{ result: T; cpu: string }> {
  const dbBefore = database ? backendCpu(database) : new Map<number, number>();
  const appBefore = process.cpuUsage();
  const result = await fn();
  const app = process.cpuUsage(appBefore);
  const dbAfter = database ? backendCpu(database) : new Map<number, number>();
  let db = 0;
  for (const [pid, ms] of dbAfter) db += ms - (dbBefore.get(pid) ?? 0);
  const appMs = (app.user + app.system) / 1000 / count;
  const cpu = dbAfter.size
    ? `CPU per search: app ${appMs.toFixed(1)} ms, database ${(db / count).toFixed(1)} ms`
    : `CPU per search: app (the database in it) ${appMs.toFixed(1)} ms`;
  return { result, cpu };
}

const loadNow = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

// ── The run ─────────────────────────────────────────────────────────────────

async function main() {
  const runStart = performance.now();
  const { sql } = await import("kysely");
  const { demoAccounts } = await import("../server/seed/demo");
  // Through Vite: the domain's modules use Lingui's macros (bench/vite-import.ts).
  const { searchCandidates } = await viteImport<typeof import("../server/domain/talent-pool")>(
    new URL("../server/domain/talent-pool.ts", import.meta.url),
  );

  console.log(`${os.cpus().length} CPUs; load average ${loadNow()} before the run; engine ${ENGINE}`);
  const reused = process.env.REUSE_DATABASE;
  const bench = await startBenchServer({ name: "bench-talent-", engine: ENGINE, reuse: reused });
  const { services, serverDatabase, baseUrl } = bench;
  const { db } = services;
  try {
    const databaseName = serverDatabase ? new URL(serverDatabase.url).pathname.slice(1) : null;
    const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db);
    console.log(
      `PostgreSQL ${version.rows[0].v} (${ENGINE})${serverDatabase ? `, ${serverDatabase.url}` : ""}`,
    );
    const account = async (email: string, password: string, role: "user" | "moderator" | "admin") => {
      const { user } = await services.auth.api.signUpEmail({ body: { email, password, name: "" } });
      await db.updateTable("user").set({ emailVerified: true }).where("id", "=", user.id).execute();
      await db.insertInto("user_roles").values({ user_id: user.id, email, role }).execute();
      return user.id;
    };
    const idOf = async (email: string) =>
      (
        await db
          .selectFrom("user_roles")
          .select("user_id")
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).user_id;
    let employerId: string;
    let adminId: string;
    if (reused) {
      await db.deleteFrom("rate_limits").execute();
      employerId = await idOf(demoAccounts.employer.email);
      adminId = await idOf(demoAccounts.admin.email);
    } else {
      employerId = await account(demoAccounts.employer.email, demoAccounts.employer.password, "moderator");
      adminId = await account(demoAccounts.admin.email, demoAccounts.admin.password, "admin");
      const seedStart = performance.now();
      console.log("seeding with bench/load.ts (jobs, candidates, applications):");
      await services.database.withExclusiveConnection((connection) =>
        seed(connection, { employer: employerId, admin: adminId }),
      );
      console.log("the talent pool:");
      await services.database.withExclusiveConnection(async (connection) => {
        try {
          await seedTalent(connection);
        } finally {
          await connection.exec("discard all");
        }
      });
      console.log(
        `seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; load average ${loadNow()}`,
      );
    }
    const employerApplicants = await sql<{ n: number; hidden: number }>`
      select count(distinct a.candidate_id)::int as n,
        count(distinct a.candidate_id) filter (where not s.discoverable)::int as hidden
      from job_applications a join jobs j on j.id = a.job_id
      join searchable_candidates s on s.candidate_id = a.candidate_id
      where j.posted_by = ${employerId}`.execute(db);
    console.log(
      `the demo employer's applicants: ${employerApplicants.rows[0].n} searchable, ` +
        `${employerApplicants.rows[0].hidden} of them not discoverable (found through the application)`,
    );

    const actors = {
      employer: { userId: employerId, email: demoAccounts.employer.email, role: "employer" as const },
      admin: { userId: adminId, email: demoAccounts.admin.email, role: "admin" as const },
    };
    const contextOf = (role: Search["role"], database = db) => ({
      services,
      db: database,
      actor: actors[role],
      clientIp: "bench",
    });
    const searches = distinctSearches(SEARCHES);
    const warmUp = distinctSearches(SEARCHES + 30).slice(SEARCHES);

    // Through the domain function: the database's share of a response.
    const domainRun = async (list: Search[]) => {
      const times: number[] = [];
      const results: Awaited<ReturnType<typeof searchCandidates>>[] = [];
      for (const search of list) {
        const started = performance.now();
        results.push(await searchCandidates(contextOf(search.role), search.params));
        times.push(performance.now() - started);
      }
      return { times, results };
    };
    await domainRun(warmUp);

    let httpTimes: number[] | null = null;
    const cookies: Record<Search["role"], string> = { employer: "", admin: "" };
    if (HTTP) {
      await bench.listen();
      const signIn = async (email: string, password: string) => {
        const response = await fetch(`${baseUrl}/auth?index`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
          body: new URLSearchParams({ email, password, portal: "user" }),
        });
        const cookie = response.headers
          .getSetCookie()
          .map((value) => value.split(";")[0])
          .join("; ");
        if (!cookie.includes("session_token"))
          throw new Error(`signing in as ${email} failed (${response.status})`);
        return cookie;
      };
      cookies.employer = await signIn(demoAccounts.employer.email, demoAccounts.employer.password);
      cookies.admin = await signIn(demoAccounts.admin.email, demoAccounts.admin.password);
      const get = async (search: Search) => {
        const response = await fetch(`${baseUrl}${PAGE}?${search.params}`, {
          headers: { cookie: cookies[search.role], "accept-encoding": "identity" },
        });
        const body = await response.text();
        if (response.status !== 200 || !body.includes("Talent Pool") || body.includes("Access Denied"))
          throw new Error(`${PAGE}?${search.params} as ${search.role} answered ${response.status}`);
        return body.length;
      };
      for (const search of warmUp) await get(search);
      console.log(
        `\n${searches.length} different searches over HTTP, one at a time; load average ${loadNow()}`,
      );
      httpTimes = [];
      let bytes = 0;
      const { cpu } = await cpuPerSearch(databaseName, searches.length, async () => {
        for (const search of searches) {
          const started = performance.now();
          bytes += await get(search);
          httpTimes!.push(performance.now() - started);
        }
      });
      console.log(
        `  mean page ${Math.round(bytes / searches.length / 1024)} KB (uncompressed); ${cpu}; ` +
          `load average ${loadNow()}`,
      );
      latencyTable(`HTTP: GET ${PAGE}?… signed in, each search new (ms)`, searches, httpTimes);
    }

    console.log(`\nthe same searches through searchCandidates; load average ${loadNow()}`);
    const { result: domain, cpu: domainCpu } = await cpuPerSearch(databaseName, searches.length, () =>
      domainRun(searches),
    );
    console.log(`  ${domainCpu}; load average ${loadNow()}`);
    latencyTable("searchCandidates (the database's share; ms)", searches, domain.times);
    const results = domain.results;
    const capped = results.filter((result) => result.capped).length;
    const none = results.filter((result) => result.total === 0).length;
    const corrected = results.filter((result) => result.correctedQ).length;
    const typos = searches.filter((search) => search.kind === "typo").length;
    console.log(
      `\n  of ${results.length}: ${capped} matched over 1,000 ("1,000+"), ${results.length - capped - none} ` +
        `matched 1 to 1,000, ${none} none; ${corrected} of ${typos} typos (and other words no profile has) corrected`,
    );
    const slowest = searches
      .map((search, i) => ({ search, ms: domain.times[i], result: results[i] }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    console.log("\n  the slowest through searchCandidates:");
    for (const { search, ms: took, result } of slowest)
      console.log(
        `    ${took.toFixed(1).padStart(7)} ms  ${search.role.padEnd(8)} ${search.kind.padEnd(15)} ` +
          `${search.params}  (${result.capped ? "1,000+" : result.total}${result.correctedQ ? `, corrected to "${result.correctedQ}"` : ""})`,
      );

    if (EXPLAIN > 0 && serverDatabase) {
      const pg = (await import("pg")).default;
      const { Kysely, PostgresDialect } = await import("kysely");
      const pool = new pg.Pool({
        connectionString: serverDatabase.url,
        max: 2,
        options: "-c random_page_cost=1.1",
      });
      const captured: { sql: string; parameters: readonly unknown[]; ms: number }[] = [];
      const logged = new Kysely<import("../server/db/schema").DB>({
        dialect: new PostgresDialect({ pool }),
        log: (event) => {
          if (event.level === "query")
            captured.push({
              sql: event.query.sql,
              parameters: event.query.parameters,
              ms: event.queryDurationMillis,
            });
        },
      });
      for (const { search } of slowest.slice(0, EXPLAIN)) {
        captured.length = 0;
        await searchCandidates(contextOf(search.role, logged), search.params);
        console.log(`\n── EXPLAIN ANALYZE: ${search.role} ${search.params}`);
        for (const query of captured.filter((query) => query.ms >= 2)) {
          const { rows } = await pool.query(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]);
          console.log(`\n   ${query.ms.toFixed(1)} ms: ${query.sql.replace(/\s+/g, " ").slice(0, 300)}`);
          console.log(`   ${JSON.stringify(query.parameters)}`);
          for (const row of rows) console.log(`     ${row["QUERY PLAN"]}`);
        }
      }
      await logged.destroy();
    }

    if (HTTP) {
      // Many recruiters at once: a mix of the searches above, each role with its own session.
      const loadRows: string[][] = [];
      for (const role of ["employer", "admin"] as const) {
        const paths = searches
          .filter((search) => search.role === role)
          .map((search) => `${PAGE}?${search.params}`);
        const input = { baseUrl, paths, cookie: cookies[role], connections: CONNECTIONS };
        const before = loadNow();
        const warm = await runLoad({ ...input, duration: WARM_UP });
        const at = warm.requests % paths.length;
        const figures = await runLoad({
          ...input,
          paths: [...paths.slice(at), ...paths.slice(0, at)],
          duration: DURATION,
        });
        loadRows.push([
          `as ${role} (${paths.length} searches)`,
          figures.perSecond.toFixed(1),
          ms(figures.p50),
          ms(figures.p95),
          ms(figures.p99),
          String(figures.non2xx + figures.errors),
          before,
        ]);
      }
      table(
        `${CONNECTIONS} connections, ${DURATION} s after ${WARM_UP} s of warm-up (autocannon in a second process)`,
        ["mix", "req/s", "p50 ms", "p95 ms", "p99 ms", "non-2xx", "load average before"],
        loadRows,
      );
    }

    // The same searches on another engine give the same digests when the results are the same.
    const digests: string[][] = [];
    for (const search of fixedSearches) {
      const result = await searchCandidates(contextOf(search.role), search.params);
      const users = result.cards.length
        ? await db
            .selectFrom("candidate_profiles")
            .select(["id", "user_id"])
            .where(
              "id",
              "in",
              result.cards.map((card) => card.id),
            )
            .execute()
        : [];
      const userOf = new Map(users.map((row) => [row.id, row.user_id]));
      const order = result.cards.map((card) => userOf.get(card.id)).join(",");
      digests.push([
        `${search.role} ${search.params}`,
        result.capped ? "1,000+" : String(result.total),
        result.correctedQ ?? "",
        String(result.cards.length),
        createHash("sha256").update(order).digest("hex").slice(0, 12),
      ]);
    }
    table(
      "Fixed searches: the page's candidates in order, as a digest of their user ids",
      ["search", "total", "corrected", "cards", "digest"],
      digests,
    );
    console.log(
      `\n${os.cpus().length} CPUs; load average ${loadNow()} at the end; total run time ${((performance.now() - runStart) / 1000).toFixed(0)} s`,
    );
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
