// The setting of a submittal in the e2e tests (issue #38): a client's job of
// the demo employer's and a candidate applied to it whose client CV has
// something to show and something to hide.
import { demoAccounts, newCompleteCandidate, type TestServer } from "./e2e";

/**
 * A job of the demo employer's for `client` (made, with the contact, if
 * missing), and a complete candidate with a current job and a mobile number
 * applied to it: what a submittal needs, with details the client CV must show
 * (the experience) and must not (the phone, the e-mail).
 */
export async function submittableApplication(
  server: TestServer,
  setting: {
    client: string;
    contact: { name: string; email: string };
    title: string;
    candidate: { first: string; last: string };
  },
) {
  const db = server.services.db;
  const employer = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", demoAccounts.employer.email)
    .executeTakeFirstOrThrow();
  const client =
    (await db.selectFrom("clients").select("id").where("name", "=", setting.client).executeTakeFirst()) ??
    (await db
      .insertInto("clients")
      .values({ name: setting.client })
      .returning("id")
      .executeTakeFirstOrThrow());
  const contact =
    (await db
      .selectFrom("client_contacts")
      .select("id")
      .where("email", "=", setting.contact.email)
      .executeTakeFirst()) ??
    (await db
      .insertInto("client_contacts")
      .values({ client_id: client.id, ...setting.contact })
      .returning("id")
      .executeTakeFirstOrThrow());
  const job = await db
    .insertInto("jobs")
    .values({
      title: setting.title,
      company_name: setting.client,
      location_city: "Ratnagiri",
      location_state: "Maharashtra",
      job_description: "Test and splice long-haul fibre.",
      posted_by: employer.id,
      client_id: client.id,
    } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  const person = await newCompleteCandidate(server, setting.candidate);
  await db
    .updateTable("candidate_profiles")
    .set({ phone: "+919822012345" })
    .where("id", "=", person.profileId)
    .execute();
  await db
    .insertInto("candidate_experience")
    .values({
      candidate_id: person.profileId,
      company_name: "Sahyadri Optical Works",
      designation: "OTDR Technician",
      start_date: "2020-06-01",
      is_current_job: true,
    } as never)
    .execute();
  const application = await db
    .insertInto("job_applications")
    .values({ job_id: job.id, candidate_id: person.profileId })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { job: job.id, contact: contact.id, person, application: application.id };
}
