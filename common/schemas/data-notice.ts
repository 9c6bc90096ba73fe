// The notice the Digital Personal Data Protection Act, 2023 asks for (s.5, and
// rule 3 of the DPDP Rules, 2025), declared once (issue #36, decision 0046):
// for each place where personal data is first collected, what is collected,
// why, who sees it, how to withdraw consent and how to complain. Drawn by
// app/components/data-notice.tsx; its words, in the language shown, are what
// server/domain/consents.ts keeps with each consent. Zod-free: the pages'
// JavaScript needs it. Messages are English catalogue keys (docs/i18n.md);
// `{email}` is the grievance officer's address.
//
// Change a word and change NOTICE_VERSION: a consent names the version it
// was given under.

export const NOTICE_VERSION = "2026-11";

export const consentPurposes = [
  "registration",
  "guest_application",
  "job_alert",
  "client_disclosure",
] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === "string" && (consentPurposes as readonly string[]).includes(value);
}

/** The form field of the "I agree" box, and the value a ticked box sends. */
export const CONSENT_FIELD = "consent";
export const CONSENT_GIVEN = "yes";

export interface NoticeItem {
  heading: string;
  text: string;
}

export interface DataNoticeText {
  /** The notice's heading: what the person is agreeing to. */
  title: string;
  /** The itemised notice (rule 3(b)). */
  items: readonly NoticeItem[];
  /** The words of the "I agree" box. */
  agree: string;
  /** What withdrawing this consent does, for the profile's "Your data". */
  withdrawEffect: string;
}

/** The words of the "I agree" box, the same under every notice. */
export const NOTICE_AGREE = /*i18n*/ "I have read this notice and agree to the use of my data it describes.";

const complaints: NoticeItem = {
  heading: /*i18n*/ "Complaints",
  text: /*i18n*/ "Write to our Grievance Officer at {email}. If we do not resolve it, you may complain to the Data Protection Board of India.",
};

export const dataNotices: Record<ConsentPurpose, DataNoticeText> = {
  registration: {
    title: /*i18n*/ "Your data and your consent",
    items: [
      {
        heading: /*i18n*/ "What we collect",
        text: /*i18n*/ "Your e-mail address, mobile number and password (kept only as a hash); later, the profile and resume you choose to add.",
      },
      {
        heading: /*i18n*/ "Why",
        text: /*i18n*/ "To run your account, send your applications to employers, and e-mail you about them and about the job alerts you set up.",
      },
      {
        heading: /*i18n*/ "Who sees it",
        text: /*i18n*/ "Our staff, the employers whose jobs you apply to, and recruiters searching for candidates if you allow it. We never sell it.",
      },
      {
        heading: /*i18n*/ "Withdrawing consent",
        text: /*i18n*/ "At any time, under “Your Data” on your profile. Withdrawing it closes your account and erases your profile.",
      },
      complaints,
    ],
    agree: NOTICE_AGREE,
    withdrawEffect:
      /*i18n*/ "Withdrawing this consent means closing your account: we erase your profile, resume, applications and job alerts.",
  },
  guest_application: {
    title: /*i18n*/ "Your data and your consent",
    items: [
      {
        heading: /*i18n*/ "What we collect",
        text: /*i18n*/ "Your name, mobile number, e-mail address, cover letter and resume.",
      },
      {
        heading: /*i18n*/ "Why",
        text: /*i18n*/ "To send your application to this job's employer, and to e-mail you a link to follow it and finish your profile.",
      },
      {
        heading: /*i18n*/ "Who sees it",
        text: /*i18n*/ "This job's employer and our staff. We never sell it.",
      },
      {
        heading: /*i18n*/ "Withdrawing consent",
        text: /*i18n*/ "At any time: sign in with the link we e-mail you and withdraw it under “Your Data” on your profile, or write to our Grievance Officer.",
      },
      complaints,
    ],
    agree: NOTICE_AGREE,
    withdrawEffect:
      /*i18n*/ "Withdrawing this consent means closing your account: we erase your profile, resume, applications and job alerts.",
  },
  job_alert: {
    title: /*i18n*/ "Your data and your consent",
    items: [
      {
        heading: /*i18n*/ "What we collect",
        text: /*i18n*/ "Your e-mail address and the search you save.",
      },
      {
        heading: /*i18n*/ "Why",
        text: /*i18n*/ "To e-mail you the new jobs that match it, daily or weekly.",
      },
      {
        heading: /*i18n*/ "Who sees it",
        text: /*i18n*/ "Only our staff and the service that delivers our e-mail. We never sell it.",
      },
      {
        heading: /*i18n*/ "Withdrawing consent",
        text: /*i18n*/ "At any time, with one click on “Unsubscribe” in any alert e-mail: the alert is deleted.",
      },
      complaints,
    ],
    agree: NOTICE_AGREE,
    withdrawEffect: /*i18n*/ "Withdrawing this consent deletes the job alert: no more e-mails are sent.",
  },
  // Asked before a recruiter sends a profile to a client (issue #38, decision
  // 0055): one client and one job, named in the notice ({client}, {job}).
  client_disclosure: {
    title: /*i18n*/ "Share your profile with {client} for {job}?",
    items: [
      {
        heading: /*i18n*/ "What we share",
        text: /*i18n*/ "Your name, city, total experience, notice period, profile summary, work experience, education and skills, as a web page and a PDF. Never your e-mail address, mobile number, address, date of birth or salary.",
      },
      {
        heading: /*i18n*/ "Why",
        text: /*i18n*/ "So that {client} can consider you for {job} and tell us whether to take you forward.",
      },
      {
        heading: /*i18n*/ "Who sees it",
        text: /*i18n*/ "The person at {client} our recruiter chose, through a private link that expires in 14 days. We keep a record of what was shared and when.",
      },
      {
        heading: /*i18n*/ "Withdrawing consent",
        text: /*i18n*/ "At any time, under “Your Data” on your profile: “Stop sharing” ends the link and no more profiles go to {client}.",
      },
      complaints,
    ],
    agree: /*i18n*/ "Yes, share my profile",
    withdrawEffect:
      /*i18n*/ "Stop sharing: the client's links stop working and we will not send your profile to this client again.",
  },
};

/** The messages of consents: refusals and toasts (English catalogue keys). */
export const consentMessages = {
  required: /*i18n*/ "Please tick the box to agree to the notice. Without your consent we cannot go ahead.",
  requiredTitle: /*i18n*/ "Consent required",
  withdrawn: /*i18n*/ "Consent withdrawn",
  gone: /*i18n*/ "This consent does not exist or is not yours.",
  registrationByDeleting: /*i18n*/ "To withdraw your consent to registration, delete your account.",
  sharingStopped: /*i18n*/ "You stopped sharing your profile with this client.",
} as const;

/** The names of the purposes, for the profile's list. */
export const consentPurposeLabels: Record<ConsentPurpose, string> = {
  registration: /*i18n*/ "Your account (registration)",
  guest_application: /*i18n*/ "A job application without an account",
  job_alert: /*i18n*/ "A job alert",
  client_disclosure: /*i18n*/ "Your profile shared with a client",
};

/** A consent as the profile's "Your data" lists it (server/domain/consents.ts listMyConsents). */
export interface MyConsent {
  id: string;
  purpose: ConsentPurpose;
  noticeVersion: string;
  language: "en-IN" | "hi-IN";
  givenAt: string;
  withdrawnAt: string | null;
  /** A job alert's consent: the alert's name while it exists. */
  alertName: string | null;
  /** A client_disclosure consent: the client's name. */
  clientName?: string | null;
}
