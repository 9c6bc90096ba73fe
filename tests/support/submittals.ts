// A submittal the candidate said Yes to, made through the domain as people
// make it (decision 0059): since only a sent submittal puts a candidate at
// Submitted or beyond on a client's job, tests that need a card there start
// with this instead of moving it by hand.
import { answerMyConsent, submitToClient } from "../../server/domain/submittals";
import type { Services } from "../../server/services";
import { contextFor } from "./services";

/**
 * Submits the application, in its job owner's name, to a contact of the job's
 * client (one with an address is added when the client has none), and says
 * Yes in the candidate's name: the submittal is sent, the consent and the
 * disclosure recorded, and an application at Applied or Screening moved to
 * Submitted. Returns the submittal's id.
 */
export async function sendToClient(services: Services, applicationId: string): Promise<string> {
  const { db } = services;
  const row = await db
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .innerJoin("user as owner", "owner.id", "jobs.owner_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .select(["jobs.client_id", "owner.id as owner_id", "owner.email as owner_email", "user.id", "user.email"])
    .where("job_applications.id", "=", applicationId)
    .executeTakeFirstOrThrow();
  if (!row.client_id) throw new Error("sendToClient: the job has no client");
  const contact =
    (await db
      .selectFrom("client_contacts")
      .select("id")
      .where("client_id", "=", row.client_id)
      .where("email", "is not", null)
      .orderBy("name")
      .executeTakeFirst()) ??
    (await db
      .insertInto("client_contacts")
      .values({ client_id: row.client_id, name: "Hiring Desk", email: "hiring-desk@client.example" })
      .returning("id")
      .executeTakeFirstOrThrow());
  const submittalId = await submitToClient(
    contextFor(services, { userId: row.owner_id, email: row.owner_email, role: "employer" }),
    applicationId,
    { contactId: contact.id, pitch: "Sent for the test: experience matches the order." },
  );
  await answerMyConsent(
    contextFor(services, { userId: row.id, email: row.email, role: "candidate" }),
    submittalId,
    {
      answer: "yes",
    },
  );
  return submittalId;
}

/** The path and query of the last link to `path` (`/submittal-consent`, `/client/submittal`) mailed to `to`. */
export async function mailedLink(services: Services, to: string, path: string): Promise<string> {
  const mail = await services.db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("to_address", "=", to)
    .where("text_body", "like", `%${path}?token=%`)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  const url = new URL(
    new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\?token=\\S+`).exec(mail.text_body)![0],
  );
  return url.pathname + url.search;
}
