// Messages written to a candidate from their application, and the admin's
// templates for them (issue #37, decision 0051).
import { z } from "zod";
import { oneLine } from "./form";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from "./message-fields";

const subject = (required: string) =>
  z
    .string({ message: required })
    .overwrite(oneLine)
    .trim()
    .min(1, required)
    .max(MESSAGE_SUBJECT_MAX, /*i18n*/ "A subject can be at most 150 characters.");

const body = (required: string) =>
  z
    .string({ message: required })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(MESSAGE_BODY_MAX, /*i18n*/ "A message can be at most 5,000 characters."),
    );

/** A message as the recruiter sends it: a subject, a body, and the template it started from, if any. */
export const messageSchema = z.object({
  subject: subject(/*i18n*/ "Please write a subject."),
  body: body(/*i18n*/ "Please write the message."),
  templateId: z
    .string()
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type MessageInput = z.output<typeof messageSchema>;

/** A template as the admin keeps it: a name, and its subject and body in English and Hindi. */
export const templateSchema = z.object({
  name: z
    .string({ message: /*i18n*/ "Please name the template." })
    .overwrite(oneLine)
    .trim()
    .min(1, /*i18n*/ "Please name the template.")
    .max(80, /*i18n*/ "A template's name can be at most 80 characters."),
  subject_en: subject(/*i18n*/ "Please write a subject."),
  body_en: body(/*i18n*/ "Please write the message."),
  subject_hi: subject(/*i18n*/ "Please write a subject."),
  body_hi: body(/*i18n*/ "Please write the message."),
});
export type TemplateInput = z.output<typeof templateSchema>;
