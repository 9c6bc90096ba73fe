// The recruiter's workflow on an application (issue #23): a note, a rating
// and an interview, as the forms send them and the domain checks them.
import { z } from "zod";
import { isCalendarDate } from "./form";
import { interviewDurations, interviewModes, NOTE_MAX_LENGTH, type InterviewMode } from "./recruiting-fields";

export { interviewDurations, interviewModes, NOTE_MAX_LENGTH, type InterviewMode };

export const noteSchema = z.object({
  body: z
    .string({ message: "Please write the note." })
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, "Please write the note.")
        .max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString("en-IN")} characters.`),
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
      .number({ message: "Please choose from 1 to 5 stars." })
      .int("Please choose from 1 to 5 stars.")
      .min(1, "Please choose from 1 to 5 stars.")
      .max(5, "Please choose from 1 to 5 stars.")
      .nullable(),
  ),
});

const optionalText = (max: number, label: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(z.string().max(max, `${label} can be at most ${max} characters.`).nullable());

/**
 * An interview as the scheduling form sends it: a day and a time in India
 * (IST, UTC+05:30 all year), a duration, a mode with what the mode needs.
 * `startsAt` is the instant; "in the future" is checked by the domain, which
 * knows what now is.
 */
export const interviewSchema = z
  .object({
    date: z
      .string({ message: "Please choose the interview date." })
      .refine(isCalendarDate, "Please choose the interview date."),
    time: z
      .string({ message: "Please choose the interview time." })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose the interview time."),
    duration_minutes: z.coerce
      .number({ message: "Please choose how long the interview takes." })
      .int("Please choose how long the interview takes.")
      .min(10, "Please choose how long the interview takes.")
      .max(480, "An interview can be at most 8 hours long."),
    mode: z.enum(interviewModes.map(([mode]) => mode) as [InterviewMode, ...InterviewMode[]], {
      message: "Please choose how the interview takes place.",
    }),
    location: optionalText(300, "The address"),
    meeting_link: optionalText(500, "The meeting link"),
    interviewer_name: z
      .string({ message: "Please enter the interviewer's name." })
      .trim()
      .min(1, "Please enter the interviewer's name.")
      .max(120, "The interviewer's name can be at most 120 characters."),
    instructions: optionalText(2000, "The instructions"),
  })
  .superRefine((value, context) => {
    if (value.mode === "in_person" && !value.location)
      context.addIssue({
        code: "custom",
        path: ["location"],
        message: "Please enter the address of the interview.",
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
          message: "Please enter the video call's link, starting with https://.",
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
