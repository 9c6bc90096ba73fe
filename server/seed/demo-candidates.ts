// More demo candidates, so that the employer's dashboard, the talent pool and
// the pipeline show a real day's work in the quick start: applicants at every
// status, freshers and seniors, in the firm's trades and cities. All sign in
// with the demo candidate's password (README).
import type { Insertable, Updateable } from "kysely";
import type {
  CandidateEducationTable,
  CandidateExperienceTable,
  CandidateProfilesTable,
  CandidateSkillsTable,
} from "../db/schema";

type Row<T> = Omit<Insertable<T>, "candidate_id">;

export interface DemoCandidate {
  email: string;
  phone: string;
  /** Found in the talent pool (its own column, migration 0011). */
  discoverable: boolean;
  profile: Omit<Updateable<CandidateProfilesTable>, "id" | "user_id" | "phone" | "created_at" | "updated_at">;
  education: Row<CandidateEducationTable>[];
  skills: Row<CandidateSkillsTable>[];
  experience: Row<CandidateExperienceTable>[];
  /** Applications to the demo employer's jobs: the job's index among them and where the application stands. */
  applications: {
    job: number;
    status: "applied" | "screening" | "submitted" | "client_interview" | "joined" | "rejected";
    coverLetter: string;
    /** A joined application's placement (issue #38, decision 0057). */
    placement?: DemoPlacement;
  }[];
}

/**
 * A hire: the CTC in LPA, the fee (a percentage, or a fixed sum in rupees),
 * when the person joined (days ago, or so that the guarantee ends in a few
 * days), and whether they left early.
 */
export interface DemoPlacement {
  ctcLpa: number;
  fee: { percent: number } | { fixed: number };
  joined: { daysAgo: number } | { guaranteeEndsInDays: number };
  ended?: { daysAfterJoining: number; reason: "left" | "terminated" | "replaced" };
}

const skill = (skill_name: string, proficiency_level: number, years_of_experience: number) => ({
  skill_name,
  proficiency_level,
  years_of_experience,
});

