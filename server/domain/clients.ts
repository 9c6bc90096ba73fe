// Clients and their contacts (issue #37, decision 0049). Admins manage them;
// employers (recruiters) list and read them and pick one when posting a job;
// candidates and visitors never reach them. A job's public name
// (jobs.company_name) is written here from its client, or from its
// confidential wording, so no public read ever needs the client.
import { sql, type Kysely, type Transaction } from "kysely";
import { clientSchema, contactSchema } from "../../common/schemas/clients";
import { DEFAULT_CONFIDENTIAL_LABEL } from "../../common/schemas/jobs";
import { pageNumber, searchText } from "../../common/schemas/paging";
import type { DB } from "../db/schema";
import { audit } from "./admin";
import { assertAdmin, assertStaff, type DomainContext } from "./context";
import { DomainError, validate } from "./errors";
import { isUuid } from "./ids";
import { containsPattern, type NewJob } from "./jobs";

export const CLIENTS_PAGE_SIZE = 50;

function clientNotFound() {
  return new DomainError("not_found", /*i18n*/ "This client does not exist.", {
    title: /*i18n*/ "Client not found",
  });
}

function contactNotFound() {
  return new DomainError("not_found", /*i18n*/ "This contact does not exist.", {
    title: /*i18n*/ "Contact not found",
  });
}

function nameTaken() {
  const message = /*i18n*/ "A client with this name already exists.";
  return new DomainError("conflict", message, { fieldErrors: { name: message } });
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: string }).code === "23505";

/** The clients, by name, with their open jobs and contacts counted; archived ones only when asked. */
export async function listClients(
  ctx: DomainContext,
  query: { q?: string | null; page?: unknown; archived?: boolean } = {},
) {
  assertStaff(ctx);
  const page = pageNumber(query.page);
  const q = searchText(query.q);
  const base = ctx.db
    .selectFrom("clients")
    .$if(!query.archived, (qb) => qb.where("clients.archived_at", "is", null))
    .$if(q !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb("clients.name", "ilike", containsPattern(q!)),
          eb("clients.city", "ilike", containsPattern(q!)),
          eb("clients.industry", "ilike", containsPattern(q!)),
        ]),
      ),
    );
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        "clients.id",
        "clients.name",
        "clients.industry",
        "clients.city",
        "clients.website",
        "clients.archived_at",
        eb
          .selectFrom("jobs")
          .select(sql<number>`count(*)::int`.as("n"))
          .whereRef("jobs.client_id", "=", "clients.id")
          .where("jobs.is_active", "=", true)
          .as("open_jobs"),
        eb
          .selectFrom("client_contacts")
          .select(sql<number>`count(*)::int`.as("n"))
          .whereRef("client_contacts.client_id", "=", "clients.id")
          .as("contacts"),
      ])
      .orderBy(sql`lower(clients.name)`)
      .orderBy("clients.id")
      .limit(CLIENTS_PAGE_SIZE)
      .offset((page - 1) * CLIENTS_PAGE_SIZE)
      .execute(),
    base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    clients: rows.map((row) => ({ ...row, open_jobs: row.open_jobs ?? 0, contacts: row.contacts ?? 0 })),
    total: count.n,
    page,
    pageCount: Math.max(1, Math.ceil(count.n / CLIENTS_PAGE_SIZE)),
  };
}

/** The clients a job can be posted for: every one not archived, by name. */
export async function clientChoices(ctx: DomainContext): Promise<{ id: string; name: string }[]> {
  assertStaff(ctx);
  return ctx.db
    .selectFrom("clients")
    .select(["id", "name"])
    .where("archived_at", "is", null)
    .orderBy(sql`lower(name)`)
    .limit(2000)
    .execute();
}

/**
 * One client with its contacts and jobs. A recruiter sees the jobs they
 * own, an admin every one; each job's client is shown, confidential or not.
 */
export async function getClient(ctx: DomainContext, id: string) {
  const actor = assertStaff(ctx);
  if (!isUuid(id)) throw clientNotFound();
  const client = await ctx.db.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirst();
  if (!client) throw clientNotFound();
  const [contacts, jobs] = await Promise.all([
    ctx.db
      .selectFrom("client_contacts")
      .select(["id", "name", "designation", "email", "mobile"])
      .where("client_id", "=", id)
      .orderBy(sql`lower(name)`)
      .orderBy("id")
      .execute(),
    ctx.db
      .selectFrom("jobs")
      .select([
        "id",
        "title",
        "company_name",
        "location_city",
        "is_active",
        "is_confidential",
        "application_count",
        "created_at",
      ])
      .where("client_id", "=", id)
      .$if(actor.role !== "admin", (qb) => qb.where("owner_id", "=", actor.userId))
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(200)
      .execute(),
  ]);
  return { client, contacts, jobs };
}

