// The recruiter's workflow on an application (issue #23): a note, a rating
// and an interview, as the forms send them and the domain checks them.
import { z } from "zod";
import { isCalendarDate, oneLine } from "./form";
import { interviewDurations, interviewModes, NOTE_MAX_LENGTH, type InterviewMode } from "./recruiting-fields";

export { interviewDurations, interviewModes, NOTE_MAX_LENGTH, type InterviewMode };

export const noteSchema = z.object({
  body: z
    .string({ message: /*i18n*/ "Please write the note." })
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, /*i18n*/ "Please write the note.")
        // Written out (NOTE_MAX_LENGTH is 5000) so the catalogue can hold it (docs/i18n.md).
        .max(NOTE_MAX_LENGTH, /*i18n*/ "A note can be at most 5,000 characters."),
    ),
});

/**
 * 1 to 5 stars; "" or "0" clears the rating. A form without the field is
 * refused, not read as "clear": a post that lost its rating must not wipe one.
 */
export const ratingSchema = z.object({
  rating: z.preprocess(
    (value) =>
      value === "" || value === "0" || value === 0
        ? null
        : value === null || value === undefined
          ? undefined
          : Number(value),
    z
      .number({ message: /*i18n*/ "Please choose from 1 to 5 stars." })
      .int(/*i18n*/ "Please choose from 1 to 5 stars.")
      .min(1, /*i18n*/ "Please choose from 1 to 5 stars.")
      .max(5, /*i18n*/ "Please choose from 1 to 5 stars.")
      .nullable(),
  ),
});

// `tooLong` is written out whole where the field is declared, so the catalogue can hold it.
// Single-line (oneLine) unless `multiline` (the instructions).
const optionalText = (max: number, tooLong: string, multiline = false) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || multiline ? value : oneLine(value))?.trim() || null)
    .pipe(z.string().max(max, tooLong).nullable());

/**
 * An interview as the scheduling form sends it: a day and a time in India
 * (IST, UTC+05:30 all year), a duration, a mode with what the mode needs.
 * `startsAt` is the instant; "in the future" is checked by the domain, which
 * knows what now is.
 */
export const interviewSchema = z
  .object({
    date: z
      .string({ message: /*i18n*/ "Please choose the interview date." })
      .refine(isCalendarDate, /*i18n*/ "Please choose the interview date."),
    time: z
      .string({ message: /*i18n*/ "Please choose the interview time." })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, /*i18n*/ "Please choose the interview time."),
    duration_minutes: z.coerce
      .number({ message: /*i18n*/ "Please choose how long the interview takes." })
      .int(/*i18n*/ "Please choose how long the interview takes.")
      .min(10, /*i18n*/ "Please choose how long the interview takes.")
      .max(480, /*i18n*/ "An interview can be at most 8 hours long."),
    mode: z.enum(interviewModes.map(([mode]) => mode) as [InterviewMode, ...InterviewMode[]], {
      message: /*i18n*/ "Please choose how the interview takes place.",
    }),
    location: optionalText(300, /*i18n*/ "The address can be at most 300 characters."),
    meeting_link: optionalText(500, /*i18n*/ "The meeting link can be at most 500 characters."),
    interviewer_name: z
      .string({ message: /*i18n*/ "Please enter the interviewer's name." })
      .overwrite(oneLine)
      .trim()
      .min(1, /*i18n*/ "Please enter the interviewer's name.")
      .max(120, /*i18n*/ "The interviewer's name can be at most 120 characters."),
    instructions: optionalText(2000, /*i18n*/ "The instructions can be at most 2000 characters.", true),
  })
  .superRefine((value, context) => {
    if (value.mode === "in_person" && !value.location)
      context.addIssue({
        code: "custom",
        path: ["location"],
        message: /*i18n*/ "Please enter the address of the interview.",
      });
    if (value.mode === "video") {
      const valid =
        value.meeting_link !== null &&
        URL.canParse(value.meeting_link) &&
        new URL(value.meeting_link).protocol === "https:";
      if (!valid)
        context.addIssue({
          code: "custom",
          path: ["meeting_link"],
          message: /*i18n*/ "Please enter the video call's link, starting with https://.",
        });
    }
  })
  .transform((value) => ({
    startsAt: new Date(`${value.date}T${value.time}:00+05:30`),
    duration_minutes: value.duration_minutes,
    mode: value.mode,
    location: value.mode === "in_person" ? value.location : null,
    // As the browser reads it: "HTTPS://Host" and "https:host" are https links
    // too, and the database takes only links written "https://…".
    meeting_link: value.mode === "video" && value.meeting_link ? new URL(value.meeting_link).href : null,
    interviewer_name: value.interviewer_name,
    instructions: value.instructions,
  }));
export type InterviewInput = z.output<typeof interviewSchema>;
