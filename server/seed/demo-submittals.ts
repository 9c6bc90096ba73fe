// The demo's submittals (issue #38, decisions 0055 and 0059), made through
// the domain as people would: one for every card at Submitted or beyond (the
// first at Submitted shortlisted by the client), and one waiting for a candidate's answer, so the dialog's "Submit
// to client", the client's page and My Applications are not empty.
import type { Services } from "../services";
import type { DomainContext } from "../domain/context";
import { answerMyConsent, decideByToken, submitToClient } from "../domain/submittals";

/** Submits, in the demo employer's name, every application at Submitted or beyond, and one still Applied. */
export async function seedDemoSubmittals(services: Services, employer: { id: string; email: string }) {
  const ctx = (actor: DomainContext["actor"]): DomainContext => ({
    services,
    db: services.db,
    actor,
    clientIp: "demo-seed",
  });
  const asEmployer = ctx({ userId: employer.id, email: employer.email, role: "employer" });
  // Applications to the employer's jobs that have a client with a contact, at a stage.
  const candidatesOf = (
    stages: readonly ("submitted" | "client_interview" | "offered" | "joined" | "applied")[],
  ) =>
    services.db
      .selectFrom("job_applications")
      .innerJoin("jobs", "jobs.id", "job_applications.job_id")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .innerJoin("user", "user.id", "candidate_profiles.user_id")
      .select([
        "job_applications.id",
        "user.id as user_id",
        "user.email",
        "job_applications.application_status as stage",
        (eb) =>
          eb
            .selectFrom("client_contacts")
            .select("client_contacts.id")
            .whereRef("client_contacts.client_id", "=", "jobs.client_id")
            .where("client_contacts.email", "is not", null)
            .orderBy("client_contacts.name")
            .limit(1)
            .as("contact"),
      ])
      .where("jobs.owner_id", "=", employer.id)
      .where("jobs.client_id", "is not", null)
      .where("job_applications.application_status", "in", stages)
      .orderBy("job_applications.applied_at")
      .orderBy("job_applications.id")
      .execute();
  // Every card at Submitted or beyond on a client's job was sent with the
  // candidate's Yes (decision 0059): the board never claims a disclosure that
  // is not on record. The first at Submitted was shortlisted by its client.
  const sent = [
    ...(await candidatesOf(["submitted"])),
    ...(await candidatesOf(["client_interview", "offered", "joined"])),
  ];
  for (const [index, application] of sent.entries()) {
    if (!application.contact) throw new Error("demo seed: a client without a contact to submit to");
    const id = await submitToClient(asEmployer, application.id, {
      contactId: application.contact,
      pitch:
        index === 0
          ? "Eight years of splicing and OTDR acceptance on FTTH roll-outs; leads a crew of six. Can join in 30 days."
          : "Experience matches the order; references checked. Available as agreed with the client.",
    });
    await answerMyConsent(
      ctx({ userId: application.user_id, email: application.email, role: "candidate" }),
      id,
      {
        answer: "yes",
      },
    );
    if (index > 0 || application.stage !== "submitted") continue;
    const mail = await services.db
      .selectFrom("submittals")
      .innerJoin("mail_outbox", "mail_outbox.to_address", "submittals.contact_email")
      .select("mail_outbox.text_body")
      .where("submittals.id", "=", id)
      .where("mail_outbox.text_body", "like", "%/client/submittal?token=%")
      .orderBy("mail_outbox.created_at", "desc")
      .executeTakeFirst();
    const token = mail && /token=([\w.-]+)/.exec(mail.text_body)?.[1];
    if (token)
      await decideByToken(ctx(null), token, {
        decision: "shortlist",
        comment: "Strong OTDR background. We will come back with interview slots.",
      });
  }
  const waiting = (await candidatesOf(["applied"])).find((application) => application.contact);
  if (waiting?.contact)
    await submitToClient(asEmployer, waiting.id, {
      contactId: waiting.contact,
      pitch: "Four years of NOC shifts on a 24x7 desk; knows the escalation matrix well.",
    });
}
