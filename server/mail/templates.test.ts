import { describe, expect, it } from "vitest";
import { applicationStatusMail } from "./templates";

describe("applicationStatusMail", () => {
  it("ends the sentence once when the company's name ends with a full stop", () => {
    for (const status of ["shortlisted", "rejected"] as const) {
      const mail = applicationStatusMail(
        "esha@example.com",
        "Esha",
        "NOC Engineer",
        "Bharat FibreNet Ltd.",
        status,
        "https://example.in/my-applications",
      );
      expect(mail.text, status).toContain("NOC Engineer at Bharat FibreNet Ltd.");
      expect(mail.text, status).not.toContain("Ltd..");
    }
    const plain = applicationStatusMail(
      "a@example.com",
      "A",
      "Rigger",
      "Vistaar",
      "shortlisted",
      "https://x.in",
    );
    expect(plain.text).toContain("shortlisted for Rigger at Vistaar.\n");
  });
});
