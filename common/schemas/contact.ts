// The contact form's rules, used by the server (server/domain/contact.ts).
// The quoted messages are the specification's, word for word (SPEC §5, §8).
import { z } from "zod";
import { CONTACT_LIMITS } from "./contact-fields";
import { oneLine } from "./form";

export { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, contactMessages } from "./contact-fields";

/** Removes control characters (PostgreSQL refuses NUL), keeping line breaks and tabs where asked (else oneLine). */
const stripControls = (keepLineBreaks: boolean) => (value: string) =>
  keepLineBreaks ? value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "") : oneLine(value);

const required = (message: string, max: number, tooLong: string, keepLineBreaks = false) =>
  z
    .string({ message })
    .transform(stripControls(keepLineBreaks))
    .pipe(z.string().trim().min(1, message).max(max, tooLong));

const optional = (max: number, tooLong: string) =>
  z
    .string()
    .optional()
    .transform((value) => stripControls(false)(value ?? "").trim())
    .pipe(z.string().max(max, tooLong))
    .transform((value) => (value === "" ? null : value));

export const contactSchema = z.object({
  fullName: required(
    /*i18n*/ "Please enter your full name.",
    CONTACT_LIMITS.fullName,
    /*i18n*/ "Full name must be 100 characters or fewer.",
  ),
  email: z
    .string({ message: /*i18n*/ "Please enter your email address." })
    .trim()
    .min(1, /*i18n*/ "Please enter your email address.")
    .max(CONTACT_LIMITS.email, /*i18n*/ "Email address must be 254 characters or fewer.")
    .pipe(z.email({ message: /*i18n*/ "Please enter a valid email address." })),
  phone: optional(CONTACT_LIMITS.phone, /*i18n*/ "Phone number must be 20 characters or fewer.").refine(
    (value) => value === null || (/^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, "").length >= 7),
    /*i18n*/ "Please enter a valid phone number.",
  ),
  company: optional(CONTACT_LIMITS.company, /*i18n*/ "Company name must be 200 characters or fewer."),
  message: required(
    /*i18n*/ "Please enter your message.",
    CONTACT_LIMITS.message,
    /*i18n*/ "Message must be 5,000 characters or fewer.",
    true,
  ),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
