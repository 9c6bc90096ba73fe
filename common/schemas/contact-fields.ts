// What the contact form's page needs to know about the rules, without zod, so
// the home page's JavaScript stays small (the rules are in ./contact.ts).
// The quoted messages are the specification's, word for word (SPEC §8).

/** Column limits of contact_submissions (server/db/migrations), so the form and the database agree. */
export const CONTACT_LIMITS = {
  fullName: 100,
  email: 254,
  phone: 20,
  company: 200,
  message: 5000,
} as const;

/** A field people never see; only robots fill it in (see docs/decisions/0005-public-site.md). */
export const CONTACT_HONEYPOT_FIELD = "website";

export const contactMessages = {
  successTitle: /*i18n*/ "Message Received!",
  successDescription: /*i18n*/ "Thank you for contacting us. We'll get back to you soon.",
  failureTitle: /*i18n*/ "Failed to submit your message",
  failureFallback: /*i18n*/ "Failed to send message. Please try again or contact us directly.",
} as const;
