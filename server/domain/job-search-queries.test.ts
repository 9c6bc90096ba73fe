// Issue #36: the queries Indian job seekers type, and the jobs each must find
// first. Written before the search understood them (place names old and new,
// metro areas, "fresher", the trade's abbreviations, no "correcting" of a
// known word), so each row failed first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextFor, createTestServices, type TestServices } from "../../tests/support/services";
import { correctedText, insertJobs, searchJobs, type NewJob } from "./jobs";

let services: TestServices;
const ids: Record<string, string> = {};
const names: Record<string, string> = {};

type Fixture = Omit<NewJob, "company_name" | "job_description"> & { company_name?: string };
const job = (fields: Fixture): NewJob => ({
  company_name: "Sahyadri Telecom Services",
  job_description: "Join our operations team.",
  ...fields,
});

// Oldest first: each job is posted a day after the one before.
const fixtures = {
  nocBlrL1: job({
    title: "NOC Engineer L1",
    location_city: "Bengaluru",
    location_state: "Karnataka",
    required_skills: ["CCNA", "Ticketing Tools", "Network Monitoring"],
    experience_required: "Fresher",
    salary_min: 250000,
    salary_max: 350000,
  }),
  nocBlrL2: job({
    title: "NOC Engineer L2",
    location_city: "Bengaluru",
    location_state: "Karnataka",
    required_skills: ["CCNA", "CCNP", "BGP", "OSPF"],
    experience_required: "2-4 years",
    salary_min: 500000,
    salary_max: 800000,
  }),
  nocNoida: job({
    title: "Network Operations Centre Executive",
    location_city: "Noida",
    location_state: "Uttar Pradesh",
    required_skills: ["SolarWinds", "Ticketing Tools"],
    experience_required: "0-1 years",
    salary_min: 240000,
    salary_max: 300000,
  }),
  nocPuneL3: job({
    title: "NOC Lead L3",
    location_city: "Pune",
    location_state: "Maharashtra",
    required_skills: ["MPLS", "BGP", "Juniper"],
    experience_required: "6-10 years",
    salary_min: 1200000,
    salary_max: 1800000,
  }),
  driverGgn: job({
    title: "Driver",
    location_city: "Gurugram",
    location_state: "Haryana",
    required_skills: ["LMV Licence", "Route Knowledge"],
    experience_required: "1-3 years",
    salary_min: 216000,
    salary_max: 264000,
  }),
  driverMum: job({
    title: "Delivery Driver",
    location_city: "Navi Mumbai",
    location_state: "Maharashtra",
    required_skills: ["Two-wheeler", "Driving Licence"],
    experience_required: "Fresher",
    job_type: "part_time",
    salary_min: 180000,
    salary_max: 240000,
  }),
  driveTest: job({
    title: "RF Drive Test Engineer",
    location_city: "Hyderabad",
    location_state: "Telangana",
    required_skills: ["Drive Test", "TEMS", "Optimization"],
    experience_required: "2-5 years",
    job_type: "contract",
    salary_min: 400000,
    salary_max: 600000,
  }),
  rfSurvey: job({
    title: "RF Survey Engineer",
    location_city: "Chennai",
    location_state: "Tamil Nadu",
    required_skills: ["Site Survey", "Antenna Alignment"],
    experience_required: "3-5 years",
    salary_min: 450000,
    salary_max: 700000,
  }),
  splicerPune: job({
    title: "Fibre Splicer",
    location_city: "Pune",
    location_state: "Maharashtra",
    required_skills: ["Fusion Splicing", "OTDR", "Optical Fibre Cable"],
    experience_required: "1-2 years",
    salary_min: 240000,
    salary_max: 360000,
  }),
  ftthKol: job({
    title: "FTTH Installation Technician",
    location_city: "Kolkata",
    location_state: "West Bengal",
    required_skills: ["GPON", "ONT Installation"],
    experience_required: "0-1 years",
    salary_min: 180000,
    salary_max: 250000,
  }),
  ofcHowrah: job({
    title: "OFC Maintenance Supervisor",
    location_city: "Howrah",
    location_state: "West Bengal",
    required_skills: ["OTDR", "Route Patrolling"],
    experience_required: "4-6 years",
    salary_min: 400000,
    salary_max: 550000,
  }),
  btsChennai: job({
    title: "BTS Installation Technician",
    location_city: "Chennai",
    location_state: "Tamil Nadu",
    required_skills: ["Rigging", "Work at Height"],
    experience_required: "1-3 years",
    job_type: "contract",
    salary_min: 200000,
    salary_max: 300000,
  }),
  dwdmMumbai: job({
    title: "DWDM Transmission Engineer",
    location_city: "Mumbai",
    location_state: "Maharashtra",
    required_skills: ["SDH", "Ciena", "Nokia 1830"],
    experience_required: "5+ years",
    salary_min: 900000,
    salary_max: 1400000,
  }),
  thaneSupport: job({
    title: "Desktop Support Engineer",
    location_city: "Thane",
    location_state: "Maharashtra",
    required_skills: ["Windows", "Active Directory"],
    experience_required: "1-3 years",
    salary_min: 300000,
    salary_max: 420000,
  }),
  delhiAdmin: job({
    title: "System Administrator",
    location_city: "New Delhi",
    location_state: "Delhi",
    required_skills: ["Linux", "VMware"],
    experience_required: "3-5 years",
    salary_min: 600000,
    salary_max: 900000,
  }),
  faridabadElectrician: job({
    title: "Electrician",
    location_city: "Faridabad",
    location_state: "Haryana",
    required_skills: ["Electrical Wiring", "HSE"],
    experience_required: "2-4 years",
    salary_min: 220000,
    salary_max: 300000,
  }),
  secunderabadSupport: job({
    title: "Network Support Engineer",
    location_city: "Secunderabad",
    location_state: "Telangana",
    required_skills: ["CCNA", "LAN/WAN"],
    experience_required: "1-3 years",
    salary_min: 350000,
    salary_max: 500000,
  }),
  kochiIntern: job({
    title: "Telecom Intern",
    location_city: "Kochi",
    location_state: "Kerala",
    required_skills: ["Networking Basics"],
    experience_required: "Fresher",
    job_type: "internship",
    salary_min: 120000,
    salary_max: 150000,
  }),
  trivandrumJava: job({
    title: "Java Developer",
    location_city: "Thiruvananthapuram",
    location_state: "Kerala",
    required_skills: ["Java", "Spring Boot"],
    experience_required: "2-5 years",
    salary_min: 700000,
    salary_max: 1100000,
  }),
  vizagRigger: job({
    title: "Tower Rigger",
    location_city: "Visakhapatnam",
    location_state: "Andhra Pradesh",
    required_skills: ["Rigging", "Work at Height", "First Aid"],
    experience_required: "1-2 years",
    job_type: "contract",
    salary_min: 200000,
    salary_max: 260000,
  }),
  mysuruQa: job({
    title: "QA Tester",
    location_city: "Mysuru",
    location_state: "Karnataka",
    required_skills: ["Manual Testing", "Selenium"],
    experience_required: "0-2 years",
    salary_min: 300000,
    salary_max: 450000,
  }),
  vadodaraCivil: job({
    title: "Civil Site Engineer",
    location_city: "Vadodara",
    location_state: "Gujarat",
    required_skills: ["AutoCAD", "Site Supervision"],
    experience_required: "3-5 years",
    salary_min: 400000,
    salary_max: 600000,
  }),
  ghaziabadNoc: job({
    title: "NOC Analyst",
    location_city: "Ghaziabad",
    location_state: "Uttar Pradesh",
    required_skills: ["Nagios", "Zabbix"],
    experience_required: "1-3 years",
    salary_min: 300000,
    salary_max: 400000,
  }),
  bengaluruCloud: job({
    title: "Cloud Engineer",
    location_city: "Bengaluru",
    location_state: "Karnataka",
    required_skills: ["AWS", "Kubernetes", "Terraform"],
    experience_required: "4-7 years",
    salary_min: 1500000,
    salary_max: 2500000,
  }),
  mangaluruSupport: job({
    title: "Customer Support Executive",
    location_city: "Mangaluru",
    location_state: "Karnataka",
    required_skills: ["Communication", "Kannada"],
    experience_required: "Fresher",
    salary_min: 200000,
    salary_max: 250000,
  }),
  belagaviFitter: job({
    title: "Fitter",
    location_city: "Belagavi",
    location_state: "Karnataka",
    required_skills: ["ITI Fitter"],
    experience_required: "0-1 years",
    salary_min: 180000,
    salary_max: 220000,
  }),
  prayagrajAccounts: job({
    title: "Accounts Assistant",
    location_city: "Prayagraj",
    location_state: "Uttar Pradesh",
    required_skills: ["Tally", "GST"],
    experience_required: "1-2 years",
    salary_min: 180000,
    salary_max: 240000,
  }),
  puducherryNurse: job({
    title: "Staff Nurse",
    location_city: "Puducherry",
    location_state: "Puducherry",
    required_skills: ["Patient Care"],
    experience_required: "1-3 years",
    salary_min: 200000,
    salary_max: 300000,
  }),
  shimlaFrontOffice: job({
    title: "Front Office Executive",
    location_city: "Shimla",
    location_state: "Himachal Pradesh",
    required_skills: ["Hospitality"],
    experience_required: "1-2 years",
    salary_min: 180000,
    salary_max: 240000,
  }),
  varanasiSales: job({
    title: "Field Sales Executive",
    location_city: "Varanasi",
    location_state: "Uttar Pradesh",
    required_skills: ["Sales", "Hindi"],
    experience_required: "1-3 years",
    salary_min: 200000,
    salary_max: 300000,
  }),
  kanpurNetwork: job({
    title: "Network Engineer",
    location_city: "Kanpur",
    location_state: "Uttar Pradesh",
    required_skills: ["Cisco Certified Network Associate", "Routing"],
    experience_required: "2-4 years",
    salary_min: 350000,
    salary_max: 550000,
  }),
  hubballiDriver: job({
    title: "Heavy Vehicle Driver",
    location_city: "Hubballi",
    location_state: "Karnataka",
    required_skills: ["HMV Licence"],
    experience_required: "3-5 years",
    salary_min: 250000,
    salary_max: 350000,
  }),
  chennaiHelpdesk: job({
    title: "IT Helpdesk Engineer Level 1",
    location_city: "Chennai",
    location_state: "Tamil Nadu",
    required_skills: ["Ticketing"],
    experience_required: "Fresher",
    salary_min: 200000,
    salary_max: 250000,
  }),
  hiddenNoc: job({
    title: "NOC Engineer L1 (closed)",
    location_city: "Bengaluru",
    location_state: "Karnataka",
    required_skills: ["CCNA"],
    experience_required: "Fresher",
    is_active: false,
  }),
} satisfies Record<string, NewJob>;
type Name = keyof typeof fixtures;

