// Disclosures (issue #38, decision 0055): every profile sent to a client is
// kept as a row saying which data went to whom, when, with which consent
// (DPDP Act 2023, s.11(1)(b)). The candidate reads them in their data export
// and as "Shared with N clients" on their profile; withdrawing consent for a
// client revokes the open submittals to it.
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB, RevokedReason } from "../db/schema";
import { assertSignedIn, type DomainContext } from "./context";

/**
 * Revokes the open submittals (waiting for consent, or sent) of one
 * application, or of one person to one client: their links stop working and
 * no answer is asked any more. Inside the caller's transaction.
 */
export async function revokeOpenSubmittals(
  trx: Kysely<DB> | Transaction<DB>,
  reason: RevokedReason,
  where: { applicationId: string } | { userId: string; clientId: string },
): Promise<number> {
  const result = await trx
    .updateTable("submittals")
    .set({ status: "revoked", revoked_at: sql`now()`, revoked_reason: reason, updated_at: sql`now()` })
    .where("status", "in", ["awaiting_consent", "sent"])
    .$call((query) =>
      "applicationId" in where
        ? query.where("application_id", "=", where.applicationId)
        : query
            .where("client_id", "=", where.clientId)
            .where(
              "application_id",
              "in",
              trx
                .selectFrom("job_applications")
                .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
                .select("job_applications.id")
                .where("candidate_profiles.user_id", "=", where.userId),
            ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The signed-in person's disclosures, newest first, for their copy of their data. */
export async function exportMyDisclosures(ctx: DomainContext) {
  const actor = assertSignedIn(ctx);
  const rows = await ctx.db
    .selectFrom("disclosures")
    .select(["client_name", "job_title", "recipient_email", "fields", "cv_sha256", "disclosed_at"])
    .where("user_id", "=", actor.userId)
    .orderBy("disclosed_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    client: row.client_name,
    job: row.job_title,
    sentTo: row.recipient_email,
    fields: row.fields,
    cvSha256: row.cv_sha256,
    disclosedAt: new Date(row.disclosed_at).toISOString(),
  }));
}

/** How many clients have had the signed-in person's profile ("Shared with N clients"). */
export async function sharedWithCount(ctx: DomainContext): Promise<number> {
  const actor = assertSignedIn(ctx);
  const row = await ctx.db
    .selectFrom("disclosures")
    .select(sql<number>`count(distinct coalesce(client_id::text, lower(client_name)))::int`.as("n"))
    .where("user_id", "=", actor.userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
