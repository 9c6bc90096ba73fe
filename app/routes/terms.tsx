import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LegalPage } from "~/components/marketing/legal-page";
import { formatDate } from "../../common/format";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/terms";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

const siteName = site.name;
const legalName = site.legalName;
const supportEmail = site.emails.support;

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = currentI18n();
  return pageMeta({
    title: i18n._(msg`Terms of Service`),
    description: i18n._(
      msg`The terms for using the ${siteName} website and job board as a visitor, candidate or employer.`,
    ),
    path: "/terms",
    origin: originFrom(matches),
  });
};

export default function TermsPage() {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const email = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <LegalPage
      title={t`Terms of Service`}
      updated={formatDate("2026-11-23")}
      intro={t`These terms apply to everyone who uses the website and job board of ${legalName} By using the site you accept them.`}
    >
      <h2>{t`Our service`}</h2>
      <p>
        {t`We publish information about our company, services and products, and we run a job board where candidates can create profiles and apply for jobs, and where employers can review applications.`}
      </p>

      <h2>{t`No fees for candidates`}</h2>
      <p>
        <Trans>
          We never charge candidates for registering, applying, interviews or placement. If anyone asks you
          for money in our name, do not pay, and report it to {email}.
        </Trans>
      </p>

      <h2>{t`Your account`}</h2>
      <ul>
        <li>{t`Give true and current information, and keep your password to yourself.`}</li>
        <li>
          {t`You are responsible for what is done with your account; tell us at once if you think it has been misused.`}
        </li>
        <li>{t`You may delete your account at any time from your profile.`}</li>
      </ul>

      <h2>{t`Acceptable use`}</h2>
      <ul>
        <li>{t`Do not post false, misleading, offensive or unlawful content.`}</li>
        <li>
          {t`Do not copy job listings or candidate data in bulk, or try to break or overload the service.`}
        </li>
        <li>{t`Employers may use candidate data only to assess applications to their own jobs.`}</li>
      </ul>

      <h2>{t`Job listings`}</h2>
      <p>
        {t`We check the jobs we publish, but the final hiring decision, offer and terms of employment are the employer's. We do not guarantee that an application leads to an interview or a job.`}
      </p>

      <h2>{t`Content and trademarks`}</h2>
      <p>
        {t`The text, drawings and logos on this site belong to ${legalName} or their owners. You may share links to our pages but may not reuse our content without permission.`}
      </p>

      <h2>{t`Liability`}</h2>
      <p>
        {t`We work to keep the site accurate and available, but we provide it “as is”. To the extent the law allows, we are not liable for indirect losses arising from its use.`}
      </p>

      <h2>{t`Privacy`}</h2>
      <p>
        <Trans>
          How we handle personal data is explained in our <Link to={to("/privacy")}>Privacy Policy</Link>.
        </Trans>
      </p>

      <h2>{t`Governing law`}</h2>
      <p>
        {t`These terms are governed by the laws of India. The courts at Gautam Buddh Nagar, Uttar Pradesh, have jurisdiction over any dispute.`}
      </p>

      <h2>{t`Contact`}</h2>
      <p>
        <Trans>Questions about these terms? Write to {email}.</Trans>
      </p>
    </LegalPage>
  );
}
