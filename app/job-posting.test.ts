// A job's places and work mode in its JobPosting data (decision 0053), as
// Google documents them: several places are an array of Place; a fully
// remote job is TELECOMMUTE and says from where one may apply (India); a
// hybrid job, partly at its places, is a job at its places.
import { describe, expect, it } from "vitest";
import type { JobDetail } from "../common/schemas/jobs";
import { jobPostingJsonLd } from "./job-posting";

const job = (extra: Partial<JobDetail> = {}): JobDetail => ({
  id: "00000000-0000-4000-8000-000000000001",
  title: "Fibre Splicer",
  company_name: "Bharat FibreNet Ltd.",
  department: null,
  job_type: "full_time",
  employment_type: "permanent",
  experience_required: null,
  salary_min: 0,
  salary_max: 0,
  salary_type: "annual",
  location_city: "Pune",
  location_state: "Maharashtra",
  location_district: "Pune",
  work_mode: "on_site",
  other_locations: [],
  job_description: "Splice fibre.",
  key_responsibilities: [],
  required_skills: [],
  preferred_skills: [],
  education_requirements: null,
  industry_type: null,
  role_category: null,
  job_highlights: [],
  requirements: [],
  application_deadline: null,
  is_confidential: false,
  confidential_label: "",
  description_excerpt: "Splice fibre.",
  created_at: "2026-11-28T00:00:00.000Z",
  updated_at: "2026-11-28T00:00:00.000Z",
  accepting: true,
  ...extra,
});

const place = (city: string, state: string, district?: string) => ({
  "@type": "Place",
  address: {
    "@type": "PostalAddress",
    addressLocality: city,
    ...(district ? { addressSubregion: district } : {}),
    addressRegion: state,
    addressCountry: "IN",
  },
});

describe("JobPosting places and work mode", () => {
  it("gives an on-site job at one place that Place, and no remote properties", () => {
    const posting = jobPostingJsonLd(job(), "https://example.com");
    expect(posting.jobLocation).toEqual(place("Pune", "Maharashtra", "Pune"));
    expect(posting).not.toHaveProperty("jobLocationType");
    expect(posting).not.toHaveProperty("applicantLocationRequirements");
  });

  it("gives a job at several places every one, in order, as an array of Place", () => {
    const posting = jobPostingJsonLd(
      job({
        other_locations: [
          { city: "Mumbai", state: "Maharashtra" },
          { city: "Indore", state: "Madhya Pradesh" },
        ],
      }),
      "https://example.com",
    );
    expect(posting.jobLocation).toEqual([
      place("Pune", "Maharashtra", "Pune"),
      place("Mumbai", "Maharashtra"),
      place("Indore", "Madhya Pradesh"),
    ]);
  });

  it("marks a remote job TELECOMMUTE, open to applicants in India, and keeps where its team is", () => {
    const posting = jobPostingJsonLd(job({ work_mode: "remote" }), "https://example.com");
    expect(posting).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
      jobLocation: place("Pune", "Maharashtra", "Pune"),
    });
  });

  it("keeps a hybrid job at its places, not TELECOMMUTE (which Google keeps for 100% remote work)", () => {
    const posting = jobPostingJsonLd(
      job({ work_mode: "hybrid", other_locations: [{ city: "Mumbai", state: "Maharashtra" }] }),
      "https://example.com",
    );
    expect(posting.jobLocation).toEqual([
      place("Pune", "Maharashtra", "Pune"),
      place("Mumbai", "Maharashtra"),
    ]);
    expect(posting).not.toHaveProperty("jobLocationType");
    expect(posting).not.toHaveProperty("applicantLocationRequirements");
  });
});
