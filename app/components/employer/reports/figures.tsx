// The reports page's four figures (decision 0058), each a FigureCard: the
// chart and the table show the same numbers, and the CSV has them too.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatDate } from "../../../../common/format";
import type { ApplicationSource } from "../../../../common/schemas/application-source";
import type {
  FirstSubmissionFigure,
  FunnelFigure,
  SourcesFigure,
  TimeToFillFigure,
} from "../../../../common/schemas/reports";
import { FigureCard, FigureTable } from "./figure-card";

type Csv = (figure: string) => string;

const percentText = (value: number | null) => (value === null ? "—" : `${value}%`);

const firstBuckets: Record<FirstSubmissionFigure["buckets"][number]["key"], MessageDescriptor> = {
  under_6h: msg`Under 6 hours`,
  "6_to_24h": msg`6 to 24 hours`,
  "1_to_3d": msg`1 to 3 days`,
  over_3d: msg`More than 3 days`,
  none_yet: msg`Nobody sent yet`,
};

export function FirstSubmission({ figure, csv }: { figure: FirstSubmissionFigure; csv: Csv }) {
  const { t, i18n } = useLingui();
  const kept = figure.kept;
  const due = figure.due;
  const share = percentText(figure.keptShare);
  const median = figure.medianHours ?? "—";
  const rows = figure.buckets.map((bucket) => [i18n._(firstBuckets[bucket.key]), bucket.count]);
  return (
    <FigureCard
      id="first-submission"
      title={t`First candidate sent within 24 hours`}
      summary={
        due
          ? t`${kept} of ${due} orders due had a candidate sent to the client within 24 hours (${share}). Median: ${median} hours.`
          : t`No client order opened in this period is due yet.`
      }
      chartTitle={t`Client orders by the time to their first candidate sent`}
      bars={figure.buckets.map((bucket, index) => ({
        label: String(rows[index]![0]),
        value: bucket.count,
        accent: bucket.kept,
      }))}
      table={{
        caption: t`Orders by the time to their first candidate sent`,
        heads: [t`Time`, t`Orders`],
        rows,
      }}
      csvHref={csv("first-submission")}
    >
      {figure.notDueYet ? (
        <p className="text-sm text-ink-muted">
          {t`${figure.notDueYet} newer orders are less than 24 hours old and not counted yet.`}
        </p>
      ) : null}
      {figure.slowest.length ? (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-navy-700">{t`The slowest orders`}</summary>
          <FigureTable
            caption={t`The slowest orders`}
            heads={[t`Order`, t`Opened`, t`Hours taken`]}
            rows={figure.slowest.map((order) => [
              `${order.title} · ${order.client}`,
              formatDate(order.opened_at),
              order.first_at ? order.hours : t`${order.hours} (waiting)`,
            ])}
          />
        </details>
      ) : null}
    </FigureCard>
  );
}

export function Funnel({ figure, csv }: { figure: FunnelFigure; csv: Csv }) {
  const { t } = useLingui();
  const of = (n: number) => (figure.submitted ? ` (${Math.round((n / figure.submitted) * 100)}%)` : "");
  const steps: [string, number][] = [
    [t`Sent to the client`, figure.submitted],
    [t`Client interview`, figure.interviews],
    [t`Offered`, figure.offers],
    [t`Joined`, figure.joins],
  ];
  const sent = figure.submitted;
  return (
    <FigureCard
      id="funnel"
      title={t`From the client's desk to joining`}
      summary={
        sent
          ? t`Of the ${sent} candidates first sent to a client in this period, how many went on to each stage by now.`
          : t`No candidate was sent to a client in this period.`
      }
      chartTitle={t`Candidates sent to clients, and how far they went`}
      bars={steps.map(([label, value]) => ({ label, value, text: `${value}${of(value)}` }))}
      table={{
        caption: t`Candidates sent to clients, and how far they went`,
        heads: [t`Stage`, t`Candidates`],
        rows: steps.map(([label, value]) => [label, value]),
      }}
      csvHref={csv("funnel")}
    />
  );
}

const fillBuckets: Record<TimeToFillFigure["buckets"][number]["key"], MessageDescriptor> = {
  within_7d: msg`Within 7 days`,
  "8_to_14d": msg`8 to 14 days`,
  "15_to_30d": msg`15 to 30 days`,
  over_30d: msg`More than 30 days`,
};

export function TimeToFill({ figure, csv }: { figure: TimeToFillFigure; csv: Csv }) {
  const { t, i18n } = useLingui();
  const rows = figure.buckets.map((bucket) => [i18n._(fillBuckets[bucket.key]), bucket.count]);
  const offers = figure.offers;
  const toOffer = figure.medianDaysToOffer ?? "—";
  const within = percentText(figure.withinSevenDays);
  const joined = figure.joined;
  const toJoin = figure.medianDaysToJoin ?? "—";
  return (
    <FigureCard
      id="time-to-fill"
      title={t`Time to fill`}
      summary={
        offers
          ? t`${offers} offers made: a median of ${toOffer} days from the order to the offer, ${within} within 7 days. ${joined} have joined, a median of ${toJoin} days from the order.`
          : t`No offer was made in this period.`
      }
      chartTitle={t`Offers by days from the order's opening`}
      bars={figure.buckets.map((bucket, index) => ({
        label: String(rows[index]![0]),
        value: bucket.count,
        accent: bucket.key === "within_7d",
      }))}
      table={{ caption: t`Offers by days from the order's opening`, heads: [t`Days`, t`Offers`], rows }}
      csvHref={csv("time-to-fill")}
    />
  );
}

export const sourceNames: Record<ApplicationSource, MessageDescriptor> = {
  job_page: msg`Job page`,
  search: msg`Job search`,
  job_alert: msg`Job alert mail`,
  talent_pool: msg`Talent pool`,
  invitation: msg`Invitation`,
  guest: msg`Applied without an account`,
  referral: msg`Referral`,
};

export function Sources({ figure, csv }: { figure: SourcesFigure; csv: Csv }) {
  const { t, i18n } = useLingui();
  const total = figure.total;
  // Nothing makes a talent-pool or referral application yet: those show once some exist.
  const sources = figure.sources.filter(
    (row) => row.count > 0 || !["talent_pool", "referral"].includes(row.source),
  );
  const rows = sources.map((row) => [i18n._(sourceNames[row.source]), row.count, percentText(row.share)]);
  return (
    <FigureCard
      id="sources"
      title={t`Where applicants come from`}
      summary={
        total
          ? t`${total} applications in this period, by how the candidate reached the job.`
          : t`No applications in this period.`
      }
      chartTitle={t`Applications by source`}
      bars={sources.map((row, index) => ({
        label: String(rows[index]![0]),
        value: row.count,
        text: `${row.count} (${percentText(row.share)})`,
      }))}
      table={{ caption: t`Applications by source`, heads: [t`Source`, t`Applications`, t`Share`], rows }}
      csvHref={csv("sources")}
    />
  );
}
