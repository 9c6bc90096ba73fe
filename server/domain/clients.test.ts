// Clients and contacts (issue #37, decision 0049): who may do what, what is
// refused, how a job takes its client's name or its confidential wording,
// and migration 0022 turning the existing jobs' companies into clients.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../db/migrate";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { createTestDatabase } from "../../tests/support/test-database";
import {
  addContact,
  clientChoices,
  createClient,
  deleteContact,
  getClient,
  listClients,
  setClientArchived,
  updateClient,
  updateContact,
} from "./clients";
import type { Actor } from "./context";
import { postJob } from "./employer";
import { getJob, searchJobs } from "./jobs";

let services: TestServices;
let admin: Actor;
let employerA: Actor;
let employerB: Actor;
let candidate: Actor;

const job = {
  title: "NOC Engineer L2",
  location_city: "Noida",
  location_state: "Uttar Pradesh",
  job_description: "Watch the network around the clock.",
};

beforeAll(async () => {
  services = await createTestServices();
  admin = await createStaff(services, "admin@example.com", "admin");
  employerA = await createStaff(services, "hr-a@example.com", "moderator");
  employerB = await createStaff(services, "hr-b@example.com", "moderator");
  const { userId } = await registerNewCandidate(services, {
    email: "ravi@example.com",
    phone: "9811122233",
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  candidate = { userId, email: "ravi@example.com", role: "candidate" };
});
afterAll(async () => {
  await services?.dispose();
});

const as = (actor: Actor | null) => contextFor(services, actor);

describe("rights", () => {
  it("only an admin writes clients and contacts; staff read; candidates and visitors get nothing", async () => {
    const id = await createClient(as(admin), { name: "Airwave Telecom", city: "Mumbai" });
    const contact = await addContact(as(admin), id, {
      name: "Meera Iyer",
      email: "meera@airwave.example",
      mobile: "98765 43210",
    });
    for (const actor of [employerA, candidate]) {
      expect((await rejection(createClient(as(actor), { name: "X" }))).kind).toBe("forbidden");
      expect((await rejection(updateClient(as(actor), id, { name: "X" }))).kind).toBe("forbidden");
      expect((await rejection(setClientArchived(as(actor), id, true))).kind).toBe("forbidden");
      expect((await rejection(addContact(as(actor), id, { name: "X" }))).kind).toBe("forbidden");
      expect((await rejection(updateContact(as(actor), contact, { name: "X" }))).kind).toBe("forbidden");
      expect((await rejection(deleteContact(as(actor), contact))).kind).toBe("forbidden");
    }
    for (const call of [
      () => listClients(as(candidate)),
      () => getClient(as(candidate), id),
      () => clientChoices(as(candidate)),
    ]) {
      expect((await rejection(call())).kind).toBe("forbidden");
    }
    expect((await rejection(getClient(as(null), id))).kind).toBe("unauthenticated");
    expect((await rejection(listClients(as(null)))).kind).toBe("unauthenticated");

    const seen = await getClient(as(employerA), id);
    expect(seen.client.name).toBe("Airwave Telecom");
    expect(seen.contacts).toEqual([
      expect.objectContaining({
        name: "Meera Iyer",
        email: "meera@airwave.example",
        mobile: "+919876543210",
      }),
    ]);
    const listed = await listClients(as(employerA), { q: "airwave" });
    expect(listed.clients.map((client) => client.name)).toEqual(["Airwave Telecom"]);
    expect(listed.clients[0]!.contacts).toBe(1);
  });
});

describe("validation", () => {
  it("refuses a second client of the same name in another case, bad mobiles, e-mails and sites", async () => {
    await createClient(as(admin), { name: "Deccan Fibre" });
    const taken = await rejection(createClient(as(admin), { name: "  DECCAN fibre " }));
    expect(taken.kind).toBe("conflict");
    expect(taken.fieldErrors.name).toBe("A client with this name already exists.");

    const id = await createClient(as(admin), { name: "__proto__", website: "deccan.example" });
    expect((await getClient(as(admin), id)).client.website).toBe("https://deccan.example");
    expect(
      (await rejection(createClient(as(admin), { name: "Y", website: "javascript:alert(1)" }))).fieldErrors
        .website,
    ).toBe("Please enter a valid website address.");
    expect((await rejection(createClient(as(admin), { name: "x".repeat(201) }))).fieldErrors.name).toBe(
      "The client's name must be at most 200 characters.",
    );
    expect((await rejection(createClient(as(admin), { name: "   " }))).fieldErrors.name).toBe(
      "Please enter the client's name.",
    );
    expect(
      (await rejection(addContact(as(admin), id, { name: "A", mobile: "12345" }))).fieldErrors.mobile,
    ).toBe("Please enter a valid 10-digit Indian mobile number.");
    expect(
      (await rejection(addContact(as(admin), id, { name: "A", email: "not-mail" }))).fieldErrors.email,
    ).toBe("Please enter a valid email address.");
    expect((await rejection(getClient(as(admin), "not-a-uuid"))).kind).toBe("not_found");
    expect((await rejection(addContact(as(admin), crypto.randomUUID(), { name: "A" }))).kind).toBe(
      "not_found",
    );
  });
});

describe("jobs and their clients", () => {
  it("a job for a client is named after it; a confidential one shows its wording and never the client", async () => {
    const client = await createClient(as(admin), { name: "Saffron Mobile Networks" });
    const open = await postJob(as(employerA), { ...job, client_id: client });
    const hidden = await postJob(as(employerA), {
      ...job,
      title: "Head of Radio Planning",
      client_id: client,
      is_confidential: "on",
      confidential_label: "A leading mobile operator",
    });
    const firm = await postJob(as(employerB), { ...job, company_name: "Vistaar Technologies" });

    expect((await getJob(as(null), open)).company_name).toBe("Saffron Mobile Networks");
    const shown = await getJob(as(null), hidden);
    expect(shown.company_name).toBe("A leading mobile operator");
    expect(JSON.stringify(shown)).not.toContain("Saffron");
    expect(JSON.stringify(shown)).not.toContain(client);
    const found = await searchJobs(as(null), { q: "Saffron" } as never);
    expect(found.jobs.map((row) => row.id)).not.toContain(hidden);

    // A rename follows into the open job, not into the confidential one.
    await updateClient(as(admin), client, { name: "Saffron 5G Networks" });
    expect((await getJob(as(null), open)).company_name).toBe("Saffron 5G Networks");
    expect((await getJob(as(null), hidden)).company_name).toBe("A leading mobile operator");

    // Staff see the client's jobs: the recruiter their own, the admin all.
    expect((await getClient(as(admin), client)).jobs.map((row) => row.id).sort()).toEqual(
      [open, hidden].sort(),
    );
    expect((await getClient(as(employerB), client)).jobs).toEqual([]);
    const firmRow = await services.db
      .selectFrom("jobs")
      .select("client_id")
      .where("id", "=", firm)
      .executeTakeFirstOrThrow();
    expect(firmRow.client_id).toBeNull();
  });

  it("a typed name that is a client's links the job; a confidential job needs a client; archived clients are not offered", async () => {
    const client = await createClient(as(admin), { name: "Konkan Towers" });
    const linked = await postJob(as(employerA), { ...job, company_name: "konkan towers" });
    const row = await services.db
      .selectFrom("jobs")
      .select(["client_id", "company_name"])
      .where("id", "=", linked)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ client_id: client, company_name: "Konkan Towers" });

    const refused = await rejection(
      postJob(as(employerA), { ...job, company_name: "X", is_confidential: "on" }),
    );
    expect(refused.fieldErrors.client_id).toBe(
      "A confidential job needs its client: please choose one from the list.",
    );
    const none = await rejection(postJob(as(employerA), { ...job }));
    expect(none.fieldErrors.company_name).toBe("Please fill in all required fields.");

    await setClientArchived(as(admin), client, true);
    expect((await clientChoices(as(employerA))).map((choice) => choice.name)).not.toContain("Konkan Towers");
    const archived = await rejection(postJob(as(employerA), { ...job, client_id: client }));
    expect(archived.fieldErrors.client_id).toBe("Please choose a client from the list.");
    const unknown = await rejection(postJob(as(employerA), { ...job, client_id: crypto.randomUUID() }));
    expect(unknown.fieldErrors.client_id).toBe("Please choose a client from the list.");
  });
});