/** Adds a client; its name must be new, whatever its case. */
export async function createClient(ctx: DomainContext, input: unknown): Promise<string> {
  const actor = assertAdmin(ctx);
  const values = validate(clientSchema, input);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("clients")
        .values({ ...values, created_by: actor.userId })
        .returning("id")
        .executeTakeFirstOrThrow();
      await audit(trx, actor, "client.create", row.id, { name: values.name });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Changes a client. A new name is written into the public name of its jobs
 * that are not confidential, so the job pages follow it.
 */
export async function updateClient(ctx: DomainContext, id: string, input: unknown): Promise<void> {
  const actor = assertAdmin(ctx);
  if (!isUuid(id)) throw clientNotFound();
  const values = validate(clientSchema, input);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom("clients")
        .select("name")
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw clientNotFound();
      await trx
        .updateTable("clients")
        .set({ ...values, updated_at: new Date() })
        .where("id", "=", id)
        .execute();
      if (before.name !== values.name) {
        await trx
          .updateTable("jobs")
          .set({ company_name: values.name, updated_at: new Date() })
          .where("client_id", "=", id)
          .where("is_confidential", "=", false)
          .execute();
      }
      await audit(trx, actor, "client.update", id, { from: before.name, name: values.name });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Archives a client (or brings it back): it leaves the lists and the job form; its jobs keep it. */
export async function setClientArchived(ctx: DomainContext, id: string, archived: boolean): Promise<void> {
  const actor = assertAdmin(ctx);
  if (!isUuid(id)) throw clientNotFound();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("clients")
      .set({ archived_at: archived ? new Date() : null, updated_at: new Date() })
      .where("id", "=", id)
      .returning("name")
      .executeTakeFirst();
    if (!row) throw clientNotFound();
    await audit(trx, actor, archived ? "client.archive" : "client.restore", id, { name: row.name });
  });
}

/** Adds a contact to a client. */
export async function addContact(ctx: DomainContext, clientId: string, input: unknown): Promise<string> {
  const actor = assertAdmin(ctx);
  if (!isUuid(clientId)) throw clientNotFound();
  const values = validate(contactSchema, input);
  return ctx.db.transaction().execute(async (trx) => {
    const client = await trx.selectFrom("clients").select("id").where("id", "=", clientId).executeTakeFirst();
    if (!client) throw clientNotFound();
    const row = await trx
      .insertInto("client_contacts")
      .values({ ...values, client_id: clientId })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, actor, "client_contact.create", row.id, { client_id: clientId });
    return row.id;
  });
}

/** Changes a contact. */
export async function updateContact(ctx: DomainContext, contactId: string, input: unknown): Promise<void> {
  const actor = assertAdmin(ctx);
  if (!isUuid(contactId)) throw contactNotFound();
  const values = validate(contactSchema, input);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("client_contacts")
      .set({ ...values, updated_at: new Date() })
      .where("id", "=", contactId)
      .returning("client_id")
      .executeTakeFirst();
    if (!row) throw contactNotFound();
    await audit(trx, actor, "client_contact.update", contactId, { client_id: row.client_id });
  });
}

/** Deletes a contact: a person's details are not kept once they are not needed. */
export async function deleteContact(ctx: DomainContext, contactId: string): Promise<void> {
  const actor = assertAdmin(ctx);
  if (!isUuid(contactId)) throw contactNotFound();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("client_contacts")
      .where("id", "=", contactId)
      .returning("client_id")
      .executeTakeFirst();
    if (!row) throw contactNotFound();
    await audit(trx, actor, "client_contact.delete", contactId, { client_id: row.client_id });
  });
}

/**
 * Gives each job to be written its client and public name: a chosen client
 * (it must exist and not be archived) names the job; a job without one whose
 * typed name is a client's (the API, the bulk import) is linked to it; a
 * confidential job shows its wording. A job naming no client stays the firm's
 * (or keeps the name typed). Callers have checked who is writing.
 */
export async function resolveJobClients<J extends NewJob>(
  db: Kysely<DB> | Transaction<DB>,
  jobs: J[],
): Promise<J[]> {
  const ids = [...new Set(jobs.map((job) => job.client_id).filter((id): id is string => !!id))];
  const names = [
    ...new Set(
      jobs.filter((job) => !job.client_id && job.company_name).map((job) => job.company_name!.toLowerCase()),
    ),
  ];
  const found =
    ids.length || names.length
      ? await db
          .selectFrom("clients")
          .select(["id", "name", sql<string>`lower(name)`.as("key")])
          .where("archived_at", "is", null)
          .where((eb) =>
            eb.or([
              ...(ids.length ? [eb("id", "in", ids)] : []),
              ...(names.length ? [eb(sql<string>`lower(name)`, "in", names)] : []),
            ]),
          )
          .execute()
      : [];
  const byId = new Map(found.map((client) => [client.id, client]));
  const byName = new Map(found.map((client) => [client.key, client]));
  return jobs.map((job) => {
    const client = job.client_id
      ? byId.get(job.client_id)
      : job.company_name
        ? byName.get(job.company_name.toLowerCase())
        : undefined;
    if (job.client_id && !client) {
      const message = /*i18n*/ "Please choose a client from the list.";
      throw new DomainError("invalid", message, { fieldErrors: { client_id: message } });
    }
    if (!client) return { ...job, client_id: null, is_confidential: false };
    return {
      ...job,
      client_id: client.id,
      company_name: job.is_confidential
        ? (job.confidential_label ?? DEFAULT_CONFIDENTIAL_LABEL)
        : client.name,
    };
  });
}