beforeAll(async () => {
  services = await createTestServices();
  const start = Date.parse("2026-03-01T10:00:00Z");
  let day = 0;
  for (const [name, value] of Object.entries(fixtures)) {
    const [id] = await insertJobs(services.db, [value], null);
    ids[name] = id!;
    names[id!] = name;
    await services.db
      .updateTable("jobs")
      .set({ created_at: new Date(start + day++ * 86_400_000) } as never)
      .where("id", "=", id!)
      .execute();
  }
});
afterAll(async () => {
  await services?.dispose();
});

const found = async (input: Record<string, unknown>) =>
  (await searchJobs(contextFor(services), input)).jobs.map((found) => names[found.id] as Name);

const NCR: Name[] = ["delhiAdmin", "nocNoida", "driverGgn", "faridabadElectrician", "ghaziabadNoc"];
const MMR: Name[] = ["dwdmMumbai", "driverMum", "thaneSupport"];
const NOC: Name[] = ["nocBlrL1", "nocBlrL2", "nocPuneL3", "ghaziabadNoc", "nocNoida"];

/**
 * A query, what it must find first (in any order among themselves), and,
 * with `all`, everything it finds (in any order); `none`: what it must not find.
 */
interface Row {
  q: string;
  filters?: Record<string, unknown>;
  first: Name[];
  all?: Name[];
  none?: Name[];
}

