// The demo's board tells no story the records do not back (decision 0059):
// every card at Submitted or beyond on a client's job has a submittal the
// candidate said Yes to, and with it the disclosure.
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/services";
import { seedDemo } from "./demo";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
  await seedDemo(services);
});
afterAll(() => services?.dispose());

it("sends every demo card at Submitted or beyond on a client's job, with its disclosure", async () => {
  const { rows } = await sql<{ stage: string; sent: boolean; disclosed: boolean }>`
    select a.application_status as stage,
      exists (select 1 from submittals s where s.application_id = a.id and s.sent_at is not null) as sent,
      exists (select 1 from submittals s join disclosures d on d.submittal_id = s.id
              where s.application_id = a.id) as disclosed
    from job_applications a join jobs j on j.id = a.job_id
    where j.client_id is not null
      and a.application_status in ('submitted', 'client_interview', 'offered', 'joined')`.execute(
    services.db,
  );
  // The demo has such cards at all (else this proves nothing): its client hires.
  expect(rows.filter((row) => row.stage === "joined").length).toBeGreaterThanOrEqual(2);
  expect(rows.filter((row) => !row.sent || !row.disclosed)).toEqual([]);
  // And one submittal still waits for the candidate's answer.
  const statuses = await services.db.selectFrom("submittals").select("status").execute();
  expect(statuses.filter((row) => row.status === "awaiting_consent")).toHaveLength(1);
  expect(statuses.filter((row) => row.status === "sent")).toHaveLength(rows.length);
});
