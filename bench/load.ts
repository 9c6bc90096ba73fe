// Load test over a large dataset (issue #8): throughput and latency of the
// public pages, a signed-in search and the employer's applications list, each
// beside a plain Node HTTP server sending a page of the same size (the
// ceiling), plus the page weight of every page measured. Results and what
// they mean: docs/performance.md.
//
//   npm run build && npx tsx bench/load.ts
//
// It needs a PostgreSQL server: DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) names the server and a role
// that may create databases. It creates a database with a random name
// (dropped at the end), applies the migrations by starting the built app
// (BUILD_DIR, default ./build) in-process, and seeds it with set-based SQL:
// 100,000 jobs, 200,000 candidates (user, user_roles, candidate_profiles) and
// 1,000,000 applications, 47,000 of them on the demo employer's 40 jobs (6,000
// on the busiest), plus the demo employer, admin and candidate created through
// the app's own sign-up (passwords of server/seed/demo.ts); then VACUUM
// ANALYZE. It then starts the app on a random loopback port and loads each
// page with autocannon from a second process, 32 connections for 10 s after a
// 3 s warm-up, then the ceiling the same way; the open-loop scenarios (a
// search, the pipeline board of a job with some 2,000 applications, the
// Orders tab of a recruiter who owns ORDERS open job orders) ask at
// SEARCH_RATE a second instead. Besides latency and throughput
// it prints the app process's CPU time per request, the CPU time of the
// database backends per request (read from /proc when PostgreSQL runs on this
// machine) and database transactions per request: on a shared machine these
// vary far less than the latencies. It prints figures only and asserts
// nothing. About 3.5 minutes on 2 cores.
//
// Settings (environment): JOBS=100000 CANDIDATES=200000 APPLICATIONS=1000000
// DURATION=10 CONNECTIONS=32 BUILD_DIR=build. KEEP_DATABASE=1 keeps the
// database (its URL is printed) for EXPLAIN ANALYZE with psql, and
// REUSE_DATABASE=<that URL> runs on it again without seeding.
// SCENARIOS=search,employer runs only the scenarios whose names contain one
// of those words.
import "./production";
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { startBenchServer, type BenchServer } from "./bench-server";
import { runLoad, type LoadFigures } from "./load-worker";
import { viteImport } from "./vite-import";
import { pathToFileURL } from "node:url";
import { freePort } from "../tests/support/ports";
import { pageScale } from "../tests/support/page-weight";
import { rawGet } from "../tests/support/raw-get";
import { waitForHealth } from "../tests/support/eventually";

// The built server imports React from node_modules, which picks its slow
// development build unless NODE_ENV says production when it is first loaded.
process.env.NODE_ENV = "production";