const table: Row[] = [
  // The issue's own examples.
  { q: "NOC Bangalore fresher", first: ["nocBlrL1"], all: ["nocBlrL1"] },
  {
    q: "Bangalore",
    first: ["nocBlrL1", "nocBlrL2", "bengaluruCloud"],
    all: ["nocBlrL1", "nocBlrL2", "bengaluruCloud"],
  },
  {
    q: "Bengaluru",
    first: ["nocBlrL1", "nocBlrL2", "bengaluruCloud"],
    all: ["nocBlrL1", "nocBlrL2", "bengaluruCloud"],
  },
  { q: "bangalore noc", first: ["nocBlrL1", "nocBlrL2"], all: ["nocBlrL1", "nocBlrL2"] },
  {
    q: "driver",
    first: ["driverGgn", "driverMum", "hubballiDriver"],
    all: ["driverGgn", "driverMum", "hubballiDriver"],
  },
  { q: "drivers", first: ["driverGgn", "driverMum", "hubballiDriver"], none: ["driveTest"] },
  { q: "drive test", first: ["driveTest"], all: ["driveTest"] },
  // "fresher", "freshers", "entry level": 0-1 years, the words themselves dropped.
  { q: "fresher driver", first: ["driverGgn", "driverMum"], all: ["driverGgn", "driverMum"] },
  {
    q: "freshers NOC",
    first: ["nocBlrL1", "nocNoida", "ghaziabadNoc"],
    all: ["nocBlrL1", "nocNoida", "ghaziabadNoc"],
  },
  {
    q: "entry level NOC",
    first: ["nocBlrL1", "nocNoida", "ghaziabadNoc"],
    all: ["nocBlrL1", "nocNoida", "ghaziabadNoc"],
  },
  { q: "fresher Chennai", first: ["btsChennai", "chennaiHelpdesk"], all: ["btsChennai", "chennaiHelpdesk"] },
  // Old and new names of places.
  { q: "Bombay", first: ["dwdmMumbai", "driverMum"], all: MMR },
  { q: "Mumbai", first: ["dwdmMumbai", "driverMum"], all: MMR },
  { q: "Thane", first: ["thaneSupport"], all: MMR },
  { q: "Gurgaon", first: ["driverGgn"], all: NCR },
  { q: "Gurugram driver", first: ["driverGgn"], all: ["driverGgn"] },
  { q: "Delhi", first: ["delhiAdmin"], all: NCR },
  { q: "Delhi NCR", first: NCR, all: NCR },
  { q: "NOC Noida", first: ["nocNoida"], all: ["nocNoida", "ghaziabadNoc"] },
  { q: "Calcutta", first: ["ftthKol"], all: ["ftthKol", "ofcHowrah"] },
  {
    q: "Madras",
    first: ["rfSurvey", "btsChennai", "chennaiHelpdesk"],
    all: ["rfSurvey", "btsChennai", "chennaiHelpdesk"],
  },
  { q: "Poona", first: ["nocPuneL3", "splicerPune"], all: ["nocPuneL3", "splicerPune"] },
  { q: "fibre splicer Pune", first: ["splicerPune"], all: ["splicerPune"] },
  { q: "fiber splicer poona", first: ["splicerPune"], all: ["splicerPune"] },
  { q: "Baroda", first: ["vadodaraCivil"], all: ["vadodaraCivil"] },
  { q: "Mysore", first: ["mysuruQa"], all: ["mysuruQa"] },
  { q: "Trivandrum", first: ["trivandrumJava"], all: ["trivandrumJava"] },
  { q: "Cochin", first: ["kochiIntern"], all: ["kochiIntern"] },
  { q: "Vizag", first: ["vizagRigger"], all: ["vizagRigger"] },
  { q: "Mangalore", first: ["mangaluruSupport"], all: ["mangaluruSupport"] },
  { q: "Belgaum", first: ["belagaviFitter"], all: ["belagaviFitter"] },
  { q: "Hubli driver", first: ["hubballiDriver"], all: ["hubballiDriver"] },
  { q: "Pondicherry", first: ["puducherryNurse"], all: ["puducherryNurse"] },
  { q: "Allahabad", first: ["prayagrajAccounts"], all: ["prayagrajAccounts"] },
  { q: "Benares", first: ["varanasiSales"], all: ["varanasiSales"] },
  { q: "Simla", first: ["shimlaFrontOffice"], all: ["shimlaFrontOffice"] },
  { q: "Cawnpore", first: ["kanpurNetwork"], all: ["kanpurNetwork"] },
  { q: "Hyderabad", first: ["driveTest"], all: ["driveTest", "secunderabadSupport"] },
  { q: "Secunderabad", first: ["secunderabadSupport"], all: ["driveTest", "secunderabadSupport"] },
  // The trade's abbreviations and what they stand for.
  { q: "NOC", first: ["nocBlrL1", "nocBlrL2", "nocPuneL3", "ghaziabadNoc"], all: NOC },
  { q: "network operations centre", first: ["nocNoida"], all: NOC },
  { q: "network operations center", first: ["nocNoida"], all: NOC },
  { q: "OFC", first: ["ofcHowrah"], all: ["ofcHowrah", "splicerPune"] },
  { q: "optical fiber cable", first: ["splicerPune", "ofcHowrah"], all: ["splicerPune", "ofcHowrah"] },
  { q: "FTTH", first: ["ftthKol"], all: ["ftthKol"] },
  { q: "fibre to the home", first: ["ftthKol"], all: ["ftthKol"] },
  { q: "BTS", first: ["btsChennai"], all: ["btsChennai"] },
  { q: "base transceiver station", first: ["btsChennai"], all: ["btsChennai"] },
  { q: "RF", first: ["driveTest", "rfSurvey"], all: ["driveTest", "rfSurvey"] },
  { q: "radio frequency engineer", first: ["driveTest", "rfSurvey"], all: ["driveTest", "rfSurvey"] },
  {
    q: "CCNA",
    first: ["nocBlrL1", "nocBlrL2", "secunderabadSupport", "kanpurNetwork"],
    all: ["nocBlrL1", "nocBlrL2", "secunderabadSupport", "kanpurNetwork"],
  },
  { q: "L1", first: ["nocBlrL1", "chennaiHelpdesk"], all: ["nocBlrL1", "chennaiHelpdesk"] },
  { q: "level 2 NOC", first: ["nocBlrL2"], all: ["nocBlrL2"] },
  { q: "NOC L3 Poona", first: ["nocPuneL3"], all: ["nocPuneL3"] },
  { q: "DWDM Bombay", first: ["dwdmMumbai"], all: ["dwdmMumbai"] },
  { q: "OTDR", first: ["splicerPune", "ofcHowrah"], all: ["splicerPune", "ofcHowrah"] },
  // Typos are still corrected; known words are not.
  { q: "hyderbad", first: ["driveTest"], all: ["driveTest", "secunderabadSupport"] },
  { q: "techncian", first: ["ftthKol", "btsChennai"], all: ["ftthKol", "btsChennai"] },
  // Filters: minimum salary (LPA, against salary_max) and job type.
  {
    q: "",
    filters: { salary: 10 },
    first: ["bengaluruCloud", "nocPuneL3", "dwdmMumbai", "trivandrumJava"],
    all: ["bengaluruCloud", "nocPuneL3", "dwdmMumbai", "trivandrumJava"],
  },
  { q: "NOC", filters: { salary: "5" }, first: ["nocBlrL2", "nocPuneL3"], all: ["nocBlrL2", "nocPuneL3"] },
  {
    q: "Bangalore",
    filters: { salary: 7.5 },
    first: ["nocBlrL2", "bengaluruCloud"],
    all: ["nocBlrL2", "bengaluruCloud"],
  },
  {
    q: "",
    filters: { type: "contract" },
    first: ["driveTest", "btsChennai", "vizagRigger"],
    all: ["driveTest", "btsChennai", "vizagRigger"],
  },
  { q: "", filters: { type: "internship" }, first: ["kochiIntern"], all: ["kochiIntern"] },
  { q: "driver", filters: { type: "part_time" }, first: ["driverMum"], all: ["driverMum"] },
  { q: "fresher", filters: { type: "internship" }, first: ["kochiIntern"], all: ["kochiIntern"] },
  { q: "Bangalore", filters: { state: "Maharashtra" }, first: [], all: [] },
];