export const demoCandidates: DemoCandidate[] = [
  {
    email: "arjun.nair@demo.vistaar.example",
    phone: "+919845012345",
    discoverable: true,
    profile: {
      first_name: "Arjun",
      last_name: "Nair",
      gender: "male",
      current_city: "Bengaluru",
      home_location: "Kochi",
      total_experience: "fresher",
      expected_salary: 300000,
      notice_period: 0,
      industry: "telecommunications",
      profile_summary:
        "Fresh B.Tech graduate in electronics and communication with a CCNA certificate and a six-month internship in a NOC. I have handled alarm monitoring, ticket logging and basic router configuration, and I am ready for rotational shifts.",
    },
    education: [
      {
        education_level: "bachelor",
        course_name: "B.Tech",
        specialization: "Electronics and Communication",
        institute_name: "College of Engineering Trivandrum",
        year_of_passing: 2026,
        percentage: 78,
      },
    ],
    skills: [skill("CCNA", 3, 0.5), skill("Network Monitoring", 3, 0.5), skill("Linux", 2, 1)],
    experience: [
      {
        company_name: "Kerala Fibre Optic Network",
        designation: "NOC Intern",
        employment_type: "internship",
        start_date: "2025-12-01",
        end_date: "2026-05-31",
        is_current_job: false,
        salary: 120000,
        location: "Thiruvananthapuram",
        job_description: "Alarm monitoring and ticket logging for the state fibre network's NOC.",
      },
    ],
    applications: [
      { job: 0, status: "applied", coverLetter: "I am a CCNA-certified fresher ready for shifts." },
    ],
  },
  {
    email: "sunil.pawar@demo.vistaar.example",
    phone: "+919822334455",
    discoverable: true,
    profile: {
      first_name: "Sunil",
      last_name: "Pawar",
      gender: "male",
      current_city: "Pune",
      home_location: "Satara",
      total_experience: "6-10",
      current_salary: 360000,
      expected_salary: 450000,
      notice_period: 15,
      industry: "telecommunications",
      profile_summary:
        "Fibre splicing team lead with eight years on FTTH and long-haul OFC projects in Maharashtra. Fusion splicing, OTDR testing and route documentation; I lead crews of six and keep work-at-height and HSE rules on every site.",
    },
    education: [
      {
        education_level: "diploma",
        course_name: "ITI",
        specialization: "Electrician",
        institute_name: "Government ITI, Satara",
        year_of_passing: 2016,
        percentage: 71,
      },
    ],
    skills: [
      skill("Fibre Splicing", 5, 8),
      skill("OTDR", 4, 6),
      skill("FTTH", 4, 6),
      skill("Work at Height", 4, 8),
    ],
    experience: [
      {
        company_name: "Sahyadri Fibre Works",
        designation: "Splicing Team Lead",
        employment_type: "full_time",
        start_date: "2020-04-01",
        end_date: null,
        is_current_job: true,
        salary: 360000,
        location: "Pune",
        job_description: "Leads a splicing crew on FTTH roll-outs; OTDR acceptance testing.",
      },
    ],
    applications: [
      { job: 1, status: "submitted", coverLetter: "Eight years of splicing and OTDR work in Pune." },
      { job: 2, status: "screening", coverLetter: "" },
      // Joined, then left inside the guarantee: the client is owed a replacement, and the opening is free again.
      {
        job: 4,
        status: "joined",
        coverLetter: "I have led splicing crews in Pune's societies.",
        placement: {
          ctcLpa: 6.5,
          fee: { percent: 8.33 },
          joined: { daysAgo: 50 },
          ended: { daysAfterJoining: 21, reason: "left" },
        },
      },
    ],
  },
  {
    email: "neha.gupta@demo.vistaar.example",
    phone: "+919910223344",
    discoverable: true,
    profile: {
      first_name: "Neha",
      last_name: "Gupta",
      gender: "female",
      current_city: "Gurugram",
      home_location: "Delhi",
      total_experience: "6-10",
      current_salary: 1150000,
      expected_salary: 1400000,
      notice_period: 60,
      industry: "technology",
      profile_summary:
        "L2 network engineer with seven years across enterprise and service-provider NOCs. BGP, OSPF and MPLS troubleshooting, Juniper and Cisco routers, change windows and RCA reports. CCNP certified.",
    },
    education: [
      {
        education_level: "bachelor",
        course_name: "B.E.",
        specialization: "Computer Science",
        institute_name: "Netaji Subhas Institute of Technology, Delhi",
        year_of_passing: 2018,
        percentage: 81,
      },
    ],
    skills: [skill("CCNP", 4, 5), skill("BGP", 4, 6), skill("MPLS", 4, 5), skill("Juniper", 3, 3)],
    experience: [
      {
        company_name: "Aravalli Data Networks",
        designation: "Network Engineer L2",
        employment_type: "full_time",
        start_date: "2021-01-04",
        end_date: null,
        is_current_job: true,
        salary: 1150000,
        location: "Gurugram",
        job_description: "L2 escalations for a service-provider NOC; BGP and MPLS incidents, RCAs.",
      },
    ],
    applications: [
      { job: 0, status: "submitted", coverLetter: "Seven years in NOCs, CCNP, ready to lead a shift." },
      { job: 3, status: "applied", coverLetter: "" },
    ],
  },
  {
    email: "mohammed.irfan@demo.vistaar.example",
    phone: "+919700112233",
    discoverable: false,
    profile: {
      first_name: "Mohammed",
      last_name: "Irfan",
      gender: "male",
      current_city: "Hyderabad",
      home_location: "Warangal",
      total_experience: "3-5",
      current_salary: 420000,
      expected_salary: 520000,
      notice_period: 30,
      industry: "telecommunications",
      profile_summary:
        "BTS installation and commissioning technician with four years on 4G and 5G roll-outs in Telangana. Antenna alignment, microwave link installation and drive-test support.",
    },
    education: [
      {
        education_level: "diploma",
        course_name: "Diploma",
        specialization: "Electronics",
        institute_name: "Government Polytechnic, Warangal",
        year_of_passing: 2020,
        percentage: 69,
      },
    ],
    skills: [skill("BTS Installation", 4, 4), skill("Microwave Links", 3, 3), skill("Drive Test", 3, 2)],
    experience: [
      {
        company_name: "Deccan Telecom Services",
        designation: "Field Technician",
        employment_type: "contract",
        start_date: "2022-02-01",
        end_date: null,
        is_current_job: true,
        salary: 420000,
        location: "Hyderabad",
        job_description: "BTS and microwave installation and commissioning across Telangana.",
      },
    ],
    applications: [
      { job: 2, status: "rejected", coverLetter: "" },
      // Placed: the client's tower order has one of its eight (decision 0052).
      // Its replacement guarantee ends within the week: the owner's reminder is due.
      {
        job: 6,
        status: "joined",
        coverLetter: "Four years of BTS and microwave installation in Telangana.",
        placement: { ctcLpa: 5.2, fee: { percent: 7.5 }, joined: { guaranteeEndsInDays: 4 } },
      },
    ],
  },
  {
    email: "kavita.joshi@demo.vistaar.example",
    phone: "+919819887766",
    discoverable: true,
    profile: {
      first_name: "Kavita",
      last_name: "Joshi",
      gender: "female",
      current_city: "Mumbai",
      home_location: "Thane",
      total_experience: "10+",
      current_salary: 2200000,
      expected_salary: 2600000,
      notice_period: 90,
      industry: "telecommunications",
      profile_summary:
        "PMP-certified project manager with fifteen years of telecom infrastructure roll-outs: tower builds, fibre backbones and data-centre fit-outs for operators in western India. Budgets, vendors, HSE and client reporting.",
    },
    education: [
      {
        education_level: "master",
        course_name: "MBA",
        specialization: "Operations",
        institute_name: "NMIMS, Mumbai",
        year_of_passing: 2011,
        percentage: 72,
      },
    ],
    skills: [skill("Project Management", 5, 15), skill("PMP", 4, 8), skill("HSE", 4, 10)],
    experience: [
      {
        company_name: "Western Infra Telecom",
        designation: "Senior Project Manager",
        employment_type: "full_time",
        start_date: "2017-07-01",
        end_date: null,
        is_current_job: true,
        salary: 2200000,
        location: "Mumbai",
        job_description: "Runs tower and fibre roll-out programmes for two national operators.",
      },
    ],
    applications: [
      { job: 4, status: "screening", coverLetter: "Fifteen years of telecom roll-outs." },
      // Placed: the one project manager the order asked for, within the Reports tab's first 30 days.
      {
        job: 14,
        status: "joined",
        coverLetter: "PMP, and roll-outs for two national operators.",
        placement: { ctcLpa: 28, fee: { fixed: 250_000 }, joined: { daysAgo: 12 } },
      },
    ],
  },
];

/**
 * Sunil Pawar a second time (issue #38): registered again with another
 * address and his mobile written the old way, so the admin's Duplicates page
 * has a pair to show. Not discoverable and without applications, so nothing
 * else of the demo counts him twice.
 */
export const demoDuplicate: DemoCandidate = {
  email: "sunil.pawar.ftth@demo.vistaar.example",
  phone: "098223 34455",
  discoverable: false,
  profile: {
    first_name: "Sunil",
    last_name: "Pawar",
    gender: "male",
    current_city: "Poona",
    total_experience: "6-10",
    notice_period: 30,
    industry: "telecommunications",
    profile_summary: "FTTH splicing lead in Pune; OTDR testing and crew supervision.",
  },
  education: [],
  skills: [skill("Fibre Splicing", 5, 8), skill("OTDR", 4, 5)],
  experience: [
    {
      company_name: "Sahyadri Fibre Works",
      designation: "Splicing Team Lead",
      employment_type: "full_time",
      start_date: "2020-04-01",
      end_date: null,
      is_current_job: true,
      location: "Pune",
      job_description: "FTTH roll-outs and OTDR acceptance.",
    },
  ],
  applications: [],
};
