// The e-mails of a submittal (issue #38, decision 0055): the candidate asked
// to agree, the client contact sent the link, the job's owner told of the
// client's decision. Each in its reader's language: the candidate's and the
// owner's account language, the contact's own (client_contacts.language).
// None carries the candidate's e-mail address or phone number.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "../../common/i18n";
import { formatDate, formatInterviewTime } from "../../common/format";
import type { ClientDecision } from "../../common/schemas/submittal-fields";
import { site } from "../../app/site.config";
import type { MailMessage } from "./mailer";
import { localizedMail } from "./templates";

const siteName = site.name;

function dear(i18n: I18n, name: string): string {
  return name ? i18n._(msg`Dear ${name},`) : i18n._(msg`Hello,`);
}

/** To the candidate: "Share your profile with {client} for {job}?", with the page that answers it. */
export function consentRequestMail(
  to: string,
  firstName: string,
  request: { client: string; job: string; url: string; expiresAt: Date },
): MailMessage {
  const { client, job, url } = request;
  return localizedMail(to, (i18n) => {
    const until = formatDate(request.expiresAt);
    return {
      subject: i18n._(msg`Share your profile with ${client} for ${job}?`),
      text: [
        dear(i18n, firstName),
        "",
        i18n._(
          msg`Our recruiter would like to send your profile to ${client} for the job ${job}. We share it only if you say yes.`,
        ),
        i18n._(
          msg`They would see your name, city, experience, education and skills, never your e-mail address or phone number.`,
        ),
        "",
        i18n._(msg`Answer Yes or No here by ${until}:`),
        url,
        "",
        i18n._(msg`You can also answer under My Applications.`),
        "",
        siteName,
      ].join("\n"),
    };
  });
}

/** To the client contact: a candidate for their job, and the private link to the profile. */
export function clientSubmittalMail(
  to: string,
  contactName: string,
  submittal: { candidate: string; job: string; url: string; expiresAt: Date },
  language: Locale,
): MailMessage {
  const { candidate, job, url } = submittal;
  return localizedMail(
    to,
    (i18n) => {
      const until = formatDate(submittal.expiresAt);
      return {
        subject: i18n._(msg`Candidate for ${job}: ${candidate}`),
        text: [
          dear(i18n, contactName),
          "",
          i18n._(
            msg`We would like to put ${candidate} forward for ${job}. The candidate has agreed to share their profile with you.`,
          ),
          "",
          i18n._(
            msg`Read our note, the profile and its PDF, and tell us your decision here (the link works until ${until}):`,
          ),
          url,
          "",
          i18n._(msg`Please do not forward this link: it is meant for you alone.`),
          "",
          siteName,
        ].join("\n"),
      };
    },
    language,
  );
}

/** To the job's owner: what the client decided, with the times they proposed. */
export function clientDecisionMail(
  to: string,
  decision: {
    candidate: string;
    job: string;
    client: string;
    contact: string;
    decision: ClientDecision;
    comment: string | null;
    proposedTimes: Date[];
    url: string;
  },
): MailMessage {
  const { candidate, job, client, contact, comment, url } = decision;
  return localizedMail(to, (i18n) => {
    const what =
      decision.decision === "shortlist"
        ? i18n._(msg`${contact} at ${client} shortlisted ${candidate} for ${job}.`)
        : decision.decision === "interview"
          ? i18n._(msg`${contact} at ${client} would like to interview ${candidate} for ${job}.`)
          : i18n._(msg`${contact} at ${client} found ${candidate} not suitable for ${job}.`);
    const times = decision.proposedTimes.map((time) => `- ${formatInterviewTime(time)}`);
    return {
      subject: i18n._(msg`Client decision: ${candidate} for ${job}`),
      text: [
        what,
        ...(times.length ? ["", i18n._(msg`Proposed times:`), ...times] : []),
        ...(comment ? ["", i18n._(msg`Their comment:`), comment] : []),
        "",
        i18n._(msg`The job's board:`),
        url,
        "",
        siteName,
      ].join("\n"),
    };
  });
}
