// Every e-mail the product sends, in one place, in the firm's plain voice.
//
// Each is written in English, the language of the words it returns, and can
// write itself in another (issue #25): the mailer asks for the language of
// the recipient's account when it keeps the message (mailer.ts).
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFAULT_LOCALE, type Locale } from "../../common/i18n";
import { formatInterviewTime } from "../../common/format";
import { site } from "../../app/site.config";
import { i18nFor, inLocale } from "../i18n";
import type { MailMessage, MailWords } from "./mailer";

const siteName = site.name;

/**
 * An e-mail to `to` whose words `write` puts in the language of the `i18n` it
 * is given: English here, the recipient's when the mailer keeps it. Dates and
 * numbers written meanwhile (common/format.ts) are in that language as well.
 * `language`: the one to write in when the recipient has no account language.
 */
export function localizedMail(
  to: string,
  write: (i18n: I18n, locale: Locale) => MailWords,
  language?: Locale,
): MailMessage {
  const inLanguage = (locale: Locale) => inLocale(locale, () => write(i18nFor(locale), locale));
  return { to, ...inLanguage(DEFAULT_LOCALE), inLanguage, ...(language ? { language } : {}) };
}

/** "Dear Esha," or, without a first name, "Dear candidate,". */
function greeting(i18n: I18n, firstName: string): string {
  return firstName ? i18n._(msg`Dear ${firstName},`) : i18n._(msg`Dear candidate,`);
}

export function passwordResetMail(to: string, resetUrl: string): MailMessage {
  return localizedMail(to, (i18n) => ({
    subject: i18n._(msg`Reset your ${siteName} password`),
    text: [
      i18n._(msg`Hello,`),
      "",
      i18n._(msg`We received a request to reset the password of your ${siteName} account.`),
      i18n._(msg`Open this link within one hour to choose a new password:`),
      "",
      resetUrl,
      "",
      i18n._(msg`If you did not ask for this, you can ignore this e-mail; your password stays as it is.`),
      "",
      siteName,
    ].join("\n"),
  }));
}

export function verifyEmailMail(to: string, verifyUrl: string): MailMessage {
  return localizedMail(to, (i18n) => ({
    subject: i18n._(msg`Confirm your email address for ${siteName}`),
    text: [
      i18n._(msg`Welcome!`),
      "",
      i18n._(
        msg`Thank you for creating an account with ${siteName}. Please confirm your email address by opening this link:`,
      ),
      "",
      verifyUrl,
      "",
      i18n._(msg`Then complete your profile so employers can find you.`),
      "",
      siteName,
    ].join("\n"),
  }));
}

/**
 * To the owner of an address someone tried to register again: sign-up answers
 * the same for a new and a known address, so the owner hears of it here.
 */
export function registrationAttemptMail(to: string, links: { signIn: string; reset: string }): MailMessage {
  return localizedMail(to, (i18n) => ({
    subject: i18n._(msg`Someone tried to create a ${siteName} account with your email`),
    text: [
      i18n._(msg`Hello,`),
      "",
      i18n._(
        msg`Someone just tried to create a new ${siteName} account with this email address. You already have an account, so no new one was made and nothing about your account has changed.`,
      ),
      "",
      i18n._(msg`If it was you, sign in here:`),
      links.signIn,
      "",
      i18n._(msg`Forgotten your password? Choose a new one here:`),
      links.reset,
      "",
      i18n._(msg`If it was not you, you can ignore this e-mail.`),
      "",
      siteName,
    ].join("\n"),
  }));
}

/** A visitor's message from the contact form, to the firm's contact inbox. */
export function contactMessageMail(submission: {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
}): MailMessage {
  // Header values on one line, whatever the visitor typed.
  const oneLine = (value: string) => value.replace(/\s+/g, " ").trim().slice(0, 120);
  const from = submission.company
    ? `${oneLine(submission.fullName)} (${oneLine(submission.company)})`
    : oneLine(submission.fullName);
  const { id, fullName, email } = submission;
  const message = localizedMail(site.emails.contact, (i18n) => {
    const phone = submission.phone ?? i18n._(msg`Not given`);
    const company = submission.company ?? i18n._(msg`Not given`);
    return {
      subject: i18n._(msg`Website enquiry from ${from}`),
      text: [
        i18n._(msg`A new message arrived through the contact form on the website.`),
        "",
        i18n._(msg`Name:    ${fullName}`),
        i18n._(msg`Email:   ${email}`),
        i18n._(msg`Phone:   ${phone}`),
        i18n._(msg`Company: ${company}`),
        "",
        i18n._(msg`Message:`),
        submission.message,
        "",
        i18n._(msg`Replying to this e-mail writes to the sender.`),
        i18n._(msg`Submission reference: ${id}`),
      ].join("\n"),
    };
  });
  return { ...message, replyTo: submission.email };
}

export function applicationStatusMail(
  to: string,
  firstName: string,
  jobTitle: string,
  company: string,
  status: "shortlisted" | "rejected",
  applicationsUrl: string,
): MailMessage {
  // "Bharat FibreNet Ltd." ends its own sentence: no second full stop.
  const companyName = company.replace(/\.$/, "");
  return localizedMail(to, (i18n) => {
    const body =
      status === "shortlisted"
        ? [
            i18n._(msg`Good news: you have been shortlisted for ${jobTitle} at ${companyName}.`),
            i18n._(
              msg`The recruiter will contact you soon with the next steps. Keep your phone reachable and your profile up to date.`,
            ),
          ]
        : [
            i18n._(
              msg`Thank you for applying for ${jobTitle} at ${companyName}. After careful review, the employer has decided not to take your application forward.`,
            ),
            i18n._(
              msg`Please do not be discouraged: new openings are posted every week, and your profile stays available for them.`,
            ),
          ];
    return {
      subject:
        status === "shortlisted"
          ? i18n._(msg`Shortlisted: ${jobTitle}`)
          : i18n._(msg`Update on your application for ${jobTitle}`),
      text: [
        greeting(i18n, firstName),
        "",
        ...body,
        "",
        i18n._(msg`You can follow all your applications under My Applications:`),
        applicationsUrl,
        "",
        siteName,
      ].join("\n"),
    };
  });
}

