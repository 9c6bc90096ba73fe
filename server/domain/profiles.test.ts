import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngBomb } from "../../tests/support/documents";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import type { Actor } from "./context";
import { insertJobs } from "./jobs";
import {
  deleteMyAccount,
  exportMyData,
  getMyProfile,
  readResume,
  saveProfile,
  uploadPhoto,
  uploadResume,
} from "./profiles";

let services: TestServices;
let asha: Actor;
let vikram: Actor;

async function candidate(email: string): Promise<Actor> {
  const { userId } = await registerNewCandidate(services, {
    email,
    phone: "9876501234",
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  return { userId, email, role: "candidate" };
}

const personal = {
  first_name: "Asha",
  last_name: "Verma",
  phone: "9876501234",
  date_of_birth: "1996-04-12",
  gender: "female",
  current_city: "Pune",
  home_location: "Nagpur",
  total_experience: "3-5",
  current_salary: "5.5",
  expected_salary: "7,50,000",
  notice_period: "30",
  marital_status: "single",
  family_details: "",
  caste: "",
  disability_status: "none",
  industry: "telecommunications",
};

beforeAll(async () => {
  services = await createTestServices();
  asha = await candidate("asha@example.com");
  vikram = await candidate("vikram@example.com");
});
afterAll(async () => {
  await services?.dispose();
});

describe("saveProfile", () => {
  it("saves the personal step with salaries in rupees and empty values as null", async () => {
    await saveProfile(contextFor(services, asha), ["personal"], { ...personal, notice_period: "" });
    const profile = (await getMyProfile(contextFor(services, asha)))!;
    expect(profile).toMatchObject({
      first_name: "Asha",
      current_city: "Pune",
      total_experience: "3-5",
      current_salary: 550000,
      expected_salary: 750000,
      notice_period: null,
      family_details: null,
      phone: "+919876501234",
      date_of_birth: "1996-04-12",
    });
    expect(profile.complete).toBe(false);
  });

  it.each([
    [{ first_name: "" }, "Please enter your first name."],
    [{ last_name: " " }, "Please enter your last name."],
    [{ current_city: "" }, "Please enter your current city."],
    [{ total_experience: "" }, "Please choose your total experience."],
    [{ total_experience: "20+" }, "Please choose your total experience."],
    [{ gender: "robot" }, "Please choose a gender from the list."],
    [{ notice_period: "400" }, "Notice period must be a whole number of days from 0 to 365."],
    [
      { expected_salary: "lots" },
      "Expected salary: enter an amount in LPA (e.g. 6.5) or rupees (e.g. 650000).",
    ],
    [{ date_of_birth: "2099-01-01" }, "Please enter a valid date of birth."],
    [{ phone: "12345" }, "Please enter a valid 10-digit Indian mobile number."],
  ])("refuses personal %o and changes nothing", async (change, message) => {
    const before = await getMyProfile(contextFor(services, asha));
    const error = await rejection(
      saveProfile(contextFor(services, asha), ["personal"], { ...personal, ...change }),
    );
    expect(error.message).toBe(message);
    expect(error.title).toBe("Update failed");
    const after = await getMyProfile(contextFor(services, asha));
    expect(after?.first_name).toBe(before?.first_name);
    expect(after?.updated_at).toEqual(before?.updated_at);
  });

  it("drops incomplete education, skill and experience entries and keeps the rest", async () => {
    await saveProfile(contextFor(services, asha), ["education", "skills", "experience"], {
      education: [
        {
          education_level: "bachelor",
          course_name: "B.Tech",
          institute_name: "COEP",
          year_of_passing: "2018",
          percentage: "72.5",
        },
        { education_level: "12th", course_name: "", institute_name: "KV Pune" },
        {
          education_level: "master",
          course_name: "M.Tech",
          institute_name: "IIT Bombay",
          year_of_passing: "2020",
        },
      ],
      skills: [
        { skill_name: "Linux", proficiency_level: "4", years_of_experience: "3.5" },
        { skill_name: "  " },
        { skill_name: "linux", proficiency_level: "2" },
        { skill_name: "OSPF" },
      ],
      experience: [
        {
          company_name: "Bharat FibreNet",
          designation: "NOC Engineer",
          start_date: "2021-01-01",
          end_date: "2022-01-01",
          is_current_job: "on",
        },
        { company_name: "Only a company" },
        {
          company_name: "Sahyadri Towers",
          designation: "Trainee",
          start_date: "2019-01-01",
          end_date: "2020-12-31",
        },
      ],
    });
    const profile = (await getMyProfile(contextFor(services, asha)))!;
    expect(profile.education.map((entry) => entry.course_name)).toEqual(["M.Tech", "B.Tech"]);
    expect(profile.education[1].percentage).toBe(72.5);
    expect(
      profile.skills.map((skill) => [skill.skill_name, skill.proficiency_level, skill.years_of_experience]),
    ).toEqual([
      ["Linux", 4, 3.5],
      ["OSPF", 3, 0],
    ]);
    expect(profile.experience.map((entry) => entry.company_name)).toEqual([
      "Bharat FibreNet",
      "Sahyadri Towers",
    ]);
    // A current job has no end date.
    expect(profile.experience[0]).toMatchObject({ is_current_job: true, end_date: null });
  });

  it.each([
    [
      {
        education: [
          { education_level: "bachelor", course_name: "B.Sc", institute_name: "X", year_of_passing: "1979" },
        ],
      },
      "Year of passing must be between 1980 and 2030.",
    ],
    [
      {
        education: [
          { education_level: "bachelor", course_name: "B.Sc", institute_name: "X", percentage: "100.5" },
        ],
      },
      "Percentage must be between 0 and 100, in steps of 0.1.",
    ],
    [
      {
        education: [
          { education_level: "bachelor", course_name: "B.Sc", institute_name: "X", percentage: "70.25" },
        ],
      },
      "Percentage must be between 0 and 100, in steps of 0.1.",
    ],
    [
      { skills: [{ skill_name: "Go", proficiency_level: "6" }] },
      "Proficiency must be from 1 (Beginner) to 5 (Expert).",
    ],
    [
      { skills: [{ skill_name: "Go", years_of_experience: "1.25" }] },
      "Years of experience must be 0 or more, in steps of 0.5.",
    ],
    [
      { skills: [{ skill_name: "Go", years_of_experience: "-1" }] },
      "Years of experience must be 0 or more, in steps of 0.5.",
    ],
    [
      {
        experience: [
          { company_name: "A", designation: "B", start_date: "2022-05-01", end_date: "2021-01-01" },
        ],
      },
      "End date cannot be before the start date.",
    ],
  ])("refuses list values %o", async (input, message) => {
    const sections = Object.keys(input) as ("education" | "skills" | "experience")[];
    const error = await rejection(saveProfile(contextFor(services, asha), sections, input));
    expect(error.message).toBe(message);
  });

  it("requires a summary", async () => {
    const error = await rejection(
      saveProfile(contextFor(services, asha), ["summary"], { profile_summary: "   " }),
    );
    expect(error.message).toBe("Please write a short profile summary.");
  });

  it("completes the profile once the summary is saved", async () => {
    await saveProfile(contextFor(services, asha), ["summary"], {
      profile_summary: "Four years in NOC operations.",
    });
    expect((await getMyProfile(contextFor(services, asha)))!.complete).toBe(true);
  });

  it("replaces the lists in one transaction: a failure midway leaves the old rows", async () => {
    const before = (await getMyProfile(contextFor(services, asha)))!;
    // Simulate a crash after education and skills were rewritten, while inserting experience.
    await sql`create function fail_experience() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end; $$`.execute(
      services.db,
    );
    await sql`create trigger fail_experience before insert on candidate_experience for each row execute function fail_experience()`.execute(
      services.db,
    );
    try {
      const error = await rejection(
        saveProfile(contextFor(services, asha), ["personal", "education", "skills", "experience"], {
          ...personal,
          first_name: "Changed",
          education: [{ education_level: "phd", course_name: "PhD", institute_name: "IISc" }],
          skills: [{ skill_name: "Kubernetes" }],
          experience: [{ company_name: "New Co", designation: "Lead" }],
        }),
      );
      expect(error.title).toBe("Update failed");
      expect(error.message).toBe("Failed to update profile. Please try again.");
    } finally {
      await sql`drop trigger fail_experience on candidate_experience`.execute(services.db);
      await sql`drop function fail_experience()`.execute(services.db);
    }
    const after = (await getMyProfile(contextFor(services, asha)))!;
    expect(after.first_name).toBe("Asha");
    expect(after.education.map((entry) => entry.course_name)).toEqual(
      before.education.map((entry) => entry.course_name),
    );
    expect(after.skills.map((skill) => skill.skill_name)).toEqual(
      before.skills.map((skill) => skill.skill_name),
    );
    expect(after.experience.map((entry) => entry.company_name)).toEqual(
      before.experience.map((entry) => entry.company_name),
    );
  });

  it("refuses a visitor", async () => {
    const error = await rejection(
      saveProfile(contextFor(services, null), ["summary"], { profile_summary: "x" }),
    );
    expect(error.kind).toBe("unauthenticated");
  });
});

const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

describe("uploads", () => {
  it("re-encodes a photo to a small JPEG and serves it", async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#1d4478" } })
      .png()
      .toBuffer();
    const url = await uploadPhoto(
      contextFor(services, asha),
      new File([new Uint8Array(png)], "me.png", { type: "image/png" }),
    );
    expect(url).toMatch(/^\/files\/photos\/[0-9a-f]{32}\.jpg$/);
    const stored = await services.storage.get(url.replace("/files/", ""));
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 400, height: 400 });
  });

  it("stores a 40-megapixel PNG of a few hundred KB small, and refuses a bigger one without a change", async () => {
    const photoOf = async () =>
      (
        await services.db
          .selectFrom("candidate_profiles")
          .select("photo_key")
          .where("user_id", "=", asha.userId)
          .executeTakeFirstOrThrow()
      ).photo_key;
    // Decoded in a child process (decision 0038); its 16-bit interlaced twin is the costliest decode of its size.
    for (const bomb of [
      await pngBomb(6300, 6300),
      await pngBomb(6300, 6300, { depth: 16, interlaced: true }),
    ]) {
      const url = await uploadPhoto(contextFor(services, asha), new File([bomb], "bomb.png"));
      expect(url).toBe(`/files/${await photoOf()}`);
      const stored = await services.storage.get(url.replace("/files/", ""));
      expect(await sharp(stored!).metadata()).toMatchObject({ format: "jpeg", width: 400, height: 400 });
    }
    const before = await photoOf();
    const error = await rejection(
      uploadPhoto(contextFor(services, asha), new File([await pngBomb(12_000, 12_000)], "bomb.png")),
    );
    expect([error.title, error.message]).toEqual([
      "Invalid file type",
      "This image could not be read. Please choose another.",
    ]);
    expect(await photoOf()).toBe(before);
    expect(await services.storage.get(before!)).not.toBeNull();
  });

  it("refuses a photo that is not an image, whatever its name", async () => {
    const error = await rejection(
      uploadPhoto(contextFor(services, asha), new File([pdf], "photo.jpg", { type: "image/jpeg" })),
    );
    expect(error.title).toBe("Invalid file type");
    expect(error.message).toBe("Please select an image file.");
  });

  it("refuses files over 5 MB", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdf);
    const photo = await rejection(uploadPhoto(contextFor(services, asha), new File([big], "big.jpg")));
    expect([photo.title, photo.message]).toEqual([
      "File too large",
      "Please select an image smaller than 5MB.",
    ]);
    const resume = await rejection(uploadResume(contextFor(services, asha), new File([big], "big.pdf")));
    expect(resume.message).toBe("Please upload a file smaller than 5MB.");
  });

  it("refuses a .pdf that is really an executable", async () => {
    const error = await rejection(
      uploadResume(contextFor(services, asha), new File([exe], "resume.pdf", { type: "application/pdf" })),
    );
    expect(error.message).toBe("Please upload a PDF or Word document.");
    expect((await getMyProfile(contextFor(services, asha)))!.hasResume).toBe(false);
  });

  it("stores a PDF resume and a new upload replaces it", async () => {
    await uploadResume(
      contextFor(services, asha),
      new File([pdf], "Asha CV.pdf", { type: "application/pdf" }),
    );
    const first = await services.db
      .selectFrom("candidate_profiles")
      .select("resume_key")
      .where("user_id", "=", asha.userId)
      .executeTakeFirstOrThrow();
    const docx = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...new TextEncoder().encode("....[Content_Types].xml....word/document.xml...."),
    ]);
    await uploadResume(contextFor(services, asha), new File([docx], "cv.docx"));
    const second = await services.db
      .selectFrom("candidate_profiles")
      .select(["resume_key", "resume_content_type"])
      .where("user_id", "=", asha.userId)
      .executeTakeFirstOrThrow();
    expect(second.resume_key).not.toBe(first.resume_key);
    expect(second.resume_content_type).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(await services.storage.get(first.resume_key!)).toBeNull();
  });
});

