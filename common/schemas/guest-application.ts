// Applying without an account (issue #36): the job page's short form and
// POST /api/v1/jobs/{id}/guest-applications. The phone follows registration's
// rules, the cover letter the signed-in application's.
import { z } from "zod";
import { emailAddress, indianMobile } from "./accounts";
import { oneLine } from "./form";
import { GUEST_NAME_MAX_LENGTH } from "./guest-application-fields";
import { applySchema } from "./jobs-rules";

export const guestApplicationSchema = z.object({
  name: z
    .string({ message: /*i18n*/ "Please enter your name." })
    .overwrite(oneLine)
    .trim()
    .min(1, /*i18n*/ "Please enter your name.")
    // Written out (GUEST_NAME_MAX_LENGTH) so the catalogue can hold it (docs/i18n.md).
    .max(GUEST_NAME_MAX_LENGTH, /*i18n*/ "Your name must be at most 200 characters."),
  phone: indianMobile,
  email: emailAddress,
  coverLetter: applySchema.shape.coverLetter,
});
export type GuestApplicationInput = z.input<typeof guestApplicationSchema>;

/** "Asha Rani Verma" → first "Asha Rani", last "Verma"; one word is a first name alone. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { first_name: (words[0] ?? "").slice(0, 100), last_name: "" };
  return {
    first_name: words.slice(0, -1).join(" ").slice(0, 100),
    last_name: words[words.length - 1]!.slice(0, 100),
  };
}
