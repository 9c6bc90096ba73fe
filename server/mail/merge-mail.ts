// The e-mail both addresses of a merged candidate get (issue #38, decision
// 0056): from now on, one account, signed in with the kept address.
import { msg } from "@lingui/core/macro";
import { site } from "../../app/site.config";
import type { MailMessage } from "./mailer";
import { localizedMail } from "./templates";

const siteName = site.name;

export function candidateMergeMail(to: string, keptEmail: string, signInUrl: string): MailMessage {
  return localizedMail(to, (i18n) => ({
    subject: i18n._(msg`Your two profiles on ${siteName} are now one`),
    text: [
      i18n._(msg`Hello,`),
      "",
      i18n._(
        msg`You had two profiles with ${siteName}. Our team has joined them into one, with your applications, skills and experience from both.`,
      ),
      i18n._(msg`From now on, sign in with ${keptEmail}:`),
      signInUrl,
      "",
      i18n._(msg`If you did not expect this, reply to this e-mail and we will look into it.`),
    ].join("\n"),
  }));
}
