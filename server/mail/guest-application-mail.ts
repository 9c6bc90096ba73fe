// The e-mails of an application made without signing in (issue #36,
// decision 0043): to a new account, the link to choose a password; to an
// address that already had an account, a note saying an application was made
// with it. Both in the language of the page the application was made on,
// unless the account has its own.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "../../common/i18n";
import { site } from "../../app/site.config";
import type { MailMessage } from "./mailer";
import { localizedMail } from "./templates";

const siteName = site.name;
const contact = site.emails.contact;

export interface GuestMailJob {
  title: string;
  company: string;
}

function hello(i18n: I18n, firstName: string): string {
  return firstName ? i18n._(msg`Dear ${firstName},`) : i18n._(msg`Hello,`);
}

/** To a new account made by the application: it was sent, and the link that sets a password. */
export function guestWelcomeMail(
  to: string,
  firstName: string,
  job: GuestMailJob,
  setPasswordUrl: string,
  language?: Locale,
): MailMessage {
  const { title, company } = job;
  return localizedMail(
    to,
    (i18n) => ({
      subject: i18n._(msg`Your application for ${title} was sent: set your password`),
      text: [
        hello(i18n, firstName),
        "",
        i18n._(
          msg`Thank you for applying for ${title} at ${company} on ${siteName}. The employer has your application and resume.`,
        ),
        "",
        i18n._(
          msg`We made an account for you with this email address so you can follow your application. Open this link within 3 days to choose a password:`,
        ),
        "",
        setPasswordUrl,
        "",
        i18n._(
          msg`Then sign in and complete your profile: a complete profile lets you apply for other jobs in one click.`,
        ),
        "",
        i18n._(msg`If you did not apply, you can ignore this e-mail.`),
        "",
        siteName,
      ].join("\n"),
    }),
    language,
  );
}

/** To the owner of an address that already had a candidate account: an application was made with it. */
export function guestApplicationNoticeMail(
  to: string,
  firstName: string,
  job: GuestMailJob,
  links: { applications: string; reset: string },
  language?: Locale,
): MailMessage {
  const { title, company } = job;
  return localizedMail(
    to,
    (i18n) => ({
      subject: i18n._(msg`An application for ${title} was made with your email`),
      text: [
        hello(i18n, firstName),
        "",
        i18n._(
          msg`An application for ${title} at ${company} was just made on ${siteName} with this email address, without signing in. You already have an account, so it was added to your account.`,
        ),
        "",
        i18n._(msg`You can follow it under My Applications:`),
        links.applications,
        "",
        i18n._(msg`Forgotten your password? Choose a new one here:`),
        links.reset,
        "",
        i18n._(msg`If it was not you, write to us at ${contact} and we will withdraw it.`),
        "",
        siteName,
      ].join("\n"),
    }),
    language,
  );
}

/** To an employer's or admin's address someone applied with: nothing was made. */
export function guestApplicationStaffNoticeMail(
  to: string,
  job: GuestMailJob,
  language?: Locale,
): MailMessage {
  const { title, company } = job;
  return localizedMail(
    to,
    (i18n) => ({
      subject: i18n._(msg`Someone tried to apply for ${title} with your email`),
      text: [
        i18n._(msg`Hello,`),
        "",
        i18n._(
          msg`Someone just tried to apply for ${title} at ${company} on ${siteName} with this email address. Employer and admin accounts do not apply for jobs, so no application was made and nothing about your account has changed.`,
        ),
        "",
        siteName,
      ].join("\n"),
    }),
    language,
  );
}
