// The synthetic jobs of the job search benches (bench/jobs-search.ts,
// bench/public-search.ts): varied enough that searches match hundreds, not
// all. The same seed gives the same jobs on every run.
import type { Kysely } from "kysely";
import type { DB } from "../server/db/schema";

function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const roles = [
  "NOC Engineer",
  "Network Engineer",
  "Field Technician",
  "Fibre Splicing Technician",
  "Cloud Engineer",
  "DevOps Engineer",
  "Project Coordinator",
  "RF Drive Test Engineer",
  "Data Centre Technician",
  "SOC Analyst",
  "Linux System Administrator",
  "Java Developer",
  "Python Developer",
  "QA Engineer",
  "Tower Installation Engineer",
  "IT Helpdesk Executive",
  "Project Manager",
  "Telecom Site Surveyor",
  "Store Executive",
  "OFC Maintenance Engineer",
  "Full Stack Developer",
  "Database Administrator",
  "Security Engineer",
  "Transmission Engineer",
  "FTTH Installer",
];
const levels = ["", "", "Senior ", "Junior ", "Lead ", "Trainee ", "L1 ", "L2 ", "L3 "];
const places: [string, string][] = [
  ["Noida", "Uttar Pradesh"],
  ["Lucknow", "Uttar Pradesh"],
  ["Gurugram", "Haryana"],
  ["Bengaluru", "Karnataka"],
  ["Mysuru", "Karnataka"],
  ["Pune", "Maharashtra"],
  ["Mumbai", "Maharashtra"],
  ["Nagpur", "Maharashtra"],
  ["Hyderabad", "Telangana"],
  ["Chennai", "Tamil Nadu"],
  ["Coimbatore", "Tamil Nadu"],
  ["Kochi", "Kerala"],
  ["Ahmedabad", "Gujarat"],
  ["Surat", "Gujarat"],
  ["Jaipur", "Rajasthan"],
  ["Kolkata", "West Bengal"],
  ["Bhubaneswar", "Odisha"],
  ["Patna", "Bihar"],
  ["Ranchi", "Jharkhand"],
  ["Guwahati", "Assam"],
  ["New Delhi", "Delhi"],
  ["Chandigarh", "Chandigarh"],
  ["Bhopal", "Madhya Pradesh"],
  ["Indore", "Madhya Pradesh"],
  ["Raipur", "Chhattisgarh"],
  ["Dehradun", "Uttarakhand"],
  ["Visakhapatnam", "Andhra Pradesh"],
  ["Ludhiana", "Punjab"],
];
const skills = [
  "CCNA",
  "CCNP",
  "TCP/IP",
  "OSPF",
  "BGP",
  "MPLS",
  "Linux",
  "Windows Server",
  "AWS",
  "Azure",
  "GCP",
  "Kubernetes",
  "Docker",
  "Terraform",
  "Ansible",
  "Python",
  "Java",
  "Spring Boot",
  "React",
  "Node.js",
  "SQL",
  "PostgreSQL",
  "Fusion Splicing",
  "OTDR",
  "GPON",
  "FTTH",
  "RF Planning",
  "Drive Testing",
  "LTE",
  "5G NR",
  "Microwave",
  "SIEM",
  "Splunk",
  "Incident Management",
  "ITIL",
  "ServiceNow",
  "MS Excel",
  "Project Planning",
  "Vendor Management",
  "Site Survey",
  "Earthing",
  "Power Systems",
  "VMware",
  "Firewall",
  "Juniper JunOS",
  "Selenium",
  "Jenkins",
  "Git",
];
const experiences = [
  "Fresher",
  "0-1 years",
  "1-3 years",
  "2-4 years",
  "3-5 years",
  "4-7 years",
  "5-8 years",
  "8+ years",
  "10+ years",
];
const companies = [
  "Vistaar Technologies",
  "Bharat FibreNet Ltd.",
  "Sahyadri Towers Pvt. Ltd.",
  "NetVeda Cloud Services",
  "Konark Infra Projects",
];

/**
 * Inserts `count` jobs, about 5% of them inactive, posted over the last 180
 * days; about one in six at one or two more places, one in ten hybrid and
 * one in twenty remote (decision 0053).
 */
export async function seedJobs(db: Kysely<DB>, count: number) {
  const { jobRow } = await import("../server/domain/jobs");
  const next = random(2017);
  // A generator of its own, so the jobs' other fields stay as they were before places were added.
  const nextPlace = random(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  const batch = 1000;
  for (let done = 0; done < count; done += batch) {
    const rows = Array.from({ length: Math.min(batch, count - done) }, () => {
      const [city, state] = pick(places);
      const morePlaces = nextPlace() < 0.17 ? 1 + Math.floor(nextPlace() * 2) : 0;
      const others = Array.from(
        { length: morePlaces },
        () => places[Math.floor(nextPlace() * places.length)]!,
      ).filter(([other], index, all) => other !== city && all.findIndex(([c]) => c === other) === index);
      const modeDraw = nextPlace();
      const title = `${pick(levels)}${pick(roles)}`;
      const jobSkills = [...new Set(Array.from({ length: 4 + Math.floor(next() * 6) }, () => pick(skills)))];
      const salaryMin = 150_000 + Math.floor(next() * 20) * 50_000;
      return {
        ...jobRow(
          {
            title,
            company_name: pick(companies),
            experience_required: pick(experiences),
            salary_min: salaryMin,
            salary_max: salaryMin + 100_000 + Math.floor(next() * 10) * 50_000,
            location_city: city,
            location_state: state,
            other_locations: others.map(([otherCity, otherState]) => ({
              city: otherCity,
              state: otherState,
            })),
            work_mode: modeDraw < 0.05 ? "remote" : modeDraw < 0.15 ? "hybrid" : "on_site",
            job_description: `${pick(companies)} is hiring a ${title} in ${city}, ${state}. You will work with ${jobSkills.join(", ")} on projects for telecom operators and enterprises, in a team that values safety, clear reporting and steady learning. Shift allowances, PF, ESIC and medical insurance as per company policy.`,
            key_responsibilities: [
              "Deliver the assigned work to SLA",
              "Report daily progress",
              "Follow safety practice",
            ],
            required_skills: jobSkills,
            job_highlights: ["PF and ESIC", "Medical insurance", "Training provided"],
            requirements: ["Willing to travel within the state"],
            application_deadline: next() < 0.9 ? "2027-06-30" : null,
            is_active: next() < 0.95,
          },
          null,
        ),
        created_at: new Date(now - Math.floor(next() * 180 * 86_400_000)),
      };
    });
    await db.insertInto("jobs").values(rows).execute();
  }
}
