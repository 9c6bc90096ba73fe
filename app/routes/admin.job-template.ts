import { jobTemplate } from "../../common/schemas/job-form";

/** job_template.json: a valid sample for the bulk import (SPEC §9). */
export function loader() {
  return new Response(JSON.stringify(jobTemplate, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="job_template.json"',
    },
  });
}
