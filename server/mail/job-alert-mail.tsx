// The job alert e-mail (issue #24): plain text and HTML with the same words.
// The HTML is drawn by React on the server (it escapes every value), with
// inline styles and tables, the one dialect every mail client reads.
//
// Written in the recipient's language (issue #25, templates.ts): the words
// through the catalogue, dates and salaries as common/format.ts writes them.
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "../../common/i18n";
import { formatDate, formatSalaryRange } from "../../common/format";
import { JOBS_PER_ALERT_MAIL } from "../../common/schemas/job-alerts";
import { type JobSummary, formatPlacesAndMode } from "../../common/schemas/jobs";
import { site } from "../../app/site.config";
import type { MailMessage } from "./mailer";
import { localizedMail } from "./templates";

const siteName = site.name;

export interface AlertMailInput {
  to: string;
  alertName: string;
  frequency: "daily" | "weekly";
  jobs: JobSummary[];
  /** All the matches (the e-mail lists the first JOBS_PER_ALERT_MAIL). */
  total: number;
  capped: boolean;
  links: {
    /** The /jobs search: the rest of the jobs, and the alert's own search. */
    search: string;
    job: (id: string) => string;
    unsubscribe: string;
    /** A candidate's alerts page; a visitor has none. */
    manage: string | null;
  };
  /** The language when the recipient has no account language (the alert's, if it records one). */
  language?: Locale;
  /**
   * The alert's first e-mail, sent as it starts (issue #36): the jobs that
   * match now, whenever they were posted, rather than the new ones.
   */
  first?: boolean;
}

const colors = {
  navy: "#163661",
  accent: "#d9560b",
  ink: "#1c1f24",
  muted: "#4c5360",
  line: "#e4ded5",
  surface: "#faf8f5",
};

/** "12 new jobs for “NOC Pune”" (more than the count could reach: "1,000+ new jobs …"). */
function headline(i18n: I18n, input: AlertMailInput): string {
  const { total, alertName } = input;
  if (input.first) {
    if (input.capped) {
      const count = total.toLocaleString(i18n.locale);
      return i18n._(msg`${count}+ jobs match “${alertName}” now`);
    }
    return i18n._(
      msg`${plural(total, { one: `# job matches “${alertName}” now`, other: `# jobs match “${alertName}” now` })}`,
    );
  }
  if (input.capped) {
    const count = total.toLocaleString(i18n.locale);
    return i18n._(msg`${count}+ new jobs for “${alertName}”`);
  }
  return i18n._(
    msg`${plural(total, { one: `# new job for “${alertName}”`, other: `# new jobs for “${alertName}”` })}`,
  );
}

/** "See all 12 new jobs", the link to the search. */
function seeAll(i18n: I18n, input: AlertMailInput): string {
  const { total } = input;
  if (input.first) {
    if (input.capped) {
      const count = total.toLocaleString(i18n.locale);
      return i18n._(msg`See all ${count}+ jobs`);
    }
    return i18n._(msg`${plural(total, { one: "See all # job", other: "See all # jobs" })}`);
  }
  if (input.capped) {
    const count = total.toLocaleString(i18n.locale);
    return i18n._(msg`See all ${count}+ new jobs`);
  }
  return i18n._(msg`${plural(total, { one: "See all # new job", other: "See all # new jobs" })}`);
}

/** Why the e-mail came: "You receive this daily e-mail because …". */
function reason(i18n: I18n, input: AlertMailInput): string {
  const { alertName } = input;
  return input.frequency === "daily"
    ? i18n._(
        msg`You receive this daily e-mail because you asked ${siteName} for new jobs like “${alertName}”.`,
      )
    : i18n._(
        msg`You receive this weekly e-mail because you asked ${siteName} for new jobs like “${alertName}”.`,
      );
}

/** The first e-mail's opening: what it lists, and what the next ones will. */
function firstWords(i18n: I18n, input: AlertMailInput): string | null {
  if (!input.first) return null;
  return input.frequency === "daily"
    ? i18n._(
        msg`Your job alert has started. These are the jobs that match it now; from tomorrow morning we e-mail you only the new ones.`,
      )
    : i18n._(
        msg`Your job alert has started. These are the jobs that match it now; from next week we e-mail you only the new ones.`,
      );
}

/** Its places and work mode as a card writes them (decision 0053), experience and salary. */
function jobFacts(job: JobSummary): string {
  return [
    formatPlacesAndMode(job),
    job.experience_required,
    formatSalaryRange(job.salary_min, job.salary_max),
  ]
    .filter(Boolean)
    .join(" · ");
}

