// Contact: messages from the website's contact form. Stored first, then mailed
// to the firm's contact inbox; a mail failure never loses a message.
import { CONTACT_HONEYPOT_FIELD, contactMessages, contactSchema } from "../../common/schemas/contact";
import { site } from "../../app/site.config";
import { errorFields } from "../log";
import { contactMessageMail } from "../mail/templates";
import type { DomainContext } from "./context";
import { DomainError, isDomainError, validate } from "./errors";
import { consumeRateLimit, rateLimits } from "./rate-limits";

export interface ContactResult {
  /** The stored submission, or null when the honeypot caught a robot. */
  id: string | null;
  /** Whether the notification is in the outbox, queued to be sent (server/mail/mailer.ts). */
  queued: boolean;
}

/** Every refusal carries the failure title of SPEC §8, with the reason as its text. */
function asContactFailure(error: unknown): never {
  if (isDomainError(error)) {
    throw new DomainError(error.kind, error.text, {
      ...error.options,
      title: contactMessages.failureTitle,
    });
  }
  throw error;
}

function filledHoneypot(input: FormData | Record<string, unknown>): boolean {
  const value = input instanceof FormData ? input.get(CONTACT_HONEYPOT_FIELD) : input[CONTACT_HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

/**
 * Accepts a message from the contact form (SPEC §5: name, e-mail and message
 * required; phone and company optional). A filled honeypot is answered like a
 * success but nothing is stored or sent. Valid messages count against a
 * per-address rate limit, are stored in contact_submissions, then mailed to
 * the contact inbox.
 */
export async function submitContactMessage(
  ctx: DomainContext,
  input: FormData | Record<string, unknown>,
): Promise<ContactResult> {
  if (filledHoneypot(input)) {
    ctx.services.log.info("contact: honeypot filled, message dropped", { clientIp: ctx.clientIp });
    return { id: null, queued: false };
  }
  let message;
  try {
    message = validate(contactSchema, input);
    await consumeRateLimit(ctx, rateLimits.contactPerIp, ctx.clientIp);
  } catch (error) {
    asContactFailure(error);
  }

  const { id } = await ctx.db
    .insertInto("contact_submissions")
    .values({
      full_name: message.fullName,
      email: message.email,
      phone: message.phone,
      company: message.company,
      message: message.message,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  let queued = false;
  try {
    await ctx.services.mailer.send(contactMessageMail({ id, ...message }));
    queued = true;
  } catch (error) {
    // Even the outbox refused it: the submission is safe, the admin list shows it.
    ctx.services.log.error("contact: notification not stored", {
      submissionId: id,
      to: site.emails.contact,
      ...errorFields(error),
    });
  }
  return { id, queued };
}
