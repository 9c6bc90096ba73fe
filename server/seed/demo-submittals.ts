// The demo's submittals (issue #38, decision 0055), made through the domain
// as people would: one the candidate agreed to and the client shortlisted,
// and one waiting for the demo candidate's answer, so the dialog's "Submit
// to client", the client's page and My Applications are not empty.
import type { Services } from "../services";
import type { DomainContext } from "../domain/context";
import { answerMyConsent, decideByToken, submitToClient } from "../domain/submittals";

/** Submits, in the demo employer's name, an application already at Submitted and one still Applied. */
export async function seedDemoSubmittals(services: Services, employer: { id: string; email: string }) {
  const ctx = (actor: DomainContext["actor"]): DomainContext => ({
    services,
    db: services.db,
    actor,
    clientIp: "demo-seed",
  });
  const asEmployer = ctx({ userId: employer.id, email: employer.email, role: "employer" });
  // Applications to the employer's jobs that have a client with a contact: one submitted, one applied.
  const candidatesOf = (stage: "submitted" | "applied") =>
    services.db
      .selectFrom("job_applications")
      .innerJoin("jobs", "jobs.id", "job_applications.job_id")
      .innerJoin("client_contacts", "client_contacts.client_id", "jobs.client_id")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .innerJoin("user", "user.id", "candidate_profiles.user_id")
      .select(["job_applications.id", "client_contacts.id as contact", "user.id as user_id", "user.email"])
      .where("jobs.owner_id", "=", employer.id)
      .where("job_applications.application_status", "=", stage)
      .where("client_contacts.email", "is not", null)
      .orderBy("job_applications.applied_at")
      .orderBy("client_contacts.name")
      .limit(1)
      .executeTakeFirst();
  const sent = await candidatesOf("submitted");
  if (sent) {
    const id = await submitToClient(asEmployer, sent.id, {
      contactId: sent.contact,
      pitch:
        "Eight years of splicing and OTDR acceptance on FTTH roll-outs; leads a crew of six. Can join in 30 days.",
    });
    await answerMyConsent(ctx({ userId: sent.user_id, email: sent.email, role: "candidate" }), id, {
      answer: "yes",
    });
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
  const waiting = await candidatesOf("applied");
  if (waiting)
    await submitToClient(asEmployer, waiting.id, {
      contactId: waiting.contact,
      pitch: "Four years of NOC shifts on a 24x7 desk; knows the escalation matrix well.",
    });
}
