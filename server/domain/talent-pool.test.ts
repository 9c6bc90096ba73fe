// The talent pool (issue #22): resume text, consent, filters, sensitive
// fields, who looked, and invitations, on the real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docxWith, pdfWith } from "../../tests/support/documents";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import type { Actor } from "./context";
import { applicantProfile, postJob } from "./employer";
import { readResume, saveProfile, uploadResume } from "./profiles";
import { extractResumeText } from "./resume-text";
import { MATCH_END, MATCH_START } from "../../common/schemas/talent-pool";
import { inviteToApply, myProfileViews, searchCandidates, setDiscoverable } from "./talent-pool";

let services: TestServices;
let employerA: Actor;
let employerB: Actor;
let admin: Actor;
const people: Record<string, { actor: Actor; candidateId: string }> = {};
let jobA: string;

const job = {
  title: "NOC Engineer",
  company_name: "Bharat FibreNet Ltd.",
  location_city: "Pune",
  location_state: "Maharashtra",
  job_description: "Watch the network around the clock.",
  required_skills: "NOC, Zabbix",
};

async function candidate(
  key: string,
  profile: Record<string, unknown> | null,
  lists: Record<string, unknown> = {},
): Promise<void> {
  const email = `${key}@example.com`;
  const { userId } = await registerNewCandidate(services, {
    email,
    phone: "9811122233",
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  const actor: Actor = { userId, email, role: "candidate" };
  if (profile)
    await saveProfile(
      contextFor(services, actor),
      ["personal", "summary", "skills", "education", "experience"],
      {
        phone: "9811122233",
        total_experience: "3-5",
        profile_summary: "Network professional.",
        ...profile,
        ...lists,
      },
    );
  const row = await services.db
    .selectFrom("candidate_profiles")
    .select("id")
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  people[key] = { actor, candidateId: row.id };
}

const names = (result: Awaited<ReturnType<typeof searchCandidates>>) =>
  result.cards.map((card) => card.name).sort();
const search = (actor: Actor, params: Record<string, string>) =>
  searchCandidates(contextFor(services, actor), params);

beforeAll(async () => {
  services = await createTestServices();
  employerA = await createStaff(services, "hr-a@example.com", "moderator");
  employerB = await createStaff(services, "hr-b@example.com", "moderator");
  admin = await createStaff(services, "admin@example.com", "admin");
  await candidate(
    "asha",
    {
      first_name: "Asha",
      last_name: "Kulkarni",
      current_city: "Pune",
      expected_salary: "8.5",
      notice_period: "30",
      industry: "telecommunications",
      caste: "Xyzzycaste",
      family_details: "Plughfamily",
      marital_status: "married",
      discoverable: "on",
    },
    {
      skills: [
        { skill_name: "Kubernetes", proficiency_level: "4", years_of_experience: "4" },
        { skill_name: "Zabbix", proficiency_level: "3", years_of_experience: "2" },
      ],
      education: [
        { education_level: "master", course_name: "M.Tech", institute_name: "COEP Technological University" },
      ],
      experience: [
        {
          company_name: "Airtel",
          designation: "NOC Engineer",
          start_date: "2021-01-01",
          is_current_job: "on",
        },
      ],
    },
  );
  await candidate(
    "bala",
    {
      first_name: "Bala",
      last_name: "Subramanian",
      current_city: "Chennai",
      expected_salary: "4",
      notice_period: "90",
      total_experience: "1-2",
      profile_summary: "Fibre splicing technician, OTDR testing.",
    },
    {
      skills: [{ skill_name: "Fusion Splicing", proficiency_level: "4", years_of_experience: "2" }],
      education: [
        { education_level: "diploma", course_name: "Diploma in Electronics", institute_name: "CPT Chennai" },
      ],
    },
  );
  await candidate("chitra", {
    first_name: "Chitra",
    last_name: "Rao",
    current_city: "Hyderabad",
    expected_salary: "12",
    notice_period: "15",
    total_experience: "6-10",
    profile_summary: "Kubernetes platform lead.",
  });
  // Registered, profile not filled in: nobody can find him yet.
  await candidate("dev", null);

  jobA = await postJob(contextFor(services, employerA), job);
  // Chitra applied to employer A's job: A finds her, B does not.
  await services.db
    .insertInto("job_applications")
    .values({ job_id: jobA, candidate_id: people.chitra.candidateId, cover_letter: "" })
    .execute();
});

afterAll(async () => {
  await services?.dispose();
});

describe("resume text", () => {
  it("is read from a PDF's text layer and from a DOCX", async () => {
    const pdf = await extractResumeText(
      pdfWith(["Asha Kulkarni", "Ansible and Terraform automation"]),
      "application/pdf",
    );
    expect(pdf).toEqual({ status: "extracted", body: expect.stringContaining("Ansible and Terraform") });
    const docx = await extractResumeText(
      await docxWith(["Bala Subramanian", "Splicing with Fujikura 70S"]),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(docx).toEqual({
      status: "extracted",
      body: expect.stringContaining("Splicing with Fujikura 70S"),
    });
  });

  it("finds no text in a scan, and marks a broken file unreadable", async () => {
    expect(await extractResumeText(pdfWith([]), "application/pdf")).toEqual({ status: "empty" });
    const broken = new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> garbage \u0000\u0001"));
    expect(await extractResumeText(broken, "application/pdf")).toEqual({ status: "unreadable" });
    const notAZip = new Uint8Array(Buffer.from("PK\u0003\u0004 this is not a zip at all"));
    expect(
      await extractResumeText(
        notAZip,
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ),
    ).toEqual({ status: "unreadable" });
  });

  it("is read after an upload, off the request, and found by the search", async () => {
    await uploadResume(
      contextFor(services, people.asha.actor),
      new File([pdfWith(["Asha Kulkarni", "Certified in Ansible Tower and Grafana dashboards"])], "asha.pdf"),
    );
    await uploadResume(
      contextFor(services, people.bala.actor),
      new File([await docxWith(["Worked on Fujikura splicers across Tamil Nadu"])], "bala.docx"),
    );
    await uploadResume(contextFor(services, people.chitra.actor), new File([pdfWith([])], "scan.pdf"));
    await services.resumeTexts.idle();
    const texts = await services.db.selectFrom("resume_texts").select(["candidate_id", "status"]).execute();
    expect(Object.fromEntries(texts.map((row) => [row.candidate_id, row.status]))).toEqual({
      [people.asha.candidateId]: "extracted",
      [people.bala.candidateId]: "extracted",
      [people.chitra.candidateId]: "empty",
    });
    const found = await search(admin, { q: "grafana" });
    expect(names(found)).toEqual(["Asha Kulkarni"]);
    expect(found.cards[0]!.snippet).toContain(`${MATCH_START}Grafana${MATCH_END}`);
    expect(names(await search(admin, { q: "fujikura" }))).toEqual(["Bala Subramanian"]);
  });
});

describe("who may be found", () => {
  it("employers find candidates who said yes and their own applicants; admins find everyone complete", async () => {
    expect(names(await search(admin, {}))).toEqual(["Asha Kulkarni", "Bala Subramanian", "Chitra Rao"]);
    expect(names(await search(employerA, {}))).toEqual(["Asha Kulkarni", "Chitra Rao"]);
    expect(names(await search(employerB, {}))).toEqual(["Asha Kulkarni"]);
    const chitra = (await search(employerA, { q: "kubernetes" })).cards.find(
      (card) => card.name === "Chitra Rao",
    );
    expect(chitra?.applied).toBe(true);
  });

  it("follows the candidate's choice at once", async () => {
    await setDiscoverable(contextFor(services, people.bala.actor), "on");
    expect(names(await search(employerB, {}))).toEqual(["Asha Kulkarni", "Bala Subramanian"]);
    await setDiscoverable(contextFor(services, people.bala.actor), undefined);
    expect(names(await search(employerB, {}))).toEqual(["Asha Kulkarni"]);
  });

  it("never matches caste, family details or marital status, even for admins", async () => {
    expect((await search(admin, { q: "Xyzzycaste" })).total).toBe(0);
    expect((await search(admin, { q: "Plughfamily" })).total).toBe(0);
    expect((await search(admin, { q: "married" })).total).toBe(0);
    // A filter the search does not know is no filter, not a way in.
    expect(names(await search(admin, { caste: "Xyzzycaste", marital_status: "single" }))).toHaveLength(3);
  });

  it("is for employers and admins only", async () => {
    expect((await rejection(search(people.asha.actor, {}))).kind).toBe("forbidden");
    expect((await rejection(searchCandidates(contextFor(services, null), {}))).kind).toBe("unauthenticated");
  });
});

describe("filters and text", () => {
  it("filter by city, state, experience, salary, notice, skill years, education and industry", async () => {
    expect(names(await search(admin, { city: "pune" }))).toEqual(["Asha Kulkarni"]);
    expect(names(await search(admin, { state: "Tamil Nadu" }))).toEqual(["Bala Subramanian"]);
    expect(names(await search(admin, { state: "Telangana" }))).toEqual(["Chitra Rao"]);
    expect(names(await search(admin, { experience: "1-2" }))).toEqual(["Bala Subramanian"]);
    expect(names(await search(admin, { salaryMin: "5", salaryMax: "10" }))).toEqual(["Asha Kulkarni"]);
    expect(names(await search(admin, { notice: "30" }))).toEqual(["Asha Kulkarni", "Chitra Rao"]);
    expect(names(await search(admin, { skill: "kubernetes", skillYears: "3" }))).toEqual(["Asha Kulkarni"]);
    expect(names(await search(admin, { skill: "kubernetes", skillYears: "5" }))).toEqual([]);
    expect(names(await search(admin, { education: "bachelor" }))).toEqual(["Asha Kulkarni"]);
    expect(names(await search(admin, { education: "diploma" }))).toEqual([
      "Asha Kulkarni",
      "Bala Subramanian",
    ]);
    expect(names(await search(admin, { industry: "telecommunications" }))).toEqual(["Asha Kulkarni"]);
    expect(names(await search(admin, { updated: "7" }))).toHaveLength(3);
  });

  it("matches designations, companies and institutes, ranks, and corrects a typo", async () => {
    expect(names(await search(admin, { q: "airtel" }))).toEqual(["Asha Kulkarni"]);
    expect(names(await search(admin, { q: "COEP" }))).toEqual(["Asha Kulkarni"]);
    const ranked = await search(admin, { q: "kubernetes" });
    expect(ranked.cards.map((card) => card.name)).toEqual(["Asha Kulkarni", "Chitra Rao"]);
    const typo = await search(admin, { q: "zabix" });
    expect(typo.correctedQ).toBe("zabbix");
    expect(names(typo)).toEqual(["Asha Kulkarni"]);
  });

  it("understands place names and the trade's abbreviations, as the job search does (issue #36)", async () => {
    // Chennai's old name, in the text and as the city filter.
    expect(names(await search(admin, { q: "Madras" }))).toEqual(["Bala Subramanian"]);
    expect(names(await search(admin, { city: "Poona" }))).toEqual(["Asha Kulkarni"]);
    expect(names(await search(admin, { city: "Madras" }))).toEqual(["Bala Subramanian"]);
    expect(names(await search(admin, { q: "Secunderabad" }))).toEqual(["Chitra Rao"]);
    // An abbreviation finds what it stands for, and the other way round.
    expect(names(await search(admin, { q: "network operations centre" }))).toEqual(["Asha Kulkarni"]);
    expect(names(await search(admin, { q: "optical time domain reflectometer" }))).toEqual([
      "Bala Subramanian",
    ]);
    expect(names(await search(admin, { q: "fiber splicing" }))).toEqual(["Bala Subramanian"]);
    // "fresher" is the Fresher experience: none of the three is one.
    expect(names(await search(admin, { q: "fresher kubernetes" }))).toEqual([]);
  });

  it("corrects a typo of a word only a resume or a summary holds", async () => {
    // "Fujikura" is in Bala's resume only (read in "resume text" above).
    const resumeTypo = await search(admin, { q: "fujikra" });
    expect(resumeTypo.correctedQ).toBe("fujikura");
    expect(names(resumeTypo)).toEqual(["Bala Subramanian"]);
    // "platform" is in Chitra's summary only.
    const summaryTypo = await search(admin, { q: "platfrom" });
    expect(summaryTypo.correctedQ).toBe("platform");
    expect(names(summaryTypo)).toEqual(["Chitra Rao"]);
    const words = await services.db
      .selectFrom("candidate_search_words")
      .select("word")
      .where("word", "in", ["fujikura", "grafana", "platform"])
      .execute();
    expect(words.map((row) => row.word).sort()).toEqual(["fujikura", "grafana", "platform"]);
  });

  it("reads hostile values as no filter", async () => {
    const result = await search(admin, {
      q: "'); drop table jobs; --\u0000",
      salaryMin: "1e999",
      notice: "-4",
      state: "__proto__",
      page: "constructor",
    });
    expect(result.total).toBe(0);
    expect(result.search).toMatchObject({
      salaryMin: undefined,
      notice: undefined,
      state: undefined,
      page: 1,
    });
    expect(await services.db.selectFrom("jobs").select("id").execute()).toHaveLength(1);
  });
});

describe("who looked", () => {
  it("records each full-profile view and resume download, and the candidate sees them", async () => {
    await applicantProfile(contextFor(services, employerB), people.asha.candidateId);
    await readResume(contextFor(services, admin), people.asha.candidateId);
    // Her own look is not a recruiter's.
    await readResume(contextFor(services, people.asha.actor), people.asha.candidateId);
    const views = await services.db
      .selectFrom("profile_views")
      .select(["viewer_id", "kind"])
      .where("candidate_id", "=", people.asha.candidateId)
      .orderBy("viewed_at")
      .execute();
    expect(views).toEqual([
      { viewer_id: employerB.userId, kind: "profile" },
      { viewer_id: admin.userId, kind: "resume" },
    ]);
    const seen = await myProfileViews(contextFor(services, people.asha.actor));
    expect(seen.recruiters).toBe(2);
    expect(seen.dates).toHaveLength(2);
  });

  it("keeps employers out of a profile that is neither shared nor an applicant's", async () => {
    expect(
      (await rejection(applicantProfile(contextFor(services, employerB), people.bala.candidateId))).kind,
    ).toBe("not_found");
  });
});

describe("invite to apply", () => {
  it("mails the candidate the job's link once per job", async () => {
    const sent = await inviteToApply(contextFor(services, employerA), {
      candidateId: people.asha.candidateId,
      jobId: jobA,
    });
    expect(sent).toEqual({ jobTitle: "NOC Engineer", candidateName: "Asha Kulkarni" });
    const mail = await services.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", "asha@example.com")
      .where("subject", "like", "Invitation%")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Invitation to apply: NOC Engineer at Bharat FibreNet Ltd.");
    expect(mail[0]!.text_body).toContain(`http://localhost:3000/jobs/${jobA}`);
    const again = await rejection(
      inviteToApply(contextFor(services, employerA), { candidateId: people.asha.candidateId, jobId: jobA }),
    );
    expect(again.kind).toBe("conflict");
  });

  it("refuses another employer's job, a hidden candidate and junk ids, and records nothing", async () => {
    const before = await services.db.selectFrom("job_invitations").select("id").execute();
    expect(
      (
        await rejection(
          inviteToApply(contextFor(services, employerB), {
            candidateId: people.asha.candidateId,
            jobId: jobA,
          }),
        )
      ).kind,
    ).toBe("invalid");
    const otherJob = await postJob(contextFor(services, employerB), { ...job, title: "Tower Rigger" });
    expect(
      (
        await rejection(
          inviteToApply(contextFor(services, employerB), {
            candidateId: people.bala.candidateId,
            jobId: otherJob,
          }),
        )
      ).kind,
    ).toBe("not_found");
    expect(
      (
        await rejection(
          inviteToApply(contextFor(services, employerB), { candidateId: "__proto__", jobId: otherJob }),
        )
      ).kind,
    ).toBe("not_found");
    expect(
      (
        await rejection(
          inviteToApply(contextFor(services, people.asha.actor), {
            candidateId: people.asha.candidateId,
            jobId: jobA,
          }),
        )
      ).kind,
    ).toBe("forbidden");
    expect(await services.db.selectFrom("job_invitations").select("id").execute()).toEqual(before);
  });

  it("sends one candidate at most 3 invitations a day from one employer and 10 from all", async () => {
    await candidate("invitee", {
      first_name: "Ira",
      last_name: "Invitee",
      current_city: "Nagpur",
      industry: "telecommunications",
      discoverable: "on",
    });
    const { candidateId, actor: invitee } = people.invitee!;
    const employers = await Promise.all(
      ["c", "d", "e", "f"].map((key) => createStaff(services, `hr-${key}@example.com`, "moderator")),
    );
    const invite = async (employer: Actor, title: string) => {
      const jobId = await postJob(contextFor(services, employer), { ...job, title });
      return inviteToApply(contextFor(services, employer), { candidateId, jobId });
    };
    const invitations = () =>
      services.db
        .selectFrom("job_invitations")
        .select("id")
        .where("candidate_id", "=", candidateId)
        .execute();
    try {
      const [c, d, e, f] = employers;
      for (const n of [1, 2, 3]) await invite(c!, `Splicer ${n}`);
      const fourth = await rejection(invite(c!, "Splicer 4"));
      expect(fourth.kind).toBe("rate_limited");
      expect(fourth.title).toBe("Invitation not sent");
      expect(fourth.message).toBe(
        "You have already sent this candidate 3 invitations today. You can invite them again in 24 hours.",
      );
      expect(await invitations()).toHaveLength(3);
      // Other employers may still invite, up to ten in all.
      for (const employer of [d!, e!]) for (const n of [1, 2, 3]) await invite(employer, `Rigger ${n}`);
      await invite(f!, "Surveyor 1");
      const eleventh = await rejection(invite(f!, "Surveyor 2"));
      expect(eleventh.kind).toBe("rate_limited");
      expect(eleventh.message).toBe(
        "This candidate has had 10 invitations today, the most we send one person. You can invite them again in 24 hours.",
      );
      expect(await invitations()).toHaveLength(10);
      const mails = await services.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("to_address", "=", "invitee@example.com")
        .where("subject", "like", "Invitation%")
        .execute();
      expect(mails).toHaveLength(10);
      // Another candidate is not held up by it.
      const otherJob = await postJob(contextFor(services, f!), { ...job, title: "Surveyor 3" });
      await expect(
        inviteToApply(contextFor(services, f!), { candidateId: people.asha!.candidateId, jobId: otherJob }),
      ).resolves.toMatchObject({ candidateName: "Asha Kulkarni" });
    } finally {
      await setDiscoverable(contextFor(services, invitee), undefined);
    }
  });
});

describe("the same results on PGlite and PostgreSQL", () => {
  // The suite runs on both engines: exact pages, in order, for a fixed set of
  // searches over candidates of their own (bench/talent-pool.ts compares
  // digests of the same kind over 200,000).
  beforeAll(async () => {
    const wifi = (key: string, profile: Record<string, unknown>, lists: Record<string, unknown>) =>
      candidate(key, { current_city: "Kochi", industry: "aerospace", ...profile }, lists);
    await wifi(
      "meera",
      {
        first_name: "Meera",
        last_name: "Pillai",
        profile_summary: "Wireless survey engineer for campus Wi-Fi.",
        total_experience: "6-10",
        expected_salary: "12",
        discoverable: "on",
      },
      { skills: [{ skill_name: "Ekahau", proficiency_level: "5", years_of_experience: "6" }] },
    );
    await wifi(
      "ravi",
      {
        first_name: "Ravi",
        last_name: "Ekambaram",
        current_city: "Chennai",
        profile_summary: "Network engineer, campus switching and wireless.",
      },
      { skills: [{ skill_name: "Cisco Wireless", proficiency_level: "3", years_of_experience: "4" }] },
    );
    await wifi(
      "tanvi",
      {
        first_name: "Tanvi",
        last_name: "Joshi",
        current_city: "Pune",
        profile_summary: "Data engineer who also made Ekahau heatmaps for the office.",
        discoverable: "on",
      },
      { skills: [{ skill_name: "Python", proficiency_level: "4", years_of_experience: "3" }] },
    );
    await wifi(
      "zoya",
      { first_name: "Zoya", last_name: "Khan", profile_summary: "Support engineer for hospital networks." },
      {},
    );
    await wifi(
      "arun",
      {
        first_name: "Arun",
        last_name: "Mehta",
        profile_summary: "Wireless engineer for airports.",
        discoverable: "on",
      },
      {
        skills: [
          { skill_name: "Ekahau", proficiency_level: "3", years_of_experience: "2" },
          { skill_name: "Wi-Fi Planning", proficiency_level: "3", years_of_experience: "2" },
        ],
      },
    );
    // Resume text and a fixed "last updated" each, written as a restore or psql would: the triggers keep the search.
    const resumes: Record<string, string> = {
      ravi: "Campus networks. Used Ekahau once, for a warehouse survey.",
      zoya: "Ekahau survey reports for three hospitals. Ekahau Sidekick, Ekahau AI Pro. Wi-Fi planning.",
      meera: "Airport and campus Wi-Fi: predictive designs and validation surveys.",
    };
    const order = ["meera", "ravi", "tanvi", "zoya", "arun"];
    for (const [index, key] of order.entries()) {
      const { candidateId } = people[key]!;
      if (resumes[key]) {
        await services.db
          .updateTable("candidate_profiles")
          .set({ resume_key: `resumes/${key}.pdf` })
          .where("id", "=", candidateId)
          .execute();
        await services.db
          .insertInto("resume_texts")
          .values({
            candidate_id: candidateId,
            resume_key: `resumes/${key}.pdf`,
            status: "extracted",
            body: resumes[key],
          })
          .execute();
      }
      await services.db
        .updateTable("candidate_profiles")
        .set({ updated_at: new Date(Date.UTC(2026, 0, 10 + index)) })
        .where("id", "=", candidateId)
        .execute();
    }
  });

  const inOrder = async (actor: Actor, params: Record<string, string>) =>
    (await search(actor, params)).cards.map((card) => card.name);

  it("gives the same pages, in the same order, for a fixed set of searches", async () => {
    const fixed: [Actor, Record<string, string>, string[]][] = [
      // Skills (A) before the summary (B) before the resume (C); equal ranks, the latest updated first.
      [admin, { q: "ekahau" }, ["Arun Mehta", "Meera Pillai", "Tanvi Joshi", "Zoya Khan", "Ravi Ekambaram"]],
      // The name as typed counts most.
      [admin, { q: "eka" }, ["Ravi Ekambaram", "Arun Mehta", "Meera Pillai", "Tanvi Joshi", "Zoya Khan"]],
      [admin, { q: "wireless survey" }, ["Meera Pillai", "Ravi Ekambaram"]],
      [admin, { q: "ekahau", city: "kochi" }, ["Arun Mehta", "Meera Pillai", "Zoya Khan"]],
      [admin, { q: "wi-fi" }, ["Arun Mehta", "Meera Pillai", "Zoya Khan"]],
      // Filters alone: the latest updated first.
      [
        admin,
        { industry: "aerospace" },
        ["Arun Mehta", "Zoya Khan", "Tanvi Joshi", "Ravi Ekambaram", "Meera Pillai"],
      ],
      [
        admin,
        { industry: "aerospace", experience: "3-5" },
        ["Arun Mehta", "Zoya Khan", "Tanvi Joshi", "Ravi Ekambaram"],
      ],
      [admin, { skill: "ekahau", skillYears: "2" }, ["Arun Mehta", "Meera Pillai"]],
      // An employer: those who said yes (and their own applicants).
      [employerB, { q: "ekahau" }, ["Arun Mehta", "Meera Pillai", "Tanvi Joshi"]],
      [employerB, { industry: "aerospace" }, ["Arun Mehta", "Tanvi Joshi", "Meera Pillai"]],
    ];
    for (const [actor, params, expected] of fixed) {
      expect({ params, names: await inOrder(actor, params) }).toEqual({ params, names: expected });
    }
    const typo = await search(admin, { q: "ekahu" });
    expect(typo.correctedQ).toBe("ekahau");
    expect(typo.cards.map((card) => card.name)).toEqual(await inOrder(admin, { q: "ekahau" }));
  });

  it("lets an employer find a hidden applicant of theirs, as long as the application is theirs", async () => {
    const hidden = () => inOrder(employerB, { q: "ekahau" });
    const wifiJob = await postJob(contextFor(services, employerB), { ...job, title: "Wi-Fi Surveyor" });
    expect(await hidden()).not.toContain("Zoya Khan");
    await services.db
      .insertInto("job_applications")
      .values({ job_id: wifiJob, candidate_id: people.zoya!.candidateId, cover_letter: "" })
      .execute();
    const found = await search(employerB, { q: "ekahau" });
    expect(found.cards.find((card) => card.name === "Zoya Khan")?.applied).toBe(true);
    // Her profile saved again: still found.
    await setDiscoverable(contextFor(services, people.zoya!.actor), undefined);
    expect(await hidden()).toContain("Zoya Khan");
    // The job given to employer A: A finds her, B no longer does.
    await services.db
      .updateTable("jobs")
      .set({ posted_by: employerA.userId })
      .where("id", "=", wifiJob)
      .execute();
    expect(await hidden()).not.toContain("Zoya Khan");
    expect(await inOrder(employerA, { q: "ekahau" })).toContain("Zoya Khan");
    // The job removed, and its applications with it.
    await services.db.deleteFrom("jobs").where("id", "=", wifiJob).execute();
    expect(await inOrder(employerA, { q: "ekahau" })).not.toContain("Zoya Khan");
  });

  it("marks the matched words of the resume in the snippet", async () => {
    const [zoya] = (await search(admin, { q: "sidekick" })).cards;
    expect(zoya?.name).toBe("Zoya Khan");
    expect(zoya?.snippet).toContain(`${MATCH_START}Sidekick${MATCH_END}`);
  });
});