describe("the search-query table (issue #36)", () => {
  it("has at least 40 queries", () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  for (const row of table) {
    const label = `${JSON.stringify(row.q)}${row.filters ? ` ${JSON.stringify(row.filters)}` : ""}`;
    it(`${label} finds ${row.first.join(", ") || "nothing"} first`, async () => {
      const results = await found({ q: row.q, ...row.filters });
      expect(new Set(results.slice(0, row.first.length)), label).toEqual(new Set(row.first));
      if (row.all) expect(new Set(results), label).toEqual(new Set(row.all));
      expect(results, label).not.toContain("hiddenNoc");
      for (const name of row.none ?? []) expect(results, label).not.toContain(name);
    });
  }
});

describe("sort orders", () => {
  it("sorts by newest: the latest posted first", async () => {
    expect(await found({ q: "driver", sort: "newest" })).toEqual([
      "hubballiDriver",
      "driverMum",
      "driverGgn",
    ]);
    expect(await found({ q: "Bangalore", sort: "newest" })).toEqual([
      "bengaluruCloud",
      "nocBlrL2",
      "nocBlrL1",
    ]);
  });

  it("sorts by salary: the highest salary_max first, then the newest", async () => {
    expect(await found({ q: "driver", sort: "salary" })).toEqual([
      "hubballiDriver",
      "driverGgn",
      "driverMum",
    ]);
    expect((await found({ sort: "salary" })).slice(0, 4)).toEqual([
      "bengaluruCloud",
      "nocPuneL3",
      "dwdmMumbai",
      "trivandrumJava",
    ]);
    expect(await found({ q: "fresher", sort: "salary", state: "Karnataka" })).toEqual([
      "mysuruQa",
      "nocBlrL1",
      "mangaluruSupport",
      "belagaviFitter",
    ]);
    // Equal salaries (2.5 LPA): the newer first.
    const fresherJobs = await found({ q: "fresher", sort: "salary" });
    const equal = ["chennaiHelpdesk", "mangaluruSupport", "ftthKol"];
    expect(fresherJobs.filter((name) => equal.includes(name))).toEqual(equal);
    expect(await found({ q: "Chennai fresher", sort: "salary" })).toEqual(["btsChennai", "chennaiHelpdesk"]);
  });

  it("sorts by relevance with a text, and by newest without one", async () => {
    const newest = await found({ sort: "newest" });
    expect(await found({})).toEqual(newest);
    expect(await found({ sort: "relevance" })).toEqual(newest);
    expect(newest[0]).toBe("chennaiHelpdesk");
    // Relevance: the text in the title first.
    expect((await found({ q: "NOC", sort: "relevance" })).at(-1)).toBe("nocNoida");
  });

  it("pages a sorted search", async () => {
    const all = await found({ sort: "salary" });
    expect(all).toHaveLength(20);
    const second = await found({ sort: "salary", page: 2 });
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((name) => all.includes(name))).toBe(false);
  });
});

