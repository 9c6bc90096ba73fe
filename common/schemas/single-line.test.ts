// Single-line fields (a job's title, an interviewer's name, …) hold one line:
// control characters, line breaks among them, fold to one space (oneLine);
// the multi-line fields (a description, instructions) keep their line breaks.
import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";
import { oneLine, parseWith } from "./form";
import { newAlertSchema } from "./job-alerts-rules";
import { jobFormSchema, REQUIRED_FIELDS_MESSAGE } from "./job-form";
import { experienceEntrySchema, personalSchema } from "./profile";
import { interviewSchema } from "./recruiting";

const PASTED = "Network\r\nEngineer\t\u0085(L2)\u2028\u0007";

const job = {
  title: "Network Engineer",
  company_name: "Vistaar Technologies",
  location_city: "Pune",
  location_state: "Maharashtra",
  job_description: "Line one.\r\nLine two.",
};

const interview = {
  date: "2030-01-15",
  time: "10:30",
  duration_minutes: "30",
  mode: "in_person",
  location: "Tower B,\r\nCyber City",
  interviewer_name: "Asha\r\nVerma",
  instructions: "Bring your ID.\nArrive early.",
};

function parsed<T>(result: { ok: true; data: T } | { ok: false; firstError: string }): T {
  if (!result.ok) throw new Error(result.firstError);
  return result.data;
}

describe("oneLine", () => {
  it("folds each run of control characters and line separators to one space", () => {
    expect(oneLine(PASTED)).toBe("Network Engineer (L2) ");
    expect(oneLine("नेटवर्क इंजीनियर")).toBe("नेटवर्क इंजीनियर");
  });
});

describe("single-line fields", () => {
  it("fold a job's title, company, city, department and list items to one line", () => {
    const data = parsed(
      parseWith(jobFormSchema, {
        ...job,
        title: PASTED,
        company_name: "Vistaar\nTechnologies",
        location_city: "Navi\rMumbai",
        department: "Network\r\nOperations",
        required_skills: "CCNA\nBGP, OSPF",
      }),
    );
    expect(data.title).toBe("Network Engineer (L2)");
    expect(data.company_name).toBe("Vistaar Technologies");
    expect(data.location_city).toBe("Navi Mumbai");
    expect(data.department).toBe("Network Operations");
    expect(data.required_skills).toEqual(["CCNA BGP", "OSPF"]);
    // The description is many lines and stays so.
    expect(data.job_description).toBe("Line one.\r\nLine two.");
  });

  it("refuse a required one made only of line breaks as empty", () => {
    const result = parseWith(jobFormSchema, { ...job, title: "\r\n\r\n" });
    expect(result).toMatchObject({ ok: false, fieldErrors: { title: REQUIRED_FIELDS_MESSAGE } });
  });

  it("fold an interviewer's name and the interview's address, not the instructions", () => {
    const data = parsed(parseWith(interviewSchema, interview));
    expect(data.interviewer_name).toBe("Asha Verma");
    expect(data.location).toBe("Tower B, Cyber City");
    expect(data.instructions).toBe("Bring your ID.\nArrive early.");
  });

  it("fold a candidate's name, a past employer and designation, not what the job was", () => {
    const personal = parsed(
      parseWith(personalSchema, {
        first_name: "Ravi\r\n",
        last_name: "Kumar\nSingh",
        current_city: "Pune\u2029",
        total_experience: "fresher",
      }),
    );
    expect(personal).toMatchObject({ first_name: "Ravi", last_name: "Kumar Singh", current_city: "Pune" });
    const experience = parsed(
      parseWith(experienceEntrySchema, {
        company_name: "Bharti\r\nAirtel",
        designation: "NOC\nEngineer",
        start_date: "2020-01-01",
        job_description: "Monitored links.\nRaised tickets.",
      }),
    );
    expect(experience).toMatchObject({
      company_name: "Bharti Airtel",
      designation: "NOC Engineer",
      job_description: "Monitored links.\nRaised tickets.",
    });
  });

  it("fold the contact form's name and company and a job alert's name", () => {
    const contact = parsed(
      parseWith(contactSchema, {
        fullName: "Asha\r\nVerma",
        email: "asha@example.com",
        company: "Acme\nInfra",
        message: "Hello,\nwe need engineers.",
      }),
    );
    expect(contact).toMatchObject({
      fullName: "Asha Verma",
      company: "Acme Infra",
      message: "Hello,\nwe need engineers.",
    });
    const alert = parsed(parseWith(newAlertSchema, { frequency: "daily", name: "Pune\r\n\u0007jobs" }));
    expect(alert.name).toBe("Pune jobs");
  });
});
