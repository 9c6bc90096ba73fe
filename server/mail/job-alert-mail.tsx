// The job alert e-mail (issue #24): plain text and HTML with the same words.
// The HTML is drawn by React on the server (it escapes every value), with
// inline styles and tables, the one dialect every mail client reads.
import { renderToStaticMarkup } from "react-dom/server";
import { formatDate, formatSalaryRange } from "../../app/format";
import { JOBS_PER_ALERT_MAIL } from "../../app/schemas/job-alerts";
import type { JobSummary } from "../../app/schemas/jobs";
import { site } from "../../app/site.config";
import type { MailMessage } from "./mailer";

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
}

const colors = {
  navy: "#163661",
  accent: "#d9560b",
  ink: "#1c1f24",
  muted: "#4c5360",
  line: "#e4ded5",
  surface: "#faf8f5",
};

function countWords(total: number, capped: boolean): string {
  return `${capped ? `${total.toLocaleString("en-IN")}+` : total.toLocaleString("en-IN")} new job${total === 1 ? "" : "s"}`;
}

function jobFacts(job: JobSummary): string {
  return [
    `${job.location_city}, ${job.location_state}`,
    job.experience_required,
    formatSalaryRange(job.salary_min, job.salary_max),
  ]
    .filter(Boolean)
    .join(" · ");
}

function AlertMail({ input }: { input: AlertMailInput }) {
  const shown = input.jobs.slice(0, JOBS_PER_ALERT_MAIL);
  const more = input.total - shown.length;
  return (
    <html lang="en-IN">
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
                        <div style={{ fontSize: 14, marginTop: 4 }}>
                          {countWords(input.total, input.capped)} for “{input.alertName}”
                        </div>
                      </td>
                    </tr>
                    {shown.map((job) => (
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
                            Posted {formatDate(job.created_at)}
                          </div>
                        </td>
                      </tr>
                    ))}
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
                          {more > 0 ? `See all ${countWords(input.total, input.capped)}` : "Search more jobs"}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{ padding: "0 20px 20px", fontSize: 12, color: colors.muted, lineHeight: 1.5 }}
                      >
                        You receive this {input.frequency} e-mail because you asked {site.name} for new jobs
                        like “{input.alertName}”.{" "}
                        {input.links.manage ? (
                          <>
                            <a href={input.links.manage} style={{ color: colors.muted }}>
                              Manage your alerts
                            </a>{" "}
                            or{" "}
                          </>
                        ) : null}
                        <a href={input.links.unsubscribe} style={{ color: colors.muted }}>
                          unsubscribe
                        </a>{" "}
                        with one click.
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
  const text = [
    `${countWords(input.total, input.capped)} for “${input.alertName}”`,
    "",
    ...shown.flatMap((job) => [job.title, job.company_name, jobFacts(job), input.links.job(job.id), ""]),
    more > 0 ? `See all ${countWords(input.total, input.capped)}:` : "Search more jobs:",
    input.links.search,
    "",
    `You receive this ${input.frequency} e-mail because you asked ${site.name} for new jobs like “${input.alertName}”.`,
    ...(input.links.manage ? [`Manage your alerts: ${input.links.manage}`] : []),
    `Unsubscribe with one click: ${input.links.unsubscribe}`,
  ].join("\n");
  return {
    to: input.to,
    subject: `${countWords(input.total, input.capped)} for “${input.alertName}”`,
    text,
    html: `<!DOCTYPE html>${renderToStaticMarkup(<AlertMail input={input} />)}`,
    // RFC 8058: mail clients offer their own Unsubscribe button, which POSTs
    // "List-Unsubscribe=One-Click" to this address.
    headers: {
      "List-Unsubscribe": `<${input.links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** To a visitor who asked for an alert: nothing is sent until they open this link. */
export function confirmAlertMail(to: string, alertName: string, confirmUrl: string): MailMessage {
  return {
    to,
    subject: `Confirm your job alert on ${site.name}`,
    text: [
      "Hello,",
      "",
      `Someone (we hope you) asked ${site.name} to e-mail new jobs like “${alertName}” to this address.`,
      "Open this link to start the alert:",
      "",
      confirmUrl,
      "",
      "If it was not you, ignore this e-mail: nothing will be sent, and the request is removed in a week.",
      "",
      site.name,
    ].join("\n"),
  };
}