describe("words that are never corrected", () => {
  it("keeps a word jobs or the vocabulary have, and a word that begins one", async () => {
    for (const q of ["driver", "chauffeur", "kuberne", "splicer", "bengaluru", "trivandrum", "driv"]) {
      expect(await correctedText(services.db, q), q).toBeNull();
    }
    expect(await correctedText(services.db, "electrcian")).toBe("electrician");
  });

  it("says which text it searched when it corrected one", async () => {
    const result = await searchJobs(contextFor(services), { q: "hyderbad" });
    expect(result.correctedQ).toBe("hyderabad");
    const exact = await searchJobs(contextFor(services), { q: "driver" });
    expect(exact.correctedQ).toBeNull();
  });
});

describe("hostile texts", () => {
  it("reads object keys and punctuation as plain words, finding nothing and breaking nothing", async () => {
    for (const q of [
      "__proto__",
      "constructor",
      "toString hasOwnProperty",
      "noc | bangalore & !",
      "'fresher' :*",
    ]) {
      const result = await searchJobs(contextFor(services), { q });
      expect(
        result.jobs.map((job) => names[job.id]),
        q,
      ).not.toContain("hiddenNoc");
    }
    expect(await found({ q: "__proto__" })).toEqual([]);
    expect(await found({ q: "constructor" })).toEqual([]);
    // Operators typed by hand are words, not a query: "noc | bangalore & !" is NOC and Bangalore.
    expect(new Set(await found({ q: "noc | bangalore & !" }))).toEqual(new Set(["nocBlrL1", "nocBlrL2"]));
    expect(new Set(await found({ q: "'fresher' :*" }))).toEqual(new Set(await found({ q: "fresher" })));
  });
});