function AlertMail({ input, i18n }: { input: AlertMailInput; i18n: I18n }) {
  const shown = input.jobs.slice(0, JOBS_PER_ALERT_MAIL);
  const more = input.total - shown.length;
  const manageStyle = { color: colors.muted };
  return (
    <html lang={i18n.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{input.alertName}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          background: colors.surface,
          color: colors.ink,
          fontFamily: "Arial, Helvetica, sans-serif",
        }}
      >
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: colors.surface }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "16px 8px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: 600,
                    background: "#ffffff",
                    border: `1px solid ${colors.line}`,
                    borderRadius: 8,
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: colors.navy,
                          color: "#ffffff",
                          padding: "16px 20px",
                          borderRadius: "8px 8px 0 0",
                        }}
                      >
                        <div style={{ fontSize: 18, fontWeight: 700 }}>{site.name}</div>
                        <div style={{ fontSize: 14, marginTop: 4 }}>{headline(i18n, input)}</div>
                      </td>
                    </tr>
                    {input.first ? (
                      <tr>
                        <td style={{ padding: "16px 20px 0", fontSize: 14, lineHeight: 1.5 }}>
                          {firstWords(i18n, input)}
                        </td>
                      </tr>
                    ) : null}
                    {shown.map((job) => {
                      const postedOn = formatDate(job.created_at);
                      return (
                        <tr key={job.id}>
                          <td style={{ padding: "16px 20px", borderBottom: `1px solid ${colors.line}` }}>
                            <a
                              href={input.links.job(job.id)}
                              style={{
                                color: colors.navy,
                                fontSize: 16,
                                fontWeight: 700,
                                textDecoration: "none",
                              }}
                            >
                              {job.title}
                            </a>
                            <div style={{ fontSize: 14, marginTop: 2 }}>{job.company_name}</div>
                            <div style={{ fontSize: 13, color: colors.muted, marginTop: 4 }}>
                              {jobFacts(job)}
                            </div>
                            <div style={{ fontSize: 12, color: colors.muted, marginTop: 4 }}>
                              {i18n._(msg`Posted ${postedOn}`)}
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                    <tr>
                      <td style={{ padding: "20px" }}>
                        <a
                          href={input.links.search}
                          style={{
                            display: "inline-block",
                            background: colors.accent,
                            color: "#ffffff",
                            padding: "10px 16px",
                            borderRadius: 6,
                            fontWeight: 700,
                            textDecoration: "none",
                          }}
                        >
                          {more > 0 ? seeAll(i18n, input) : i18n._(msg`Search more jobs`)}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{ padding: "0 20px 20px", fontSize: 12, color: colors.muted, lineHeight: 1.5 }}
                      >
                        {reason(i18n, input)}{" "}
                        {input.links.manage ? (
                          <Trans>
                            <a href={input.links.manage} style={manageStyle}>
                              Manage your alerts
                            </a>{" "}
                            or{" "}
                            <a href={input.links.unsubscribe} style={manageStyle}>
                              unsubscribe
                            </a>{" "}
                            with one click.
                          </Trans>
                        ) : (
                          <Trans>
                            <a href={input.links.unsubscribe} style={manageStyle}>
                              unsubscribe
                            </a>{" "}
                            with one click.
                          </Trans>
                        )}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function jobAlertMail(input: AlertMailInput): MailMessage {
  const shown = input.jobs.slice(0, JOBS_PER_ALERT_MAIL);
  const more = input.total - shown.length;
  const { manage, unsubscribe } = input.links;
  const words = (i18n: I18n) => ({
    subject: headline(i18n, input),
    text: [
      headline(i18n, input),
      "",
      ...(input.first ? [firstWords(i18n, input), ""] : []),
      ...shown.flatMap((job) => [job.title, job.company_name, jobFacts(job), input.links.job(job.id), ""]),
      `${more > 0 ? seeAll(i18n, input) : i18n._(msg`Search more jobs`)}:`,
      input.links.search,
      "",
      reason(i18n, input),
      ...(manage ? [i18n._(msg`Manage your alerts: ${manage}`)] : []),
      i18n._(msg`Unsubscribe with one click: ${unsubscribe}`),
    ].join("\n"),
    html: `<!DOCTYPE html>${renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <AlertMail input={input} i18n={i18n} />
      </I18nProvider>,
    )}`,
  });
  return {
    ...localizedMail(input.to, words, input.language),
    // RFC 8058: mail clients offer their own Unsubscribe button, which POSTs
    // "List-Unsubscribe=One-Click" to this address.
    headers: {
      "List-Unsubscribe": `<${input.links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * To a visitor who asked for an alert: nothing is sent until they open this link.
 * `language`: the one to write in when the address has no account language.
 */
export function confirmAlertMail(
  to: string,
  alertName: string,
  confirmUrl: string,
  language?: Locale,
): MailMessage {
  return localizedMail(
    to,
    (i18n) => ({
      subject: i18n._(msg`Confirm your job alert on ${siteName}`),
      text: [
        i18n._(msg`Hello,`),
        "",
        i18n._(
          msg`Someone (we hope you) asked ${siteName} to e-mail new jobs like “${alertName}” to this address.`,
        ),
        i18n._(msg`Open this link to start the alert:`),
        "",
        confirmUrl,
        "",
        i18n._(
          msg`If it was not you, ignore this e-mail: nothing will be sent, and the request is removed in a week.`,
        ),
        "",
        siteName,
      ].join("\n"),
    }),
    language,
  );
}
