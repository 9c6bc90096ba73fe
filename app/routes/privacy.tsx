import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LegalPage } from "~/components/marketing/legal-page";
import { formatDate } from "../../common/format";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { NOTICE_VERSION } from "../../common/schemas/data-notice";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/privacy";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

const siteName = site.name;
const legalName = site.legalName;
const supportEmail = site.emails.support;

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = currentI18n();
  return pageMeta({
    title: i18n._(msg`Privacy Policy`),
    description: i18n._(
      msg`How ${siteName} collects, uses and protects your personal data under the Digital Personal Data Protection Act, 2023.`,
    ),
    path: "/privacy",
    origin: originFrom(matches),
  });
};

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

export default function PrivacyPage() {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const { street, city, state, postalCode } = site.address;
  const email = mail(supportEmail);
  return (
    <LegalPage
      title={t`Privacy Policy`}
      updated={formatDate("2026-11-28")}
      intro={t`${legalName} ("Vistaar", "we") respects your privacy. This policy explains what personal data we collect through this website and job board, why, and the rights you have under the Digital Personal Data Protection Act, 2023 (DPDP Act).`}
    >
      <h2>{t`Who is responsible`}</h2>
      <p>
        <Trans>
          {legalName}, {street}, {city}, {state} {postalCode}, is the Data Fiduciary for the personal data
          described here.
        </Trans>
      </p>

      <h2>{t`What we collect`}</h2>
      <ul>
        <li>{t`Account data: your e-mail address, mobile number and password (stored only as a secure hash).`}</li>
        <li>
          {t`Candidate profile data that you choose to give: name, date of birth, location, education, skills, work experience, salary expectations, notice period, profile photo and resume.`}
        </li>
        <li>{t`Applications: the jobs you apply for, your cover letters and the status employers give them.`}</li>
        <li>
          {t`Contact messages: the name, e-mail, phone, company and message you send through our contact form.`}
        </li>
        <li>{t`Technical data: your IP address and the time of requests, kept in server logs for security.`}</li>
      </ul>

      <h2>{t`Why we use it`}</h2>
      <ul>
        <li>{t`To run your account and show your profile to employers when you apply for their jobs.`}</li>
        <li>{t`To match candidates with roles and to contact you about jobs you applied for.`}</li>
        <li>{t`To answer enquiries sent through the contact form or to our support team.`}</li>
        <li>{t`To keep the service secure, prevent abuse and meet our legal obligations.`}</li>
      </ul>
      <p>
        {t`We process your data on the basis of your consent, which you give when you register, apply or write to us, and for the legitimate uses the DPDP Act allows. We do not sell personal data and we do not use it for advertising.`}
      </p>

      <h2>{t`Your consent`}</h2>
      <p>
        {t`Where we first collect your data (when you register, apply for a job without an account, or ask for job alerts) we show a short notice of what we collect, why, who sees it, how to withdraw your consent and how to complain, and ask you to tick a box to agree. The notice in use is version ${NOTICE_VERSION}. We keep a record of the notice you were shown, in its language, and when you agreed.`}
      </p>
      <p>
        {t`You can withdraw a consent as easily as you gave it: a job alert's with one click under “Your Data” on your profile, or with the “Unsubscribe” link in any alert e-mail; your account's by deleting your account, which erases your profile, resume, applications and job alerts.`}
      </p>

      <h2>{t`Who sees it`}</h2>
      <p>
        {t`Employers see the profile, resume and cover letter of candidates who apply to their jobs. Our administrators see data as needed to run the service. Service providers that host our systems or deliver our e-mail process data only on our instructions. We disclose data to authorities only when the law requires it.`}
      </p>

      <h2>{t`How long we keep it`}</h2>
      <p>
        {t`We keep your account and profile while your account is open. When you delete your account, we erase your profile, resume and applications, except records we must keep by law. Contact messages are kept for up to two years.`}
      </p>

      <h2>{t`Your rights`}</h2>
      <ul>
        <li>{t`To get a summary of the personal data we hold about you and how we use it.`}</li>
        <li>{t`To correct, complete or update your data; most of it you can edit on your profile page.`}</li>
        <li>{t`To have your data erased and to withdraw your consent at any time.`}</li>
        <li>{t`To nominate another person to exercise your rights in case of death or incapacity.`}</li>
        <li>{t`To have your grievances heard by us, and then by the Data Protection Board of India.`}</li>
      </ul>

      <h2>{t`Security`}</h2>
      <p>
        {t`Data travels over encrypted connections, passwords are hashed, resumes are private to you, the employers you apply to and our administrators, and access by our staff is limited and logged.`}
      </p>

      <h2>{t`Cookies`}</h2>
      <p>
        <Trans>
          We use only the cookies needed to keep you signed in and to show messages after a form is sent. See
          our <Link to={to("/cookies")}>Cookie Policy</Link>.
        </Trans>
      </p>

      <h2>{t`Grievance Officer`}</h2>
      <p>
        <Trans>
          For questions, requests or complaints about your personal data, write to our Grievance Officer at{" "}
          {email} with the subject “Privacy”. We acknowledge requests within 48 hours and resolve them within
          30 days.
        </Trans>
      </p>

      <h2>{t`Changes`}</h2>
      <p>{t`We will post any change to this policy on this page and change the date above.`}</p>
    </LegalPage>
  );
}
