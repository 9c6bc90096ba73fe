// A job is a job order (issue #37, decision 0052): what the client asked for
// (openings, by a target date), who owns it and how pressing it is. Without
// zod, so the Orders page's bundle brings no schema library into the browser
// (as pipeline-stages.ts does for the board).

/** How pressing an order is, least first. */
export const jobPriorities = ["low", "normal", "high", "urgent"] as const;
export type JobPriority = (typeof jobPriorities)[number];

/** The most people one order may ask for. */
export const OPENINGS_MAX = 1000;

/** The job's fields that are the order's: the firm's own business, never in a public job's data. */
export const jobOrderFieldNames = ["openings", "owner_id", "priority", "target_date"] as const;
export type JobOrderFieldName = (typeof jobOrderFieldNames)[number];

/** Orders a page of the Orders tab (and the API's list) shows. */
export const ORDERS_PAGE_SIZE = 25;

/** The stages an order's strip counts, in the board's order: the candidates still in play, and the placed. */
export const orderStages = [
  "applied",
  "screening",
  "submitted",
  "client_interview",
  "offered",
  "joined",
] as const;
export type OrderStage = (typeof orderStages)[number];

/** One open order as the Orders tab and the API list it (server/domain/job-orders.ts). */
export interface JobOrder {
  id: string;
  title: string;
  /** The client's name (staff see it even for a confidential job), else the job's company name. */
  client: string;
  confidential: boolean;
  /** The owner's e-mail (the admin's list names it); null when nobody owns it. */
  owner: string | null;
  openings: number;
  /** Applications at the stage 'joined'. */
  placed: number;
  priority: JobPriority;
  target_date: string | null;
  /** The target date is before today in India. */
  overdue: boolean;
  /** Days from today (India) to the target date: negative when overdue; null without one. */
  days_to_target: number | null;
  /** Whole days since the job was posted. */
  days_open: number;
  /** The candidates in each stage of the strip; `applied` is the new applications. */
  stages: Record<OrderStage, number>;
  /** Whole days the oldest new application has waited; null when there is none. */
  waiting_days: number | null;
}
