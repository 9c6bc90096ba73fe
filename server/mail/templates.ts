// Every e-mail the product sends, in one place, in the firm's plain voice.
import { site } from "../../app/site.config";
import type { MailMessage } from "./mailer";

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
): MailMessage {
  const greeting = `Dear ${firstName || "candidate"},`;
  const body =
    status === "shortlisted"
      ? [
          `Good news: you have been shortlisted for ${jobTitle} at ${company}.`,
          "The recruiter will contact you soon with the next steps. Keep your phone reachable and your profile up to date.",
        ]
      : [
          `Thank you for applying for ${jobTitle} at ${company}. After careful review, the employer has decided not to take your application forward.`,
          "Please do not be discouraged: new openings are posted every week, and your profile stays available for them.",
        ];
  return {
    to,
    subject: status === "shortlisted" ? `Shortlisted: ${jobTitle}` : `Update on your application for ${jobTitle}`,
    text: [greeting, "", ...body, "", "You can follow all your applications under My Applications.", "", site.name].join("\n"),
  };
}
