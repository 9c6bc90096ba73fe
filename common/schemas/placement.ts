// A placement as the recruiter's form and the API send it (issue #38, part C,
// decision 0057): the offer (CTC in LPA, as the job form takes salaries; the
// fee as a percentage of it or a fixed sum in rupees; the expected joining
// date) and, for Joined, the day the person joined. And the end of a
// placement: why and when.
import { z } from "zod";
import { isCalendarDate } from "./form";

export const placementStages = ["offered", "joined"] as const;
export type PlacementStage = (typeof placementStages)[number];
export const feeTypes = ["percent", "fixed"] as const;
export const endReasons = ["left", "terminated", "replaced"] as const;
export type EndReason = (typeof endReasons)[number];

/** The highest CTC taken: ₹100 crore a year (10,000 LPA), far above any real one. */
export const MAX_CTC_RUPEES = 1_000_000_000;

const emptyAsUndefined = (value: unknown) =>
  value === "" || value === null || (typeof value === "string" && !value.trim()) ? undefined : value;

const asText = (value: unknown) => (typeof value === "number" ? String(value) : value);

const date = (message: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string({ message })
      .trim()
      .refine((value) => isCalendarDate(value), message)
      .optional(),
  );

export const placementSchema = z
  .object({
    stage: z.enum(placementStages, { message: /*i18n*/ "Please choose Offered or Joined." }),
    ctc_lpa: z.preprocess(
      (value) => emptyAsUndefined(asText(value)),
      z
        .string({ message: /*i18n*/ "Please enter the annual CTC in LPA, such as 12.5." })
        .trim()
        .regex(/^\d{1,5}(\.\d{1,2})?$/, /*i18n*/ "Please enter the annual CTC in LPA, such as 12.5.")
        .transform((value) => Math.round(Number(value) * 100_000))
        .refine(
          (rupees) => rupees > 0 && rupees <= MAX_CTC_RUPEES,
          /*i18n*/ "Please enter the annual CTC in LPA, such as 12.5.",
        ),
    ),
    fee_type: z.enum(feeTypes, { message: /*i18n*/ "Please choose how the fee is charged." }),
    fee_percent: z.preprocess(
      (value) => emptyAsUndefined(asText(value)),
      z
        .string({ message: /*i18n*/ "The fee must be a percentage above 0 and at most 100, such as 8.33." })
        .trim()
        .regex(
          /^\d{1,3}(\.\d{1,2})?$/,
          /*i18n*/ "The fee must be a percentage above 0 and at most 100, such as 8.33.",
        )
        .transform(Number)
        .refine(
          (value) => value > 0 && value <= 100,
          /*i18n*/ "The fee must be a percentage above 0 and at most 100, such as 8.33.",
        )
        .optional(),
    ),
    fee_amount: z.preprocess(
      (value) => emptyAsUndefined(typeof value === "string" ? value.replace(/[,\s₹]/g, "") : asText(value)),
      z
        .string({ message: /*i18n*/ "Please enter the fixed fee in whole rupees, such as 150000." })
        .regex(/^\d{1,10}$/, /*i18n*/ "Please enter the fixed fee in whole rupees, such as 150000.")
        .transform(Number)
        .refine(
          (value) => value <= MAX_CTC_RUPEES,
          /*i18n*/ "Please enter the fixed fee in whole rupees, such as 150000.",
        )
        .optional(),
    ),
    expected_joining_on: date(/*i18n*/ "Please enter a valid expected joining date."),
    joined_on: date(/*i18n*/ "Please enter a valid joining date."),
  })
  .superRefine((value, context) => {
    if (value.ctc_lpa === undefined)
      context.addIssue({
        code: "custom",
        path: ["ctc_lpa"],
        message: /*i18n*/ "Please enter the annual CTC in LPA, such as 12.5.",
      });
    if (value.fee_type === "percent" && value.fee_percent === undefined)
      context.addIssue({
        code: "custom",
        path: ["fee_percent"],
        message: /*i18n*/ "The fee must be a percentage above 0 and at most 100, such as 8.33.",
      });
    if (value.fee_type === "fixed" && value.fee_amount === undefined)
      context.addIssue({
        code: "custom",
        path: ["fee_amount"],
        message: /*i18n*/ "Please enter the fixed fee in whole rupees, such as 150000.",
      });
    if (value.stage === "joined" && value.joined_on === undefined)
      context.addIssue({
        code: "custom",
        path: ["joined_on"],
        message: /*i18n*/ "Please enter the day the candidate joined.",
      });
  })
  .transform((value) => {
    const ctc = value.ctc_lpa!;
    const percent = value.fee_type === "percent" ? value.fee_percent! : null;
    return {
      stage: value.stage,
      annual_ctc: ctc,
      fee_type: value.fee_type,
      fee_percent: percent,
      // The amount is worked out once, here, and stored: reports add one column.
      fee_amount: percent === null ? value.fee_amount! : Math.round((ctc * percent) / 100),
      expected_joining_on: value.expected_joining_on ?? null,
      joined_on: value.stage === "joined" ? value.joined_on! : null,
    };
  });
export type PlacementInput = z.output<typeof placementSchema>;

export const endPlacementSchema = z.object({
  reason: z.enum(endReasons, { message: /*i18n*/ "Please choose why the placement ended." }),
  ended_on: z
    .string({ message: /*i18n*/ "Please enter the last working day." })
    .trim()
    .refine((value) => isCalendarDate(value), /*i18n*/ "Please enter the last working day."),
});
export type EndPlacementInput = z.output<typeof endPlacementSchema>;

/** An admin's change of the recruiter a placement is credited to (a user id; staff is checked by the domain). */
export const placementRecruiterSchema = z.object({
  recruiter_id: z
    .string({ message: /*i18n*/ "Please choose one of the firm's recruiters." })
    .trim()
    .regex(/^[\w-]{1,64}$/, /*i18n*/ "Please choose one of the firm's recruiters."),
});
