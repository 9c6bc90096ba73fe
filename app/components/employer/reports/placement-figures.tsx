// The reports page's figures about placements (decision 0058): placements
// and fees per month and per recruiter, and the guarantees kept against the
// home page's 98 % retention promise. Fees are whole rupees in the data and
// the CSV, ₹ lakhs on the page (as salaries are, in LPA).
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatDate } from "../../../../common/format";
import { currentLocale } from "../../../../common/i18n";
import type { EndReason, PlacementsFigure, RetentionFigure } from "../../../../common/schemas/reports";
import { MonthColumns } from "~/components/charts/month-columns";
import { FigureCard, FigureTable } from "./figure-card";

type Csv = (figure: string) => string;

const LAKH = 100_000;
/** 245000 → "2.45": rupees as lakhs, two decimals (a fee is often under one lakh). */
const lakhs = (rupees: number) => (rupees / LAKH).toFixed(2);

function monthName(month: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(currentLocale(), { ...options, timeZone: "Asia/Kolkata" }).format(
    new Date(`${month}-15T12:00:00+05:30`),
  );
}

export function Placements({ figure, csv }: { figure: PlacementsFigure; csv: Csv }) {
  const { t } = useLingui();
  const placed = figure.placements;
  const fees = lakhs(figure.fees);
  const missing = figure.detailsMissing;
  const money = (rupees: number) => {
    const amount = lakhs(rupees);
    return t`₹${amount} lakh`;
  };
  const columns = figure.months.map((month, index) => ({
    label: monthName(month.month, { month: "short" }),
    sublabel: index === 0 || month.month.endsWith("-01") ? month.month.slice(0, 4) : undefined,
    value: month.fees,
    text: (month.fees / LAKH).toFixed(1),
  }));
  return (
    <FigureCard
      id="placements"
      title={t`Placements and fees`}
      summary={
        placed
          ? t`${plural(placed, {
              one: `# placement joined in this period, ₹${fees} lakh in fees.`,
              other: `# placements joined in this period, ₹${fees} lakh in fees.`,
            })}`
          : t`Nobody joined in this period.`
      }
      chartTitle={t`Fees per month, in ₹ lakh`}
      chart={<MonthColumns title={t`Fees per month, in ₹ lakh`} columns={columns} />}
      table={{
        caption: t`Placements and fees per month`,
        heads: [t`Month`, t`Placements`, t`Fees`],
        rows: figure.months.map((month) => [
          monthName(month.month, { month: "short", year: "numeric" }),
          month.placements,
          money(month.fees),
        ]),
      }}
      csvHref={csv("placements")}
    >
      {missing ? (
        <p className="text-sm text-ink-muted">
          {t`${missing} of these have no fee recorded yet: they are counted, but not in the fees.`}
        </p>
      ) : null}
      {figure.recruiters.length ? (
        <FigureTable
          caption={t`Placements and fees per recruiter`}
          heads={[t`Recruiter`, t`Placements`, t`Fees`]}
          rows={figure.recruiters.map((row) => [
            row.recruiter ?? t`Account deleted`,
            row.placements,
            money(row.fees),
          ])}
        />
      ) : null}
    </FigureCard>
  );
}

const endReasons: Record<EndReason, MessageDescriptor> = {
  left: msg`Left`,
  terminated: msg`Terminated`,
  replaced: msg`Replaced`,
};

export function Retention({ figure, csv }: { figure: RetentionFigure; csv: Csv }) {
  const { t, i18n } = useLingui();
  const { kept, closed, promise } = figure;
  const retention = figure.retention ?? 0;
  const rows: [string, number][] = [
    [t`Stayed through the guarantee`, kept],
    ...figure.byReason.map(({ key, count }): [string, number] => [i18n._(endReasons[key]), count]),
  ];
  const atRisk = lakhs(figure.feesAtRisk);
  return (
    <FigureCard
      id="retention"
      title={t`Hires kept through the guarantee`}
      summary={
        closed
          ? retention >= promise
            ? t`${kept} of the ${closed} hires whose guarantee closed in this period stayed through it: ${retention}%. The promise of ${promise}% was kept.`
            : t`${kept} of the ${closed} hires whose guarantee closed in this period stayed through it: ${retention}%, short of the ${promise}% promised.`
          : t`No guarantee closed in this period.`
      }
      chartTitle={t`Guarantees closed, by how they ended`}
      bars={rows.map(([label, value], index) => ({ label, value, accent: index === 0 }))}
      table={{
        caption: t`Guarantees closed, by how they ended`,
        heads: [t`Outcome`, t`Hires`],
        rows,
      }}
      csvHref={csv("retention")}
    >
      {figure.failed ? (
        <>
          <p className="text-sm text-ink-muted">
            {t`The clients of those who left are owed a replacement: ₹${atRisk} lakh in fees.`}
          </p>
          <details className="text-sm">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-navy-700">
              {t`Who left within the guarantee`}
            </summary>
            <FigureTable
              caption={t`Who left within the guarantee`}
              heads={[t`Hire`, t`Left on`, t`Why`]}
              rows={figure.failures.map((failure) => [
                `${failure.candidate} · ${failure.title}${failure.client ? ` · ${failure.client}` : ""}`,
                formatDate(failure.ended_on),
                i18n._(endReasons[failure.end_reason]),
              ])}
            />
          </details>
        </>
      ) : null}
    </FigureCard>
  );
}
