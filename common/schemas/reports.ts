// The firm's numbers as the reports page shows them (decision 0058): the
// shapes server/domain/reports.ts works out, shared with the page's components.
import type { ApplicationSource } from "./application-source";

export interface FirstSubmissionBucket {
  key: "under_6h" | "6_to_24h" | "1_to_3d" | "over_3d" | "none_yet";
  count: number;
  /** Within the 24-hour promise. */
  kept: boolean;
}

export interface SlowOrder {
  id: string;
  title: string;
  client: string;
  owner: string | null;
  opened_at: Date;
  first_at: Date | null;
  /** Hours from opening to the first candidate sent; still waiting: hours so far. */
  hours: number;
}

export interface FirstSubmissionFigure {
  /** Orders opened in the period (client orders only: the promise is to clients). */
  orders: number;
  /** Of those, the ones the promise applies to yet: a candidate sent, or more than 24 hours old. */
  due: number;
  /** Sent within 24 hours of opening. */
  kept: number;
  /** Percent of the due orders kept; null when none is due. */
  keptShare: number | null;
  /** Less than 24 hours old with nobody sent yet. */
  notDueYet: number;
  /** Median hours from opening to the first candidate sent (over orders with one). */
  medianHours: number | null;
  buckets: FirstSubmissionBucket[];
  slowest: SlowOrder[];
}

export interface FunnelFigure {
  /** Applications first sent to a client in the period. */
  submitted: number;
  /** Of those, how many reached a client interview, an offer, a joining (or a later stage): never more than the step before. */
  interviews: number;
  offers: number;
  joins: number;
}

export interface TimeToFillFigure {
  /** Offers made in the period (an application's first move to offered, or straight to joined). */
  offers: number;
  /** Median days from the order's opening to the offer. */
  medianDaysToOffer: number | null;
  /** Percent of those offers made within 7 days of the order's opening. */
  withinSevenDays: number | null;
  /** Of those offers, how many have joined by now, and the median days from opening to joining. */
  joined: number;
  medianDaysToJoin: number | null;
  buckets: { key: "within_7d" | "8_to_14d" | "15_to_30d" | "over_30d"; count: number }[];
}

export interface SourcesFigure {
  total: number;
  /** Every source, the most applications first (ties in the order of precedence). */
  sources: { source: ApplicationSource; count: number; share: number | null }[];
}

/** Placements that joined in one month (YYYY-MM), and the fees they bring, in whole rupees. */
export interface PlacementMonth {
  month: string;
  placements: number;
  fees: number;
  /** Placements whose fee is not recorded ("details missing"): counted, not in the fees. */
  detailsMissing: number;
}

export interface PlacementRecruiterMonth extends PlacementMonth {
  /** The credited recruiter (placements.recruiter_id); null when their account is gone. */
  recruiterId: string | null;
  recruiter: string | null;
}

export interface PlacementsFigure {
  placements: number;
  fees: number;
  detailsMissing: number;
  /** Every month the period touches, in order, zeros included: the chart's columns. */
  months: PlacementMonth[];
  /** Per recruiter, the most fees first. */
  recruiters: Omit<PlacementRecruiterMonth, "month">[];
  /** Per recruiter per month (only the pairs with a placement): the CSV's rows. */
  rows: PlacementRecruiterMonth[];
}

export type EndReason = "left" | "terminated" | "replaced";

export interface GuaranteeFailure {
  id: string;
  candidate: string;
  title: string;
  client: string | null;
  recruiter: string | null;
  joined_on: string;
  ended_on: string;
  end_reason: EndReason;
  guarantee_ends_on: string;
  /** The fee of the placement that failed, whole rupees; null when not recorded. */
  fee: number | null;
}

export interface RetentionFigure {
  /** Guarantees that closed in the period: ran out with the person still there, or ended early by a leaving. */
  closed: number;
  /** Kept through the guarantee. */
  kept: number;
  /** Left, terminated or replaced within the guarantee. */
  failed: number;
  byReason: { key: EndReason; count: number }[];
  /** Percent of the closed guarantees kept; null when none closed. */
  retention: number | null;
  /** The promise on the home page, in percent. */
  promise: number;
  /** The fees of the failed placements, whole rupees (owed a free replacement). */
  feesAtRisk: number;
  /** The failures, the latest first (at most FAILURES_LISTED). */
  failures: GuaranteeFailure[];
}