describe("migration 0022", () => {
  it("turns every company the existing jobs name into one client each, whatever its case, and keeps the firm's own", async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await database.withExclusiveConnection(async (connection) => {
        for (const migration of migrations.filter((m) => m.version < "0022"))
          await connection.exec(migration.sql);
        await connection.exec(`
          insert into jobs (title, company_name, location_city, location_state, job_description, created_at) values
            ('A', 'Bharat FibreNet Ltd.', 'Lucknow', 'Uttar Pradesh', 'd', now() - interval '3 days'),
            ('B', 'BHARAT FIBRENET LTD. ', 'Pune', 'Maharashtra', 'd', now() - interval '2 days'),
            ('C', 'Kaveri Broadband', 'Chennai', 'Tamil Nadu', 'd', now()),
            ('D', 'Vistaar Technologies', 'Noida', 'Uttar Pradesh', 'd', now());`);
        await connection.exec(migrations.find((m) => m.version.startsWith("0022"))!.sql);
        const clients = await connection.query<{ name: string }>("select name from clients order by name");
        expect(clients.map((client) => client.name)).toEqual(["Bharat FibreNet Ltd.", "Kaveri Broadband"]);
        const jobs = await connection.query<{ title: string; company_name: string; client: string | null }>(
          `select title, company_name, clients.name as client, is_confidential
           from jobs left join clients on clients.id = jobs.client_id order by title`,
        );
        expect(jobs).toEqual([
          {
            title: "A",
            company_name: "Bharat FibreNet Ltd.",
            client: "Bharat FibreNet Ltd.",
            is_confidential: false,
          },
          {
            title: "B",
            company_name: "BHARAT FIBRENET LTD. ",
            client: "Bharat FibreNet Ltd.",
            is_confidential: false,
          },
          {
            title: "C",
            company_name: "Kaveri Broadband",
            client: "Kaveri Broadband",
            is_confidential: false,
          },
          { title: "D", company_name: "Vistaar Technologies", client: null, is_confidential: false },
        ]);
      });
    } finally {
      await drop();
    }
  });
});
