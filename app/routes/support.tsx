import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Container, Icon, IconBadge, PageHero, SectionHeading } from "~/components/marketing/ui";
import { toast } from "~/components/toaster";
import { buttonClass } from "~/components/ui/button";
import { currentI18n, translateText, useLocalizedPath } from "../../common/i18n";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/support";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

const siteName = site.name;
const supportEmail = site.emails.support;

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = currentI18n();
  const supportHours = translateText(site.supportHours);
  return pageMeta({
    title: i18n._(msg`Support`),
    description: i18n._(
      msg`Help with your ${siteName} account, job applications or technical problems. Support hours ${supportHours}; replies usually within 24 hours on business days.`,
    ),
    path: "/support",
    origin: originFrom(matches),
  });
};

const topics = [
  {
    icon: "help",
    title: msg`General Support`,
    text: msg`Questions about our services, this website or anything else you cannot find an answer to.`,
  },
  {
    icon: "wrench",
    title: msg`Technical Issues`,
    text: msg`A page that does not load, an upload that fails or an error message: tell us what you did and what you saw.`,
  },
  {
    icon: "user",
    title: msg`Account Management`,
    text: msg`Trouble signing in, changing your e-mail address, updating your profile or deleting your account.`,
  },
  {
    icon: "briefcase",
    title: msg`Job Applications`,
    text: msg`The status of an application, a job you applied for, or help with your profile and resume.`,
  },
];

const mailtoFor = (subject: string) => `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`;

export default function SupportPage() {
  const { t, i18n } = useLingui();
  const to = useLocalizedPath();
  // In the page's language: the visitor script copies these words into its toast as they are.
  const mailClientToast = {
    title: t`Email client opened`,
    description: t`If nothing opened, write to ${supportEmail}.`,
  };
  const announceMailClient = () => toast(mailClientToast);
  return (
    <>
      <PageHero
        eyebrow={t`Support`}
        title={t`How can we help?`}
        lead={t`Choose a topic to write to our support team. We usually reply within 24 hours on business days.`}
      />

      <section aria-label={t`Support topics`} className="bg-surface py-12 sm:py-16">
        <Container>
          <ul className="grid gap-6 sm:grid-cols-2">
            {topics.map((topic) => {
              const title = i18n._(topic.title);
              return (
                <li
                  key={topic.title.id}
                  className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
                >
                  <IconBadge name={topic.icon} />
                  <h2 className="mt-5 text-xl font-semibold text-navy-900">{title}</h2>
                  <p className="mt-2 flex-1 text-ink-muted">{i18n._(topic.text)}</p>
                  <a
                    href={mailtoFor(title)}
                    onClick={announceMailClient}
                    data-toast-when="click"
                    data-toast-title={mailClientToast.title}
                    data-toast-description={mailClientToast.description}
                    className={buttonClass("secondary", "md", "mt-6 self-start")}
                  >
                    <Icon name="mail" size={20} />
                    <Trans>
                      Email Support<span className="sr-only"> about {title}</span>
                    </Trans>
                  </a>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="hours-title" className="bg-white py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="hours-title"
              eyebrow={t`When We Answer`}
              title={t`Support hours`}
              lead={t`Messages that arrive outside these hours are answered on the next business day.`}
            />
            <dl className="mt-8 grid gap-4 sm:grid-cols-2">
              <div className="rounded-2xl border border-stone-200 bg-surface p-6">
                <dt className="flex items-center gap-2 text-sm font-medium uppercase tracking-wide text-ink-muted">
                  <Icon name="clock" size={20} />
                  {t`Hours`}
                </dt>
                <dd className="mt-2 text-xl font-bold text-navy-900 sm:text-2xl">
                  {translateText(site.supportHours)}
                </dd>
                <dd className="text-ink-muted">{t`India Standard Time, except public holidays`}</dd>
              </div>
              <div className="rounded-2xl border border-stone-200 bg-surface p-6">
                <dt className="flex items-center gap-2 text-sm font-medium uppercase tracking-wide text-ink-muted">
                  <Icon name="mail" size={20} />
                  {t`Replies`}
                </dt>
                <dd className="mt-2 text-xl font-bold text-navy-900 sm:text-2xl">{t`Within 24 hours`}</dd>
                <dd className="text-ink-muted">{t`on business days, usually much sooner`}</dd>
              </div>
            </dl>
          </div>
          <div className="space-y-4 self-center rounded-2xl border border-stone-200 p-6 sm:p-8">
            <h2 className="text-xl font-semibold text-navy-900">{t`Other ways to reach us`}</h2>
            <ul className="space-y-3">
              <li className="flex gap-3">
                <Icon name="mail" className="mt-0.5 text-navy-700" />
                <span>
                  {t`Support:`}{" "}
                  <a
                    href={`mailto:${supportEmail}`}
                    className="font-medium text-navy-700 underline-offset-2 hover:underline"
                  >
                    {supportEmail}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Icon name="phone" className="mt-0.5 text-navy-700" />
                <span>
                  {t`Phone:`}{" "}
                  <a
                    href={`tel:${site.phone.replace(/\s/g, "")}`}
                    className="font-medium text-navy-700 underline-offset-2 hover:underline"
                  >
                    {site.phone}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Icon name="briefcase" className="mt-0.5 text-navy-700" />
                <span>
                  <Trans>
                    Questions about an interview or an offer?{" "}
                    <Link
                      to={to("/?section=contact")}
                      className="font-medium text-navy-700 underline underline-offset-2"
                    >
                      Contact HR
                    </Link>
                  </Trans>
                </span>
              </li>
              <li className="flex gap-3">
                <Icon name="user" className="mt-0.5 text-navy-700" />
                <span>
                  <Trans>
                    Forgot your password?{" "}
                    <Link
                      to="/forgot-password"
                      className="font-medium text-navy-700 underline underline-offset-2"
                    >
                      Reset it here
                    </Link>
                  </Trans>
                </span>
              </li>
            </ul>
          </div>
        </Container>
      </section>
    </>
  );
}