describe("who may read a resume", () => {
  let candidateId: string;
  let employerWithApplication: Actor;
  let employerWithout: Actor;
  let admin: Actor;

  beforeAll(async () => {
    await uploadResume(contextFor(services, asha), new File([pdf], "cv.pdf"));
    candidateId = (await getMyProfile(contextFor(services, asha)))!.id;
    employerWithApplication = await createStaff(services, "hr-a@example.com", "moderator");
    employerWithout = await createStaff(services, "hr-b@example.com", "moderator");
    admin = await createStaff(services, "admin@example.com", "admin");
    const [jobA] = await insertJobs(
      services.db,
      [
        {
          title: "NOC Engineer",
          company_name: "A",
          location_city: "Pune",
          location_state: "Maharashtra",
          job_description: "24x7 NOC.",
        },
      ],
      employerWithApplication.userId,
    );
    await insertJobs(
      services.db,
      [
        {
          title: "Field Tech",
          company_name: "B",
          location_city: "Pune",
          location_state: "Maharashtra",
          job_description: "Field.",
        },
      ],
      employerWithout.userId,
    );
    await services.db
      .insertInto("job_applications")
      .values({ job_id: jobA, candidate_id: candidateId })
      .execute();
  });

  it.each([
    ["the owner", () => asha, true],
    ["an admin", () => admin, true],
    ["an employer the candidate applied to", () => employerWithApplication, true],
    ["an employer the candidate did not apply to", () => employerWithout, false],
    ["another candidate", () => vikram, false],
  ])("%s: %s", async (_who, actor, allowed) => {
    const attempt = readResume(contextFor(services, actor()), candidateId);
    if (allowed) {
      const file = await attempt;
      expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe("%PDF-");
      expect(file.filename).toBe("Asha-Verma-resume.pdf");
    } else {
      expect((await rejection(attempt)).kind).toBe("not_found");
    }
  });

  it("a visitor must sign in", async () => {
    expect((await rejection(readResume(contextFor(services, null), candidateId))).kind).toBe(
      "unauthenticated",
    );
  });
});