/** From the talent pool (issue #22): an employer invites a candidate to apply for one of their jobs. */
export function jobInvitationMail(
  to: string,
  firstName: string,
  job: { title: string; company: string; url: string },
): MailMessage {
  const { title, company } = job;
  return localizedMail(to, (i18n) => ({
    subject: i18n._(msg`Invitation to apply: ${title} at ${company}`),
    text: [
      greeting(i18n, firstName),
      "",
      i18n._(
        msg`A recruiter found your profile on ${siteName} and invites you to apply for ${title} at ${company}.`,
      ),
      i18n._(msg`Read the job and apply here if it interests you:`),
      "",
      job.url,
      "",
      i18n._(
        msg`You received this because your profile is visible to recruiters. You can turn that off on your profile page at any time.`,
      ),
      "",
      siteName,
    ].join("\n"),
  }));
}

/** How an interview is held, in the e-mail's words (the same as common/schemas/recruiting-fields.ts). */
const interviewModeLabels = {
  in_person: msg`In person`,
  phone: msg`Phone call`,
  video: msg`Video call`,
};

/**
 * An interview scheduled, changed or called off (issue #23), in plain words;
 * the invitation itself travels with it as a calendar file. `when` as a
 * time is written in the recipient's language; as text, as it is.
 */
export function interviewMail(
  to: string,
  firstName: string,
  interview: {
    kind: "scheduled" | "changed" | "cancelled";
    jobTitle: string;
    company: string;
    when: string | Date;
    durationMinutes: number;
    mode: "in_person" | "phone" | "video";
    location: string | null;
    meetingLink: string | null;
    interviewer: string;
    instructions: string | null;
    applicationsUrl: string;
  },
): MailMessage {
  const { kind, jobTitle, company, durationMinutes, location, meetingLink, interviewer } = interview;
  return localizedMail(to, (i18n) => {
    const when = typeof interview.when === "string" ? interview.when : formatInterviewTime(interview.when);
    const subject =
      kind === "scheduled"
        ? i18n._(msg`Interview scheduled: ${jobTitle} at ${company}`)
        : kind === "changed"
          ? i18n._(msg`Interview changed: ${jobTitle} at ${company}`)
          : i18n._(msg`Interview cancelled: ${jobTitle} at ${company}`);
    const opening =
      kind === "scheduled"
        ? i18n._(msg`Good news: ${company} would like to interview you for ${jobTitle}.`)
        : kind === "changed"
          ? i18n._(msg`Your interview for ${jobTitle} at ${company} has changed. Here are the new details.`)
          : i18n._(
              msg`Your interview for ${jobTitle} at ${company} on ${when} has been cancelled. The recruiter will contact you if there are next steps.`,
            );
    const mode = i18n._(interviewModeLabels[interview.mode]);
    const details =
      kind === "cancelled"
        ? []
        : [
            i18n._(msg`When: ${when} (${durationMinutes} minutes)`),
            i18n._(msg`How: ${mode}`),
            interview.mode === "in_person" && location ? i18n._(msg`Where: ${location}`) : null,
            interview.mode === "video" && meetingLink ? i18n._(msg`Link: ${meetingLink}`) : null,
            interview.mode === "phone"
              ? i18n._(msg`The interviewer will call you on the phone number in your profile.`)
              : null,
            i18n._(msg`Interviewer: ${interviewer}`),
            interview.instructions ? `\n${interview.instructions}` : null,
            "",
            i18n._(msg`The invitation is attached: open it to add the interview to your calendar.`),
          ].filter((line): line is string => line !== null);
    return {
      subject,
      text: [
        greeting(i18n, firstName),
        "",
        opening,
        ...(details.length ? ["", ...details] : []),
        "",
        i18n._(msg`See your applications and interviews under My Applications:`),
        interview.applicationsUrl,
        "",
        siteName,
      ].join("\n"),
    };
  });
}

/**
 * To a candidate just after they applied (issue #36): which job, at which
 * company, and where to follow it. Sent for every application, made signed
 * in or as a guest (server/domain/applications.ts confirmApplication).
 */
export function applicationConfirmationMail(
  to: string,
  firstName: string,
  application: { jobTitle: string; company: string; jobUrl: string; applicationsUrl: string },
  language?: Locale,
): MailMessage {
  const { jobTitle } = application;
  // "Bharat FibreNet Ltd." ends its own sentence: no second full stop.
  const company = application.company.replace(/\.$/, "");
  return localizedMail(
    to,
    (i18n) => ({
      subject: i18n._(msg`Application received: ${jobTitle} at ${company}`),
      text: [
        greeting(i18n, firstName),
        "",
        i18n._(
          msg`Thank you for applying for ${jobTitle} at ${company}. Your application has reached the employer.`,
        ),
        i18n._(msg`The job you applied for:`),
        application.jobUrl,
        "",
        i18n._(
          msg`Follow its status, read your cover letter or withdraw the application under My Applications:`,
        ),
        application.applicationsUrl,
        "",
        siteName,
      ].join("\n"),
    }),
    language,
  );
}