const JOBS = Number(process.env.JOBS ?? 100_000);
const CANDIDATES = Number(process.env.CANDIDATES ?? 200_000);
const APPLICATIONS = Number(process.env.APPLICATIONS ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
/** Searches a second in the open-loop search scenario. */
const SEARCH_RATE = Number(process.env.SEARCH_RATE ?? 20);
/** Open job orders of the Orders scenario's recruiter (issue #37): the busiest open jobs not the employer's. */
const ORDERS = Number(process.env.ORDERS ?? 300);
const WARM_UP = 3;
const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The employer's jobs are jobs 1..EMPLOYER_JOBS; job 1 is the busiest of all. */
const EMPLOYER_JOBS = 40;
const BUSIEST_APPLICANTS = 6_000;

// ── The load worker (second process) ────────────────────────────────────────

// ── Reference lists for the synthetic data ──────────────────────────────────

/** Role titles, each with the skills its postings usually ask for ("|"-separated, at least 4). */
const roles: [string, string][] = [
  ["NOC Engineer", "Network Monitoring|Incident Management|SolarWinds|Nagios|CCNA|ITIL|ServiceNow"],
  ["Network Engineer", "CCNA|CCNP|OSPF|BGP|MPLS|TCP/IP|Juniper JunOS|Firewall"],
  ["Field Technician", "Site Survey|Earthing|Power Systems|Fusion Splicing|OTDR|Two-wheeler Licence"],
  ["Fibre Splicing Technician", "Fusion Splicing|OTDR|FTTH|GPON|OFC Laying|Site Survey"],
  ["Cloud Engineer", "AWS|Azure|GCP|Terraform|Kubernetes|Linux|Docker"],
  ["DevOps Engineer", "Docker|Kubernetes|Jenkins|Terraform|Ansible|Git|AWS|Linux"],
  ["Project Coordinator", "MS Excel|Project Planning|Vendor Management|Reporting|Communication"],
  ["RF Drive Test Engineer", "Drive Testing|RF Planning|LTE|5G NR|TEMS|Nemo Outdoor"],
  ["Data Centre Technician", "Power Systems|Cabling|Linux|Windows Server|VMware|Incident Management"],
  ["SOC Analyst", "SIEM|Splunk|Incident Management|Firewall|Threat Hunting|ITIL"],
  ["Linux System Administrator", "Linux|Bash|Ansible|VMware|Networking|Git"],
  ["Java Developer", "Java|Spring Boot|SQL|PostgreSQL|Microservices|Git"],
  ["Python Developer", "Python|Django|FastAPI|SQL|PostgreSQL|Git"],
  ["QA Engineer", "Selenium|Manual Testing|API Testing|Jenkins|SQL|JIRA"],
  ["Tower Installation Engineer", "Tower Erection|Earthing|Microwave|Site Survey|Safety|Power Systems"],
  [
    "IT Helpdesk Executive",
    "Windows Server|Active Directory|ServiceNow|Communication|Hardware Troubleshooting",
  ],
  ["Project Manager", "Project Planning|Vendor Management|Stakeholder Management|MS Project|PMP"],
  ["Telecom Site Surveyor", "Site Survey|Google Earth|AutoCAD|RF Planning|Reporting"],
  ["Store Executive", "Inventory Management|SAP MM|MS Excel|Tally|Logistics"],
  ["OFC Maintenance Engineer", "OFC Laying|OTDR|Fusion Splicing|Route Patrolling|Incident Management"],
  ["Full Stack Developer", "React|Node.js|TypeScript|PostgreSQL|REST APIs|Git"],
  ["Database Administrator", "PostgreSQL|Oracle|SQL|Backup and Recovery|Performance Tuning|Linux"],
  ["Security Engineer", "Firewall|VPN|SIEM|Vulnerability Assessment|Palo Alto|Fortinet"],
  ["Transmission Engineer", "SDH|DWDM|Microwave|MPLS|Nokia NetAct|Huawei U2000"],
  ["FTTH Installer", "FTTH|GPON|Fusion Splicing|ONT Configuration|Customer Handling"],
  ["Network Security Analyst", "Firewall|IDS/IPS|Splunk|TCP/IP|Incident Management"],
  ["Customer Support Executive", "Communication|CRM|Hindi|English|MS Excel"],
  ["Solar Installation Technician", "Solar PV|Power Systems|Earthing|Safety|Electrical Wiring"],
  ["Business Analyst", "Requirements Gathering|SQL|MS Excel|JIRA|Stakeholder Management"],
  ["Site Reliability Engineer", "Kubernetes|Prometheus|Grafana|Linux|Python|Incident Management"],
];
const levels = ["", "", "", "Senior ", "Junior ", "Lead ", "Trainee ", "L1 ", "L2 ", "L3 ", "Associate "];
const places: [string, string][] = [
  ["Noida", "Uttar Pradesh"],
  ["Lucknow", "Uttar Pradesh"],
  ["Kanpur", "Uttar Pradesh"],
  ["Gurugram", "Haryana"],
  ["Faridabad", "Haryana"],
  ["Bengaluru", "Karnataka"],
  ["Mysuru", "Karnataka"],
  ["Pune", "Maharashtra"],
  ["Mumbai", "Maharashtra"],
  ["Nagpur", "Maharashtra"],
  ["Nashik", "Maharashtra"],
  ["Hyderabad", "Telangana"],
  ["Warangal", "Telangana"],
  ["Chennai", "Tamil Nadu"],
  ["Coimbatore", "Tamil Nadu"],
  ["Madurai", "Tamil Nadu"],
  ["Kochi", "Kerala"],
  ["Thiruvananthapuram", "Kerala"],
  ["Ahmedabad", "Gujarat"],
  ["Surat", "Gujarat"],
  ["Vadodara", "Gujarat"],
  ["Jaipur", "Rajasthan"],
  ["Jodhpur", "Rajasthan"],
  ["Kolkata", "West Bengal"],
  ["Durgapur", "West Bengal"],
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
  ["Vijayawada", "Andhra Pradesh"],
  ["Ludhiana", "Punjab"],
  ["Panaji", "Goa"],
  ["Shimla", "Himachal Pradesh"],
  ["Jammu", "Jammu and Kashmir"],
];
const generalSkills = [
  "CCNA",
  "TCP/IP",
  "Linux",
  "Windows Server",
  "AWS",
  "Python",
  "SQL",
  "MS Excel",
  "ITIL",
  "Git",
  "Communication",
  "English",
  "Hindi",
  "Customer Handling",
  "Safety",
  "Reporting",
  "Team Leadership",
  "Documentation",
  "Troubleshooting",
  "Two-wheeler Licence",
];
const companies = [
  "Vistaar Technologies",
  "Bharat FibreNet Ltd.",
  "Sahyadri Towers Pvt. Ltd.",
  "NetVeda Cloud Services",
  "Konark Infra Projects",
  "Deccan Telelinks",
  "Ganga Datacom",
  "Himalaya Network Solutions",
  "Coromandel IT Services",
  "Narmada Digital Pvt. Ltd.",
  "Aravali Power and Telecom",
  "Sindhu Secure Systems",
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
const departments = [
  "Network Operations",
  "Field Operations",
  "Engineering",
  "IT Services",
  "Projects",
  "Security",
];
const educations = [
  "Diploma in Electronics",
  "B.Tech / B.E.",
  "Any graduate",
  "ITI (Electrician / Fitter)",
  "BCA / MCA",
];
const firstNames = [
  "Aarav",
  "Vivaan",
  "Aditya",
  "Vihaan",
  "Arjun",
  "Sai",
  "Reyansh",
  "Krishna",
  "Ishaan",
  "Rohan",
  "Rahul",
  "Amit",
  "Sanjay",
  "Vikram",
  "Karthik",
  "Suresh",
  "Manoj",
  "Deepak",
  "Imran",
  "Joseph",
  "Gurpreet",
  "Anil",
  "Ravi",
  "Naveen",
  "Priya",
  "Ananya",
  "Diya",
  "Aadhya",
  "Saanvi",
  "Kavya",
  "Pooja",
  "Neha",
  "Sneha",
  "Divya",
  "Lakshmi",
  "Meera",
  "Fatima",
  "Ayesha",
  "Sunita",
  "Anjali",
  "Swati",
  "Nisha",
  "Rekha",
  "Harpreet",
  "Shreya",
  "Tanvi",
  "Bhavna",
  "Jyoti",
];
const lastNames = [
  "Sharma",
  "Verma",
  "Gupta",
  "Singh",
  "Kumar",
  "Patel",
  "Shah",
  "Reddy",
  "Rao",
  "Nair",
  "Menon",
  "Iyer",
  "Pillai",
  "Das",
  "Bose",
  "Chatterjee",
  "Mukherjee",
  "Banerjee",
  "Joshi",
  "Kulkarni",
  "Deshpande",
  "Patil",
  "Jadhav",
  "Yadav",
  "Mishra",
  "Tiwari",
  "Pandey",
  "Chauhan",
  "Rathore",
  "Gill",
  "Sandhu",
  "Khan",
  "Ansari",
  "Qureshi",
  "D'Souza",
  "Fernandes",
  "Naidu",
  "Hegde",
  "Shetty",
  "Bhat",
  "Mehta",
  "Agarwal",
  "Saxena",
  "Srivastava",
  "Thakur",
  "Rawat",
];
const designations = [
  "NOC engineer",
  "network engineer",
  "field technician",
  "fibre splicer",
  "cloud engineer",
  "support engineer",
  "project coordinator",
  "RF engineer",
  "data centre technician",
  "SOC analyst",
  "system administrator",
  "software developer",
  "QA engineer",
  "helpdesk executive",
  "store executive",
  "graduate trainee",
];
const industries = [
  "telecommunications",
  "technology",
  "consulting",
  "energy",
  "construction",
  "logistics",
  "other",
];

// ── Seeding: set-based SQL on one connection ────────────────────────────────

type Exclusive = import("../server/db/database").ExclusiveConnection;

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`  ${label.padEnd(64)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  return result;
}

/**
 * Runs `fn` in a transaction whose triggers (foreign-key checks and the
 * application_count trigger) are off: the rows are consistent by construction
 * and application_count is written with the jobs, from the same pairs. SET
 * LOCAL ends with the transaction.
 */
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

/** The set-based seeding above and below, on a migrated database; other benches (bench/backup.ts) seed with it too. */
export async function seed(connection: Exclusive, owners: { employer: string; admin: string }) {
  try {
    await seedTables(connection, owners);
  } finally {
    // The connection goes back to the app's pool: without the session's
    // settings, temporary tables and functions.
    await connection.exec("discard all");
  }
}

async function seedTables(connection: Exclusive, owners: { employer: string; admin: string }) {
  const { parseExperienceRange } = await import("../server/domain/jobs");
  // Deterministic pseudo-random numbers from (row number, salt): the same data
  // on every run, whatever plan PostgreSQL picks.
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

  await timed(
    `plan: job numbers, ${APPLICATIONS.toLocaleString("en-US")} (job, candidate) pairs`,
    async () => {
      await connection.exec(`
      create temp table bench_jobs as
        select n, gen_random_uuid() as id, now() - pg_temp.u(n, 1) * interval '180 days' as created_at
        from generate_series(1, ${JOBS}) n;
      alter table bench_jobs add primary key (n);
    `);
      // (job number, candidate number) pairs, unique. The employer's jobs take
      // a block each (job 1 the most); the rest spread over the other jobs,
      // skewed so that some jobs draw hundreds and most a handful.
      const busiest = Math.min(BUSIEST_APPLICANTS, CANDIDATES);
      await connection.exec(`
      create temp table bench_pairs as
        select 1 as jn, c as cn from generate_series(1, ${busiest}) c
        union all
        select j, 1 + (j * 7919 + k) % ${CANDIDATES}
        from generate_series(2, ${Math.min(EMPLOYER_JOBS, JOBS)}) j,
          generate_series(0, least(${CANDIDATES} - 1, 200 + pg_temp.pick(j, 20, 1600))) k;
    `);
      const employerPairs = Number(
        (await connection.query<{ n: string }>("select count(*) as n from bench_pairs"))[0].n,
      );
      const rest = Math.max(0, APPLICATIONS - employerPairs);
      await connection.exec(`
      insert into bench_pairs
        select jn, cn from (
          select distinct
            ${EMPLOYER_JOBS + 1} + floor(${Math.max(1, JOBS - EMPLOYER_JOBS)} * power(pg_temp.u(g, 21), 1.5))::int as jn,
            1 + floor(${CANDIDATES} * pg_temp.u(g, 22))::int as cn
          from generate_series(1, ${Math.ceil(rest * 1.02)}) g
        ) spread
        where jn <= ${JOBS}
        limit ${rest};
    `);
      // Each job's application_count, written with the job: the count trigger is
      // off while the applications go in.
      await connection.exec(`
      create temp table bench_counts as select jn, count(*)::int as n from bench_pairs group by jn;
      alter table bench_counts add primary key (jn);
    `);
    },
  );

  await timed(
    `jobs: ${JOBS.toLocaleString("en-US")} (10% inactive; 1-${EMPLOYER_JOBS} the employer's)`,
    async () => {
      const ranges = experiences.map((text) => parseExperienceRange(text));
      // Through the jobs_search_fields trigger (skills_text, search_vector), as the app writes them.
      await connection.query(
        `insert into jobs (id, title, company_name, department, job_type, employment_type, experience_required,
         experience_min_years, experience_max_years, salary_min, salary_max, location_city, location_state,
         job_description, key_responsibilities, required_skills, preferred_skills, education_requirements,
         industry_type, role_category, job_highlights, requirements, application_deadline, is_active, posted_by,
         application_count, created_at, updated_at)
       with picked as (
         select b.n, b.id, b.created_at,
           pg_temp.pick(b.n, 2, cardinality($1::text[])) as r,
           ($2::text[])[pg_temp.pick(b.n, 3, cardinality($2::text[]))] as level,
           pg_temp.pick(b.n, 4, cardinality($3::text[])) as p,
           ($5::text[])[pg_temp.pick(b.n, 5, cardinality($5::text[]))] as company,
           pg_temp.pick(b.n, 6, cardinality($6::text[])) as e,
           150000 + 50000 * (pg_temp.pick(b.n, 7, 20) - 1) as salary_min,
           pg_temp.u(b.n, 8) as jt,
           coalesce(c.n, 0) as applications
         from bench_jobs b
         left join bench_counts c on c.jn = b.n
       ), described as (
         select picked.*,
           picked.level || ($1::text[])[picked.r] as title,
           ($3::text[])[picked.p] as city,
           ($4::text[])[picked.p] as state,
           array(
             select distinct s from (
               select (string_to_array(($12::text[])[picked.r], '|'))[
                 pg_temp.pick(picked.n, 100 + k, cardinality(string_to_array(($12::text[])[picked.r], '|')))] as s
               from generate_series(1, 3) k
               union all
               select ($13::text[])[pg_temp.pick(picked.n, 200 + k, cardinality($13::text[]))]
               from generate_series(1, pg_temp.pick(picked.n, 9, 5)) k
             ) chosen
           ) as skills
         from picked
       )
       select id, title, company,
         ($9::text[])[pg_temp.pick(n, 10, cardinality($9::text[]))],
         case when jt < 0.8 then 'full_time' when jt < 0.9 then 'contract' when jt < 0.95 then 'part_time'
              else 'internship' end,
         case when jt < 0.8 then 'permanent' when jt < 0.9 then 'contract' else 'temporary' end,
         ($6::text[])[e], ($7::int[])[e], ($8::int[])[e],
         salary_min, salary_min + 100000 + 50000 * (pg_temp.pick(n, 11, 10) - 1),
         city, state,
         format('%s is hiring a %s in %s, %s. You will work with %s on projects for telecom operators and '
           'enterprises, in a team that values safety, clear reporting and steady learning. Shift allowances, '
           'PF, ESIC and medical insurance as per company policy. Candidates from %s preferred.',
           company, title, city, state, array_to_string(skills, ', '), state),
         array['Deliver the assigned work to SLA', 'Report daily progress to the project lead',
           'Follow safety practice on every site', 'Keep documentation and tickets up to date'],
         skills,
         array[($13::text[])[pg_temp.pick(n, 12, cardinality($13::text[]))]],
         ($10::text[])[pg_temp.pick(n, 13, cardinality($10::text[]))],
         'Telecom / IT', 'Engineering - Network',
         array['PF and ESIC', 'Medical insurance', 'Training provided'],
         array['Willing to travel within ' || state],
         case when pg_temp.u(n, 14) < 0.1 then null
              when pg_temp.u(n, 14) < 0.15 then current_date - pg_temp.pick(n, 15, 60)
              else current_date + 14 + pg_temp.pick(n, 15, 120) end,
         n <= $11 or pg_temp.u(n, 16) >= 0.1,
         case when n <= $11 then $14 else $15 end,
         applications, created_at, created_at
       from described`,
        [
          roles.map(([title]) => title),
          levels,
          places.map(([city]) => city),
          places.map(([, state]) => state),
          companies,
          experiences,
          ranges.map((range) => range.min),
          ranges.map((range) => range.max),
          departments,
          educations,
          EMPLOYER_JOBS,
          roles.map(([, skills]) => skills),
          generalSkills,
          owners.employer,
          owners.admin,
        ],
      );
    },
  );

  await timed(
    `candidates: ${CANDIDATES.toLocaleString("en-US")} users, user_roles and candidate_profiles`,
    async () => {
      await connection.query(
        `create temp table bench_candidates as
         select n, md5('bench-candidate-' || n) as user_id, gen_random_uuid() as profile_id,
           ($1::text[])[pg_temp.pick(n, 30, cardinality($1::text[]))] as first_name,
           ($2::text[])[pg_temp.pick(n, 31, cardinality($2::text[]))] as last_name,
           now() - interval '1 day' - pg_temp.u(n, 32) * interval '730 days' as created_at
         from generate_series(1, ${CANDIDATES}) n`,
        [firstNames, lastNames],
      );
      await connection.exec(`
      alter table bench_candidates add primary key (n);
      alter table bench_candidates add column email text;
      update bench_candidates
        set email = lower(replace(first_name || '.' || last_name, '''', '')) || '.' || n || '@mail.example.in';
    `);
      await withoutTriggers(connection, async () => {
        await connection.exec(`
        insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", "lastSignInAt")
          select user_id, first_name || ' ' || last_name, email, true, created_at, created_at,
            case when pg_temp.u(n, 33) < 0.7 then created_at + pg_temp.u(n, 34) * (now() - created_at) end
          from bench_candidates;
        insert into user_roles (user_id, email, role, created_at)
          select user_id, email, 'user', created_at from bench_candidates;
      `);
        await connection.query(
          `insert into candidate_profiles (id, user_id, first_name, last_name, phone, date_of_birth, gender,
           current_city, home_location, total_experience, current_salary, expected_salary, notice_period,
           profile_summary, industry, created_at, updated_at)
         select profile_id, user_id, first_name, last_name, '+9198' || lpad(n::text, 8, '0'),
           date '1975-01-01' + pg_temp.pick(n, 35, 9000),
           case when pg_temp.u(n, 36) < 0.62 then 'male' when pg_temp.u(n, 36) < 0.97 then 'female'
                else 'prefer_not_to_say' end,
           city, ($1::text[])[pg_temp.pick(n, 38, cardinality($1::text[]))],
           experience,
           case when experience = 'fresher' then null else 180000 + 20000 * pg_temp.pick(n, 39, 60) end,
           240000 + 25000 * pg_temp.pick(n, 40, 60),
           (array[0, 15, 30, 30, 60, 90])[pg_temp.pick(n, 41, 6)],
           format('%s with %s in %s. Comfortable with %s and %s; I keep clear records, work well in shifts '
             'and with field teams, and am looking for a role in or near %s where I can keep learning.',
             initcap(designation),
             case experience when 'fresher' then 'internship experience'
               when '10+' then 'over ten years of experience' else experience || ' years of experience' end,
             replace(industry, '_', ' '), ($3::text[])[pg_temp.pick(n, 42, cardinality($3::text[]))],
             ($3::text[])[pg_temp.pick(n, 43, cardinality($3::text[]))], city),
           industry, created_at, created_at
         from (
           select c.*,
             ($1::text[])[pg_temp.pick(n, 37, cardinality($1::text[]))] as city,
             case when pg_temp.u(n, 44) < 0.25 then 'fresher' when pg_temp.u(n, 44) < 0.5 then '1-2'
                  when pg_temp.u(n, 44) < 0.75 then '3-5' when pg_temp.u(n, 44) < 0.9 then '6-10'
                  else '10+' end as experience,
             ($2::text[])[pg_temp.pick(n, 45, cardinality($2::text[]))] as designation,
             ($4::text[])[pg_temp.pick(n, 46, cardinality($4::text[]))] as industry
           from bench_candidates c
         ) c`,
          [places.map(([city]) => city), designations, generalSkills, industries],
        );
      });
    },
  );

  const applicationsLabel = `applications: ${APPLICATIONS.toLocaleString("en-US")} (job 1: ${BUSIEST_APPLICANTS})`;
  await timed(applicationsLabel, async () => {
    // The secondary indexes are built after the rows are in (faster than a
    // million index insertions), from their own definitions.
    const indexes = await connection.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where schemaname = 'public' and tablename = 'job_applications'
         and indexname not in (select conname from pg_constraint where conrelid = 'job_applications'::regclass)`,
    );
    for (const index of indexes) await connection.exec(`drop index "${index.name}"`);
    await connection.exec("analyze bench_pairs, bench_jobs, bench_candidates");
    await withoutTriggers(connection, () =>
      connection.exec(`
        insert into job_applications (job_id, candidate_id, cover_letter, application_status, applied_at, updated_at)
          select j.id, c.profile_id,
            case when pg_temp.u(p.jn::bigint * 1000003 + p.cn, 50) < 0.3
              then 'I have worked in a similar role and can join within my notice period. My profile has the details.'
              else '' end,
            case when s < 0.7 then 'applied' when s < 0.85 then 'screening' when s < 0.95 then 'submitted'
                 else 'rejected' end,
            applied_at,
            case when s < 0.7 then applied_at else applied_at + (now() - applied_at) * 0.5 end
          from bench_pairs p
          join bench_jobs j on j.n = p.jn
          join bench_candidates c on c.n = p.cn
          cross join lateral (
            select pg_temp.u(p.jn::bigint * 1000003 + p.cn, 51) as s,
              greatest(j.created_at, c.created_at)
                + pg_temp.u(p.jn::bigint * 1000003 + p.cn, 52) * (now() - greatest(j.created_at, c.created_at)) as applied_at
          ) r
          order by p.jn, applied_at;
      `),
    );
    for (const index of indexes) await connection.exec(index.definition);
  });

  await timed("vacuum analyze", async () => {
    // Synchronous again, so VACUUM finds every commit flushed and can mark
    // the pages all-visible (index-only scans), as in a settled database.
    await connection.exec("set synchronous_commit = on");
    // searchable_jobs and search_words are filled by the jobs' triggers.
    const tables = [
      "jobs",
      "searchable_jobs",
      "search_words",
      "job_applications",
      "candidate_profiles",
      '"user"',
      "user_roles",
    ];
    await connection.exec(`vacuum analyze ${tables.join(", ")}`);
    for (let round = 0; round < 3; round++) {
      const [visibility] = await connection.query<{ pages: number; visible: number }>(
        "select relpages as pages, relallvisible as visible from pg_class where relname = 'job_applications'",
      );
      if (visibility.visible >= visibility.pages * 0.99) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await connection.exec(`vacuum ${tables.join(", ")}`);
    }
  });
  await timed("checkpoint", async () => {
    // The seed left about 2 GB of dirty pages, which the checkpointer would
    // otherwise write out during the measurements, on the same two cores.
    await connection.exec("checkpoint").catch((error: Error) => {
      console.log(
        `  no CHECKPOINT (${error.message}): the first scenarios share the machine with its writes`,
      );
    });
  });
  const [check] = await connection.query<{ wrong: string }>(
    `select count(*) as wrong from jobs
     left join (select job_id, count(*)::int as n from job_applications group by job_id) counted on counted.job_id = jobs.id
     where jobs.application_count <> coalesce(counted.n, 0)`,
  );
  console.log(`  application_count differs from the applications on ${check.wrong} jobs`);
}

/**
 * `count` different /jobs searches, the same on every run: a role word, a
 * skill or a city, alone or with a second word, some with a state, an
 * experience level or page 2.
 */
function distinctSearchPaths(count: number): string[] {
  // A small integer hash (xorshift-multiply), so the list is the same on every run.
  const hash = (x: number) => {
    let h = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
    return (h ^ (h >>> 16)) >>> 0;
  };
  const words = new Set<string>();
  for (const [title, skills] of roles) {
    for (const word of title.split(" ")) if (word.length > 2) words.add(word.toLowerCase());
    for (const skill of skills.split("|")) words.add(skill.toLowerCase());
  }
  for (const [city] of places) words.add(city.toLowerCase());
  const pool = [...words];
  const states = ["", ...new Set(places.map(([, state]) => state))];
  const experience = ["", "", "fresher", "1-2", "3-5", "6-10", "10+"];
  const paths = new Set<string>();
  for (let n = 1; paths.size < count; n++) {
    const pick = (list: string[], salt: number) => list[hash(n * 7 + salt) % list.length];
    const params = new URLSearchParams({
      q: n % 3 === 0 ? `${pick(pool, 1)} ${pick(pool, 2)}` : pick(pool, 1),
    });
    const state = pick(states, 3);
    if (state && n % 2 === 0) params.set("state", state);
    const level = pick(experience, 4);
    if (level) params.set("experience", level);
    if (n % 5 === 0) params.set("page", "2");
    paths.add(`/jobs?${params}`);
  }
  return [...paths];
}

// ── The run ─────────────────────────────────────────────────────────────────

interface Scenario {
  name: string;
  paths: string[];
  cookie?: string;
  /** Accept-Encoding as a browser sends it: the page as it goes over the wire (bytes and ceiling alike). */
  acceptEncoding?: string;
  /** An open loop at this many requests a second, for the latency a visitor sees short of saturation (no ceiling run). */
  rate?: number;
  /** Response bytes, the mean over the paths sampled (what autocannon receives: uncompressed unless acceptEncoding). */
  bytes: number;
  body: Buffer;
}

/**
 * CPU time (ms) of each PostgreSQL backend connected to `database`, read from
 * /proc (Linux, server on this machine; an empty map otherwise). Parallel
 * workers carry no database name and are not counted.
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
      // utime and stime (fields 14 and 15), in clock ticks of 10 ms.
      times.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the process ended meanwhile
    }
  }
  return times;
}

function cpuSince(before: Map<number, number>, after: Map<number, number>): number | null {
  if (after.size === 0) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** The ceiling: a plain Node HTTP server sending the same bytes for every request. */
async function startCeiling(body: Buffer): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
    res.end(body);
  });
  const port = await freePort();
  server.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function main() {
  const runStart = performance.now();
  const { sql } = await import("kysely");
  // Through Vite's runner: the seed's imports reach Lingui's macros (the clients' domain), which tsx cannot run.
  const { demoAccounts } = await viteImport<typeof import("../server/seed/demo")>(
    new URL("../server/seed/demo.ts", import.meta.url),
  );

  console.log(`${os.cpus().length} CPUs, 1-minute load average ${os.loadavg()[0].toFixed(1)} before the run`);
  // REUSE_DATABASE: a database an earlier run kept (KEEP_DATABASE=1), already
  // seeded: no seeding, and it is kept again.
  const reused = process.env.REUSE_DATABASE;
  // Starting the app applies the migrations to the empty database.
  const bench = await startBenchServer({ name: "bench-load-", reuse: reused });
  const { services, baseUrl } = bench;
  // Answers served from memory, pages and searches together: the "cached" column.
  const cacheStats = () => {
    const { pages, jobSearches } = services.caches;
    return {
      hits: pages.stats.hits + jobSearches.stats.hits,
      misses: pages.stats.misses + jobSearches.stats.misses,
    };
  };
  const { db } = services;

  try {
    const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db);
    const databaseName = new URL(bench.serverDatabase!.url).pathname.slice(1);
    console.log(`PostgreSQL ${version.rows[0].v} at ${new URL(DATABASE_URL).host}, database ${databaseName}`);

    if (reused) {
      // Sign-in is rate limited, and earlier runs signed in to this database.
      await db.deleteFrom("rate_limits").execute();
    }
    // The accounts one signs in with, through the app's own sign-up.
    const account = async (email: string, password: string, role: "user" | "moderator" | "admin") => {
      const { user } = await services.auth.api.signUpEmail({ body: { email, password, name: "" } });
      await db.updateTable("user").set({ emailVerified: true }).where("id", "=", user.id).execute();
      await db.insertInto("user_roles").values({ user_id: user.id, email, role }).execute();
      return user.id;
    };
    async function seedDatabase() {
      const employerId = await account(
        demoAccounts.employer.email,
        demoAccounts.employer.password,
        "moderator",
      );
      const adminId = await account(demoAccounts.admin.email, demoAccounts.admin.password, "admin");
      const candidateId = await account(
        demoAccounts.candidate.email,
        demoAccounts.candidate.password,
        "user",
      );
      await db
        .insertInto("candidate_profiles")
        .values({
          user_id: candidateId,
          first_name: "Priya",
          last_name: "Sharma",
          current_city: "Noida",
          total_experience: "3-5",
          profile_summary:
            "NOC engineer with four years of round-the-clock monitoring of IP/MPLS and FTTH networks.",
        })
        .execute();

      console.log(
        `seeding ${JOBS.toLocaleString("en-US")} jobs, ${CANDIDATES.toLocaleString("en-US")} candidates, ` +
          `${APPLICATIONS.toLocaleString("en-US")} applications (set-based SQL):`,
      );
      const seedStart = performance.now();
      await services.database.withExclusiveConnection((connection) =>
        seed(connection, { employer: employerId, admin: adminId }),
      );
      console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
      return { employerId };
    }
    const employerId = reused
      ? (
          await db
            .selectFrom("user_roles")
            .select("user_id")
            .where("email", "=", demoAccounts.employer.email)
            .executeTakeFirstOrThrow()
        ).user_id
      : (await seedDatabase()).employerId;
    const counts = await sql<{ jobs: number; active: number; candidates: number; applications: number }>`
      select (select count(*) from jobs)::int as jobs,
        (select count(*) from jobs where is_active)::int as active,
        (select count(*) from candidate_profiles)::int as candidates,
        (select count(*) from job_applications)::int as applications`.execute(db);
    const seeded = counts.rows[0];
    console.log(
      `database: ${seeded.jobs} jobs (${seeded.active} active), ` +
        `${seeded.candidates} candidate profiles, ${seeded.applications} applications`,
    );

    // The employer's busiest job, checked against the applications themselves.
    const busiest = await db
      .selectFrom("jobs")
      .select(["id", "title", "application_count"])
      .where("posted_by", "=", employerId)
      .orderBy("application_count", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    // The pipeline board's job (issue #37): the employer's job with nearest 2,000 applications.
    const boardJob = await db
      .selectFrom("jobs")
      .select(["id", "application_count"])
      .where("posted_by", "=", employerId)
      .orderBy(sql`abs(application_count - 2000)`)
      .limit(1)
      .executeTakeFirstOrThrow();
    const employerTotal = await db
      .selectFrom("job_applications")
      .innerJoin("jobs", "jobs.id", "job_applications.job_id")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("jobs.posted_by", "=", employerId)
      .executeTakeFirstOrThrow();
    console.log(
      `employer's busiest job: ${busiest.title} (${busiest.id}), ${busiest.application_count} applications; ` +
        `${employerTotal.n} on the employer's ${EMPLOYER_JOBS} jobs`,
    );

    // Job orders (issue #37, decision 0052): a recruiter who owns ORDERS open orders, the busiest
    // open jobs that are not the demo employer's, with varied openings, priorities and target
    // dates (some overdue). Idempotent, so a reused database gets the same orders.
    const ordersRecruiter = {
      email: "orders.recruiter@bench.example",
      password: demoAccounts.employer.password,
    };
    const ordersRecruiterId =
      (await db.selectFrom("user").select("id").where("email", "=", ordersRecruiter.email).executeTakeFirst())
        ?.id ?? (await account(ordersRecruiter.email, ordersRecruiter.password, "moderator"));
    await sql`
      with busiest as (
        select id, row_number() over (order by application_count desc, id) as n
        from jobs
        where is_active and posted_by is distinct from ${employerId}
        order by application_count desc, id
        limit ${ORDERS}
      )
      update jobs set owner_id = ${ordersRecruiterId},
        openings = 1 + (busiest.n * 7) % 15,
        priority = (array['low', 'normal', 'normal', 'high', 'urgent'])[1 + busiest.n % 5],
        target_date = current_date + ((busiest.n * 13) % 75 - 15)::int
      from busiest
      where jobs.id = busiest.id`.execute(db);
    const orders = await db
      .selectFrom("jobs")
      .innerJoin("job_applications", "job_applications.job_id", "jobs.id")
      .select([
        sql<number>`count(distinct jobs.id)::int`.as("jobs"),
        sql<number>`count(*)::int`.as("applications"),
      ])
      .where("jobs.owner_id", "=", ordersRecruiterId)
      .where("jobs.is_active", "=", true)
      .executeTakeFirstOrThrow();
    console.log(
      `orders recruiter: ${ORDERS} open orders, ${orders.applications} applications on ${orders.jobs} of them`,
    );

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
    const candidateCookie = await signIn(demoAccounts.candidate.email, demoAccounts.candidate.password);
    const employerCookie = await signIn(demoAccounts.employer.email, demoAccounts.employer.password);
    const ordersCookie = await signIn(ordersRecruiter.email, ordersRecruiter.password);

    const sample = await db
      .selectFrom("jobs")
      .select("id")
      .where("is_active", "=", true)
      .orderBy(sql`random()`)
      .limit(500)
      .execute();
    const searches = [
      "/jobs?q=noc+engineer",
      "/jobs?q=network",
      "/jobs?q=hyderbad",
      "/jobs?q=kubernetes&experience=3-5",
      "/jobs?q=pune",
      "/jobs?q=fibre+splicing&state=Uttar+Pradesh",
      "/jobs?q=java+developer&page=2",
      "/jobs?q=ccna",
      "/jobs?q=enginer&state=Karnataka",
      "/jobs?q=devops&state=Maharashtra",
      "/jobs?q=field+technician&experience=fresher",
      "/jobs?q=splunk",
    ];
    const distinctSearches = distinctSearchPaths(4_000);
    const plan: Omit<Scenario, "bytes" | "body">[] = [
      { name: "/ home", paths: ["/"] },
      { name: "/careers", paths: ["/careers"] },
      { name: "/jobs/{id} job page", paths: sample.map((row) => `/jobs/${row.id}`) },
      // Signed in, so rendered for every request: what a page costs without the page cache.
      {
        name: "/jobs/{id} job page (candidate)",
        paths: sample.map((row) => `/jobs/${row.id}`),
        cookie: candidateCookie,
      },
      { name: "/jobs?q=… search (candidate)", paths: searches, cookie: candidateCookie },
      // The same as a browser asks for it: compressed.
      {
        name: "/jobs?q=… search (candidate, br)",
        paths: searches,
        cookie: candidateCookie,
        acceptEncoding: "gzip, deflate, br, zstd",
      },
      // Every request a search not made before: what the search costs without its result cache.
      { name: "/jobs?q=… new searches (candidate)", paths: distinctSearches, cookie: candidateCookie },
      {
        name: `/jobs?q=… search, ${SEARCH_RATE}/s open loop`,
        paths: searches,
        cookie: candidateCookie,
        rate: SEARCH_RATE,
      },
      {
        name: `/jobs?q=… new searches, ${SEARCH_RATE}/s open loop`,
        paths: distinctSearches.slice(2_000),
        cookie: candidateCookie,
        rate: SEARCH_RATE,
      },
      {
        name: "employer applications list",
        paths: [`/employer-dashboard/applications?job=${busiest.id}`],
        cookie: employerCookie,
      },
      // Rendered fresh for every request, at the rate a team of recruiters would ask.
      {
        name: `pipeline board (${boardJob.application_count} applications), ${SEARCH_RATE}/s open loop`,
        paths: [`/employer-dashboard/jobs/${boardJob.id}/pipeline`],
        cookie: employerCookie,
        rate: SEARCH_RATE,
      },
      // The dashboard's first tab (issue #37): the recruiter's open orders, what needs attention
      // first, rendered fresh for every request. SCENARIOS=orders runs it alone.
      {
        name: `job orders (${ORDERS} open, ${orders.applications} applications), ${SEARCH_RATE}/s open loop`,
        paths: ["/employer-dashboard/orders"],
        cookie: ordersCookie,
        rate: SEARCH_RATE,
      },
    ];

    // Each page once: it must answer 200 with the content expected; its size
    // as autocannon gets it (no Accept-Encoding, so uncompressed); page weight.
    const scenarios: Scenario[] = [];
    const weights: string[][] = [];
    const weigh = pageScale(baseUrl);
    // SCENARIOS="search,employer": only the scenarios whose names contain one of these.
    const only = process.env.SCENARIOS?.split(",").filter(Boolean);
    for (const item of plan.filter(({ name }) => !only || only.some((part) => name.includes(part)))) {
      const bodies: Buffer[] = [];
      for (const p of item.paths.slice(0, 12)) {
        const response = await fetch(baseUrl + p, {
          headers: { "accept-encoding": "identity", ...(item.cookie ? { cookie: item.cookie } : {}) },
        });
        const body = Buffer.from(await response.arrayBuffer());
        const text = body.toString("utf8");
        if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
        if (text.includes("Login Required") || text.includes("Failed to load applications")) {
          throw new Error(`${p}: not signed in, or the list failed`);
        }
        bodies.push(body);
      }
      if (
        item.name.startsWith("employer") &&
        !bodies[0].toString("utf8").includes(String(busiest.application_count))
      ) {
        throw new Error("the employer's applications list does not show the busiest job");
      }
      if (
        item.name.startsWith("job orders") &&
        !bodies[0].toString("utf8").includes(`${ORDERS} open orders`)
      ) {
        throw new Error(`the Orders tab does not list the recruiter's ${ORDERS} open orders`);
      }
      const sent = item.acceptEncoding
        ? await Promise.all(
            item.paths.slice(0, 12).map(async (p) => {
              const headers = {
                "accept-encoding": item.acceptEncoding!,
                ...(item.cookie ? { cookie: item.cookie } : {}),
              };
              return (await rawGet(baseUrl + p, headers)).body;
            }),
          )
        : bodies;
      const bytes = Math.round(sent.reduce((sum, body) => sum + body.length, 0) / sent.length);
      // The ceiling's page: the first response as sent, cut or repeated to the mean size.
      const body = Buffer.alloc(bytes);
      for (let at = 0; at < bytes; at += sent[0].length) sent[0].copy(body, at);
      scenarios.push({ ...item, bytes, body });

      const weight = await weigh(item.paths[0], item.cookie ? { cookie: item.cookie } : {});
      weights.push([
        item.name,
        String(weight.html),
        String(weight.js),
        String(weight.jsFiles),
        String(weight.css),
      ]);
    }

    console.log(
      `\nload: autocannon in a second process, ${CONNECTIONS} connections, ${DURATION} s per scenario ` +
        `(after ${WARM_UP} s of warm-up); ceiling: a plain node:http server in this process sending a page of ` +
        `the same size`,
    );
    const transactions = async () => {
      const { rows } = await sql<{ n: string }>`
        select xact_commit + xact_rollback as n from pg_stat_database where datname = ${databaseName}`.execute(
        db,
      );
      return Number(rows[0].n);
    };
    const header = [
      "route",
      "bytes",
      "alone ms",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "max ms",
      "non-2xx",
      "cached",
      "ceiling req/s",
      "ratio",
      "app CPU ms/req",
      "db CPU ms/req",
      "db xact/req",
    ];
    const rows: string[][] = [];
    // Other work on the machine skews every figure: the 1-minute load average is printed with them.
    const loads: number[] = [];
    const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "-");
    for (const scenario of scenarios) {
      // One request at a time first: the latency without queueing.
      const alone: number[] = [];
      for (let i = 0; i < 7; i++) {
        const started = performance.now();
        const response = await fetch(baseUrl + scenario.paths[i % scenario.paths.length], {
          headers: {
            "accept-encoding": scenario.acceptEncoding ?? "identity",
            ...(scenario.cookie ? { cookie: scenario.cookie } : {}),
          },
        });
        await response.arrayBuffer();
        alone.push(performance.now() - started);
      }
      alone.sort((a, b) => a - b);

      const input = {
        baseUrl,
        paths: scenario.paths,
        cookie: scenario.cookie,
        acceptEncoding: scenario.acceptEncoding,
        connections: CONNECTIONS,
        overallRate: scenario.rate,
      };
      const cacheBefore = cacheStats();
      loads.push(os.loadavg()[0]);
      const xactsBefore = await transactions();
      const dbBefore = backendCpu(databaseName);
      const appBefore = process.cpuUsage();
      const warm = await runLoad({ ...input, duration: WARM_UP });
      // The measured run goes on where the warm-up stopped, so a list of
      // searches never made before stays so.
      const resumeAt = warm.requests % input.paths.length;
      const result = await runLoad({
        ...input,
        paths: [...input.paths.slice(resumeAt), ...input.paths.slice(0, resumeAt)],
        duration: DURATION,
      });
      const appCpu = process.cpuUsage(appBefore);
      const dbCpu = cpuSince(dbBefore, backendCpu(databaseName));
      const served = warm.requests + result.requests;
      // The share of a memory's lookups during the scenario that it answered.
      const hitShare = (
        before: { hits: number; misses: number },
        after: { hits: number; misses: number },
      ) => {
        const looked = after.hits + after.misses - before.hits - before.misses;
        return looked ? `${Math.round((100 * (after.hits - before.hits)) / looked)}%` : "-";
      };
      let bound: LoadFigures | null = null;
      if (!scenario.rate) {
        const ceiling = await startCeiling(scenario.body);
        try {
          const ceilingInput = { baseUrl: ceiling.baseUrl, paths: ["/"], connections: CONNECTIONS };
          await runLoad({ ...ceilingInput, duration: 1 });
          bound = await runLoad({ ...ceilingInput, duration: DURATION });
        } finally {
          await ceiling.close();
        }
      }
      // Backends report their statistics when idle for a while: read after the ceiling's run.
      const xacts = (await transactions()) - xactsBefore - 1;
      const row = [
        scenario.name,
        String(scenario.bytes),
        fmt(alone[3]),
        result.perSecond.toFixed(0),
        fmt(result.p50),
        fmt(result.p95),
        fmt(result.p99),
        fmt(result.max),
        String(result.non2xx + result.errors),
        hitShare(cacheBefore, cacheStats()),
        bound ? bound.perSecond.toFixed(0) : "-",
        bound ? (result.perSecond / bound.perSecond).toFixed(2) : "-",
        ((appCpu.user + appCpu.system) / 1000 / served).toFixed(2),
        dbCpu === null ? "-" : (dbCpu / served).toFixed(2),
        (xacts / served).toFixed(1),
      ];
      rows.push(row);
      console.log(`  ${row.join("  ")}`);
    }

    const print = (title: string, head: string[], body: string[][]) => {
      const widths = head.map((cell, column) =>
        Math.max(cell.length, ...body.map((row) => row[column].length)),
      );
      const line = (cells: string[]) =>
        cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
      console.log(`\n${title}\n`);
      console.log(line(head));
      console.log(widths.map((width) => "-".repeat(width)).join("  "));
      for (const row of body) console.log(line(row));
    };
    print(
      `Load (${CONNECTIONS} connections, ${DURATION} s each; ratio = req/s over the ceiling's req/s)`,
      header,
      rows,
    );
    print(
      "Page weight (gzip level 6, bytes; JS includes inline scripts; tests/support/page-weight.ts)",
      ["page", "HTML gz", "JS gz", "JS files", "CSS gz"],
      weights,
    );
    console.log(
      `\n${os.cpus().length} CPUs; 1-minute load average before each scenario: ${loads.map((l) => l.toFixed(1)).join(", ")}`,
    );
    if (!only || only.includes("metrics"))
      await compareMetricsCost(
        bench,
        sample.map((row) => `/jobs/${row.id}`),
      );
    console.log(`\ntotal run time ${((performance.now() - runStart) / 1000).toFixed(0)} s`);
  } finally {
    await bench.close();
  }
}

