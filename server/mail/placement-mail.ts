// The placements' e-mail (issue #38, part C, decision 0057): a week before a
// hire's replacement guarantee ends, its job's owner is reminded, in the
// owner's language, so they can check in with the client and the candidate
// while a replacement is still owed.
import { msg } from "@lingui/core/macro";
import { formatDate } from "../../common/format";
import { site } from "../../app/site.config";
import type { MailMessage } from "./mailer";
import { localizedMail } from "./templates";

export interface GuaranteeReminder {
  ownerName: string;
  candidate: string;
  job: string;
  client: string;
  /** "YYYY-MM-DD": the guarantee's last day. */
  endsOn: string;
  /** The application's placement page. */
  url: string;
}

/** To a job's owner: the guarantee of a hire on it ends on a day within the week. */
export function placementGuaranteeMail(to: string, reminder: GuaranteeReminder): MailMessage {
  const { ownerName, candidate, job, client, url } = reminder;
  return localizedMail(to, (i18n) => {
    const endsOn = formatDate(reminder.endsOn);
    return {
      subject: i18n._(msg`Guarantee ends ${endsOn}: ${candidate} at ${client}`),
      text: [
        ownerName ? i18n._(msg`Dear ${ownerName},`) : i18n._(msg`Hello,`),
        "",
        i18n._(
          msg`The replacement guarantee for ${candidate}, placed as ${job} at ${client}, ends on ${endsOn}.`,
        ),
        i18n._(
          msg`If the candidate leaves on or before that day, the client is owed a replacement. A short call to both now can keep the placement.`,
        ),
        "",
        url,
        "",
        site.name,
      ].join("\n"),
    };
  });
}