describe("candidate rights", () => {
  it("exports the candidate's data as one document", async () => {
    const data = await exportMyData(contextFor(services, asha));
    expect(data.account.email).toBe("asha@example.com");
    expect(data.profile?.first_name).toBe("Asha");
    expect(data.profile?.skills.length).toBeGreaterThan(0);
    expect(data.applications).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain("resume_key");
  });

  it("deletes the account with its profile, applications and files after confirmation", async () => {
    const wrong = await rejection(deleteMyAccount(contextFor(services, asha), "someone@example.com"));
    expect(wrong.message).toBe("Type your email address exactly to confirm.");
    const keys = await services.db
      .selectFrom("candidate_profiles")
      .select(["id", "photo_key", "resume_key"])
      .where("user_id", "=", asha.userId)
      .executeTakeFirstOrThrow();
    const counts = await services.db
      .selectFrom("jobs")
      .select("application_count")
      .where("application_count", ">", 0)
      .execute();
    expect(counts).toHaveLength(1);

    await deleteMyAccount(contextFor(services, asha), "ASHA@example.com");
    expect(
      await services.db.selectFrom("user").select("id").where("id", "=", asha.userId).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await services.db
        .selectFrom("candidate_profiles")
        .select("id")
        .where("id", "=", keys.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await services.db
        .selectFrom("job_applications")
        .select("id")
        .where("candidate_id", "=", keys.id)
        .execute(),
    ).toEqual([]);
    expect(await services.storage.get(keys.resume_key!)).toBeNull();
    expect(await services.storage.get(keys.photo_key!)).toBeNull();
    // The job's application count follows.
    expect(
      await services.db.selectFrom("jobs").select("id").where("application_count", ">", 0).execute(),
    ).toEqual([]);
  });
});

describe("when the file store fails", () => {
  it("says the upload failed and leaves the profile as it was", async () => {
    const { writeFileSync, rmSync, mkdirSync } = await import("node:fs");
    const filesDir = `${services.config.dataDir}/files`;
    const before = await services.db
      .selectFrom("candidate_profiles")
      .select(["resume_key", "photo_key"])
      .where("user_id", "=", vikram.userId)
      .executeTakeFirstOrThrow();
    // The uploads directory is unusable (a file stands where it should be), as on a broken or read-only volume.
    rmSync(filesDir, { recursive: true, force: true });
    writeFileSync(filesDir, "not a directory");
    try {
      const error = await rejection(uploadResume(contextFor(services, vikram), new File([pdf], "cv.pdf")));
      expect([error.title, error.message]).toEqual([
        "Upload failed",
        "Failed to upload resume. Please try again.",
      ]);
      const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#000" } })
        .png()
        .toBuffer();
      const photo = await rejection(
        uploadPhoto(contextFor(services, vikram), new File([new Uint8Array(png)], "me.png")),
      );
      expect(photo.message).toBe("Failed to upload image.");
    } finally {
      rmSync(filesDir, { force: true });
      mkdirSync(filesDir, { recursive: true });
    }
    const after = await services.db
      .selectFrom("candidate_profiles")
      .select(["resume_key", "photo_key"])
      .where("user_id", "=", vikram.userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});