/**
 * What /metrics and the access log cost on the anonymous job page (issue
 * #39: metrics at most 2 % of its throughput). The built server as its own
 * process (`node server.js`, its standard output thrown away) on this
 * database, in three settings: neither (ACCESS_LOG=off), the access log
 * alone (the default), and the access log with METRICS_TOKEN (scraped every
 * 15 s as Prometheus would). Metrics cost = both / log alone; the log's =
 * log alone / neither. Two apps in this process would not do: the second
 * one started answers some 4 % slower with the same settings. And the
 * machine's speed drifts by more than 2 % from one run to the next (±20 %
 * seen here between runs a minute apart), so the three run side by side in
 * rounds, each in a fresh process, in an order that turns, and each cost is
 * the median of the rounds' ratios. METRICS_ROUNDS rounds (default 6) of
 * DURATION / 2 s a run; SCENARIOS=metrics runs it alone.
 */
async function compareMetricsCost(bench: BenchServer, paths: string[]) {
  const token = "bench-metrics-token-0123456789";
  const rounds = Number(process.env.METRICS_ROUNDS ?? 6);
  const seconds = Math.max(2, Math.round(DURATION / 2));
  const settings = {
    neither: { ACCESS_LOG: "off", METRICS_TOKEN: "" },
    log: { ACCESS_LOG: "on", METRICS_TOKEN: "" },
    both: { ACCESS_LOG: "on", METRICS_TOKEN: token },
  };
  type Setting = keyof typeof settings;
  const all: Record<Setting, { perSecond: number; cpu: number }[]> = { neither: [], log: [], both: [] };
  const run = async (setting: Setting) => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: bench.dataDir,
        DATABASE_URL: bench.serverDatabase!.url,
        SESSION_SECRET: bench.config.sessionSecret,
        LOG_LEVEL: "info",
        ...settings[setting],
      },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const scraper = setInterval(() => {
      fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })
        .then((answer) => answer.text())
        .catch(() => {});
    }, 15_000);
    try {
      await waitForHealth(`${baseUrl}/readyz`);
      // Every page once, so the run starts with the page cache full.
      for (const path of paths) await (await fetch(baseUrl + path)).arrayBuffer();
      const input = { baseUrl, paths, connections: CONNECTIONS, acceptEncoding: "identity" };
      await runLoad({ ...input, duration: 1 });
      const cpuBefore = processCpu(child.pid!);
      const result = await runLoad({ ...input, duration: seconds });
      const cpu = processCpu(child.pid!) - cpuBefore;
      all[setting].push({ perSecond: result.perSecond, cpu: cpu / result.requests });
    } finally {
      clearInterval(scraper);
      child.kill("SIGTERM");
      await exited;
    }
  };
  const order: Setting[] = ["neither", "log", "both"];
  for (let round = 0; round < rounds; round++)
    for (let i = 0; i < order.length; i++) await run(order[(i + round) % order.length]);

  const median = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const middle = sorted.length / 2;
    return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const cost = (what: Setting, over: Setting) => {
    const ratios = all[what].map((figures, round) => ({
      perSecond: figures.perSecond / all[over][round].perSecond,
      cpu: figures.cpu / all[over][round].cpu,
    }));
    return (
      `${(100 * (1 - median(ratios.map((ratio) => ratio.perSecond)))).toFixed(1)} % of throughput, ` +
      `${(100 * (median(ratios.map((ratio) => ratio.cpu)) - 1)).toFixed(1)} % more CPU per request ` +
      `(rounds: ${ratios.map((ratio) => ratio.perSecond.toFixed(3)).join(", ")})`
    );
  };
  console.log(
    `\nThe access log's and /metrics' cost on the anonymous job page (a server process each run, ${CONNECTIONS} connections, ${rounds} rounds of ${seconds} s)\n`,
  );
  for (const setting of order)
    console.log(
      `  ${setting.padEnd(8)} req/s ${all[setting].map((figures) => figures.perSecond.toFixed(0)).join(", ")}`,
    );
  console.log(`\n  metrics (both / log):     ${cost("both", "log")}`);
  console.log(`  access log (log / neither): ${cost("log", "neither")}`);
}

/** A process's CPU time so far, in ms (/proc/PID/stat: utime and stime, in clock ticks of 10 ms). */
function processCpu(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// Run as a script, not when another bench imports `seed`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
