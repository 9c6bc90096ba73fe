// Every e-mail the product sends, in one place, in the firm's plain voice.
import { site } from "../../app/site.config";
import type { MailMessage } from "./mailer";
import { interviewModeLabels } from "../../app/schemas/recruiting-fields";

export function passwordResetMail(to: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: `Reset your ${site.name} password`,
    text: [
      "Hello,",
      "",
      `We received a request to reset the password of your ${site.name} account.`,
      "Open this link within one hour to choose a new password:",
      "",
      resetUrl,
      "",
      "If you did not ask for this, you can ignore this e-mail; your password stays as it is.",
      "",
      `${site.name}`,
    ].join("\n"),
  };
}

export function verifyEmailMail(to: string, verifyUrl: string): MailMessage {
  return {
    to,
    subject: `Confirm your email address for ${site.name}`,
    text: [
      "Welcome!",
      "",
      `Thank you for creating an account with ${site.name}. Please confirm your email address by opening this link:`,
      "",
      verifyUrl,
      "",
      "Then complete your profile so employers can find you.",
      "",
      `${site.name}`,
    ].join("\n"),
  };
}

/**
 * To the owner of an address someone tried to register again: sign-up answers
 * the same for a new and a known address, so the owner hears of it here.
 */
export function registrationAttemptMail(to: string, links: { signIn: string; reset: string }): MailMessage {
  return {
    to,
    subject: `Someone tried to create a ${site.name} account with your email`,
    text: [
      "Hello,",
      "",
      `Someone just tried to create a new ${site.name} account with this email address. You already have an account, so no new one was made and nothing about your account has changed.`,
      "",
      "If it was you, sign in here:",
      links.signIn,
      "",
      "Forgotten your password? Choose a new one here:",
      links.reset,
      "",
      "If it was not you, you can ignore this e-mail.",
      "",
      `${site.name}`,
    ].join("\n"),
  };
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
  return {
    to: site.emails.contact,
    replyTo: submission.email,
    subject: `Website enquiry from ${from}`,
    text: [
      "A new message arrived through the contact form on the website.",
      "",
      `Name:    ${submission.fullName}`,
      `Email:   ${submission.email}`,
      `Phone:   ${submission.phone ?? "Not given"}`,
      `Company: ${submission.company ?? "Not given"}`,
      "",
      "Message:",
      submission.message,
      "",
      "Replying to this e-mail writes to the sender.",
      `Submission reference: ${submission.id}`,
    ].join("\n"),
  };
}

export function applicationStatusMail(
  to: string,
  firstName: string,
  jobTitle: string,
  company: string,
  status: "shortlisted" | "rejected",
  applicationsUrl: string,
): MailMessage {
  const greeting = `Dear ${firstName || "candidate"},`;
  // "Bharat FibreNet Ltd." ends its own sentence: no second full stop.
  const atCompany = `${jobTitle} at ${company.replace(/\.$/, "")}.`;
  const body =
    status === "shortlisted"
      ? [
          `Good news: you have been shortlisted for ${atCompany}`,
          "The recruiter will contact you soon with the next steps. Keep your phone reachable and your profile up to date.",
        ]
      : [
          `Thank you for applying for ${atCompany} After careful review, the employer has decided not to take your application forward.`,
          "Please do not be discouraged: new openings are posted every week, and your profile stays available for them.",
        ];
  return {
    to,
    subject:
      status === "shortlisted" ? `Shortlisted: ${jobTitle}` : `Update on your application for ${jobTitle}`,
    text: [
      greeting,
      "",
      ...body,
      "",
      "You can follow all your applications under My Applications:",
      applicationsUrl,
      "",
      site.name,
    ].join("\n"),
  };
}

/** From the talent pool (issue #22): an employer invites a candidate to apply for one of their jobs. */
export function jobInvitationMail(
  to: string,
  firstName: string,
  job: { title: string; company: string; url: string },
): MailMessage {
  return {
    to,
    subject: `Invitation to apply: ${job.title} at ${job.company}`,
    text: [
      `Dear ${firstName || "candidate"},`,
      "",
      `A recruiter found your profile on ${site.name} and invites you to apply for ${job.title} at ${job.company}.`,
      "Read the job and apply here if it interests you:",
      "",
      job.url,
      "",
      `You received this because your profile is visible to recruiters. You can turn that off on your profile page at any time.`,
      "",
      site.name,
    ].join("\n"),
  };
}

/**
 * An interview scheduled, changed or called off (issue #23), in plain words;
 * the invitation itself travels with it as a calendar file.
 */
export function interviewMail(
  to: string,
  firstName: string,
  interview: {
    kind: "scheduled" | "changed" | "cancelled";
    jobTitle: string;
    company: string;
    when: string;
    durationMinutes: number;
    mode: "in_person" | "phone" | "video";
    location: string | null;
    meetingLink: string | null;
    interviewer: string;
    instructions: string | null;
    applicationsUrl: string;
  },
): MailMessage {
  const { kind, jobTitle, company } = interview;
  const subject =
    kind === "scheduled"
      ? `Interview scheduled: ${jobTitle} at ${company}`
      : kind === "changed"
        ? `Interview changed: ${jobTitle} at ${company}`
        : `Interview cancelled: ${jobTitle} at ${company}`;
  const opening =
    kind === "scheduled"
      ? `Good news: ${company} would like to interview you for ${jobTitle}.`
      : kind === "changed"
        ? `Your interview for ${jobTitle} at ${company} has changed. Here are the new details.`
        : `Your interview for ${jobTitle} at ${company} on ${interview.when} has been cancelled. The recruiter will contact you if there are next steps.`;
  const details =
    kind === "cancelled"
      ? []
      : [
          `When: ${interview.when} (${interview.durationMinutes} minutes)`,
          `How: ${interviewModeLabels[interview.mode]}`,
          interview.mode === "in_person" && interview.location ? `Where: ${interview.location}` : null,
          interview.mode === "video" && interview.meetingLink ? `Link: ${interview.meetingLink}` : null,
          interview.mode === "phone"
            ? "The interviewer will call you on the phone number in your profile."
            : null,
          `Interviewer: ${interview.interviewer}`,
          interview.instructions ? `\n${interview.instructions}` : null,
          "",
          "The invitation is attached: open it to add the interview to your calendar.",
        ].filter((line): line is string => line !== null);
  return {
    to,
    subject,
    text: [
      `Dear ${firstName || "candidate"},`,
      "",
      opening,
      ...(details.length ? ["", ...details] : []),
      "",
      "See your applications and interviews under My Applications:",
      interview.applicationsUrl,
      "",
      site.name,
    ].join("\n"),
  };
}
