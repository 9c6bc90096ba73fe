// A job's and a profile's fields are declared once, in their zod schemas, and
// the row types of schema.ts are derived from them. The migrations are the
// other half: here the database's columns are held to the schemas, so a field
// added to a form without its column (or a column added without its field)
// fails here instead of on a user's first save.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestServices, type TestServices } from "../../tests/support/services";
import { jobFieldNames } from "../../common/schemas/job-form";
import {
  educationEntrySchema,
  experienceEntrySchema,
  personalSchema,
  skillEntrySchema,
  summarySchema,
} from "../../common/schemas/profile";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.dispose();
});

async function columnsOf(table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(services.db);
  return rows.map((row) => row.column_name).sort();
}

/** The field names of an object schema, through the transforms and refinements wrapped around it. */
function fieldsOf(schema: z.ZodType): string[] {
  let current: unknown = schema;
  while (current && typeof current === "object" && !("shape" in current) && "in" in current) {
    current = (current as { in: unknown }).in;
  }
  return Object.keys((current as { shape: Record<string, unknown> }).shape);
}

const sorted = (names: string[]) => [...names].sort();

describe("the tables hold the schemas' fields", () => {
  it("jobs: the job form's fields and the columns the site keeps itself", async () => {
    const kept = [
      "id",
      "experience_min_years",
      "experience_max_years",
      "is_active",
      "closed_at",
      "application_count",
      "posted_by",
      "created_at",
      "updated_at",
      "skills_text",
      "search_vector",
    ];
    expect(jobFieldNames).toContain("title");
    expect(await columnsOf("jobs")).toEqual(sorted([...jobFieldNames, ...kept]));
  });

  it("candidate_profiles: the personal and summary fields and the files", async () => {
    const kept = [
      "id",
      "user_id",
      "resume_key",
      "resume_filename",
      "resume_content_type",
      "resume_uploaded_at",
      "photo_key",
      "created_at",
      "updated_at",
    ];
    expect(await columnsOf("candidate_profiles")).toEqual(
      sorted([...fieldsOf(personalSchema), ...fieldsOf(summarySchema), ...kept]),
    );
  });

  it("the education, skills and experience lists: one entry's fields a row", async () => {
    for (const [table, schema] of [
      ["candidate_education", educationEntrySchema],
      ["candidate_skills", skillEntrySchema],
      ["candidate_experience", experienceEntrySchema],
    ] as const) {
      expect(fieldsOf(schema).length).toBeGreaterThan(2);
      expect(await columnsOf(table), table).toEqual(sorted([...fieldsOf(schema), "id", "candidate_id"]));
    }
  });
});
