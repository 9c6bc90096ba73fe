// Google JobPosting structured data for a job page
// (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
import { type JobDetail, placesOf } from "../common/schemas/jobs";
import { site } from "./site.config";

const employmentTypes: Record<string, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!,
  );
}

function htmlList(title: string, items: string[]): string {
  if (!items.length) return "";
  return `<p><strong>${escapeHtml(title)}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
}

/** The job's description as the small HTML Google accepts: paragraphs and lists. */
function descriptionHtml(job: JobDetail): string {
  const paragraphs = job.job_description
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join("");
  return (
    paragraphs +
    htmlList("Key responsibilities", job.key_responsibilities) +
    htmlList("Requirements", job.requirements) +
    htmlList("Required skills", job.required_skills)
  );
}

/**
 * Every place of the job as a Place (Google: an array for a job at several
 * places); the district is the first place's only.
 */
function jobLocations(job: JobDetail) {
  const places = placesOf(job).map((place, index) => ({
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: place.city,
      ...(index === 0 && job.location_district ? { addressSubregion: job.location_district } : {}),
      addressRegion: place.state,
      addressCountry: "IN",
    },
  }));
  return places.length === 1 ? places[0] : places;
}

export function jobPostingJsonLd(job: JobDetail, origin: string): Record<string, unknown> {
  const url = `${origin}/jobs/${job.id}`;
  const types = [employmentTypes[job.job_type] ?? "OTHER"];
  if (job.employment_type === "temporary") types.push("TEMPORARY");
  // A confidential job is advertised by the firm, as Google asks of agencies
  // that do not name their client; its wording stays in the description's page.
  const ownFirm = job.is_confidential || job.company_name === site.name;
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: descriptionHtml(job),
    datePosted: job.created_at.slice(0, 10),
    hiringOrganization: {
      "@type": "Organization",
      name: ownFirm ? site.name : job.company_name,
      ...(ownFirm ? { sameAs: origin, logo: `${origin}/favicon.svg` } : {}),
    },
    jobLocation: jobLocations(job),
    employmentType: types.length === 1 ? types[0] : types,
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    directApply: true,
    url,
  };
  // Google's remote jobs (decision 0053): TELECOMMUTE is for a job done 100%
  // remotely, and such a job says from where one may apply (India); a hybrid
  // job is partly at its places, so it stays a job at its places alone.
  if (job.work_mode === "remote") {
    posting.jobLocationType = "TELECOMMUTE";
    posting.applicantLocationRequirements = { "@type": "Country", name: "India" };
  }
  // The deadline day counts until its end, India time.
  if (job.application_deadline) posting.validThrough = `${job.application_deadline}T23:59:59+05:30`;
  if (job.salary_min || job.salary_max) {
    const value: Record<string, unknown> = {
      "@type": "QuantitativeValue",
      unitText: job.salary_type === "monthly" ? "MONTH" : "YEAR",
    };
    if (job.salary_min && job.salary_max) {
      value.minValue = job.salary_min;
      value.maxValue = job.salary_max;
    } else {
      value.value = job.salary_min || job.salary_max;
    }
    posting.baseSalary = { "@type": "MonetaryAmount", currency: "INR", value };
  }
  if (job.required_skills.length) posting.skills = job.required_skills.join(", ");
  if (job.industry_type) posting.industry = job.industry_type;
  if (job.role_category) posting.occupationalCategory = job.role_category;
  if (job.education_requirements) posting.educationRequirements = job.education_requirements;
  if (job.experience_required) posting.experienceRequirements = job.experience_required;
  return posting;
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>` and `&`
 * escaped, so no text in a job can close the script element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
