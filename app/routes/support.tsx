import { Link } from "react-router";
import { Container, Icon, IconBadge, PageHero, SectionHeading } from "~/components/marketing/ui";
import { toast } from "~/components/toaster";
import { buttonClass } from "~/components/ui/button";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/support";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Support",
    description: `Help with your ${site.name} account, job applications or technical problems. Support hours ${site.supportHours}; replies usually within 24 hours on business days.`,
    path: "/support",
    origin: originFrom(matches),
  });

const topics = [
  {
    icon: "help",
    title: "General Support",
    text: "Questions about our services, this website or anything else you cannot find an answer to.",
  },
  {
    icon: "wrench",
    title: "Technical Issues",
    text: "A page that does not load, an upload that fails or an error message: tell us what you did and what you saw.",
  },
  {
    icon: "user",
    title: "Account Management",
    text: "Trouble signing in, changing your e-mail address, updating your profile or deleting your account.",
  },
  {
    icon: "briefcase",
    title: "Job Applications",
    text: "The status of an application, a job you applied for, or help with your profile and resume.",
  },
];

const mailtoFor = (subject: string) => `mailto:${site.emails.support}?subject=${encodeURIComponent(subject)}`;

const MAIL_CLIENT_TOAST = {
  title: "Email client opened",
  description: `If nothing opened, write to ${site.emails.support}.`,
};

function announceMailClient() {
  toast(MAIL_CLIENT_TOAST);
}

export default function SupportPage() {
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="How can we help?"
        lead="Choose a topic to write to our support team. We usually reply within 24 hours on business days."
      />

      <section aria-label="Support topics" className="bg-surface py-12 sm:py-16">
        <Container>
          <ul className="grid gap-6 sm:grid-cols-2">
            {topics.map((topic) => (
              <li
                key={topic.title}
                className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
              >
                <IconBadge name={topic.icon} />
                <h2 className="mt-5 text-xl font-semibold text-navy-900">{topic.title}</h2>
                <p className="mt-2 flex-1 text-ink-muted">{topic.text}</p>
                <a
                  href={mailtoFor(topic.title)}
                  onClick={announceMailClient}
                  data-toast-when="click"
                  data-toast-title={MAIL_CLIENT_TOAST.title}
                  data-toast-description={MAIL_CLIENT_TOAST.description}
                  className={buttonClass("secondary", "md", "mt-6 self-start")}
                >
                  <Icon name="mail" size={20} />
                  Email Support<span className="sr-only"> about {topic.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="hours-title" className="bg-white py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="hours-title"
              eyebrow="When We Answer"
              title="Support hours"
              lead="Messages that arrive outside these hours are answered on the next business day."
            />
            <dl className="mt-8 grid gap-4 sm:grid-cols-2">
              <div className="rounded-2xl border border-stone-200 bg-surface p-6">
                <dt className="flex items-center gap-2 text-sm font-medium uppercase tracking-wide text-ink-muted">
                  <Icon name="clock" size={20} />
                  Hours
                </dt>
                <dd className="mt-2 whitespace-nowrap text-xl font-bold text-navy-900 sm:text-2xl">
                  {site.supportHours}
                </dd>
                <dd className="text-ink-muted">India Standard Time, except public holidays</dd>
              </div>
              <div className="rounded-2xl border border-stone-200 bg-surface p-6">
                <dt className="flex items-center gap-2 text-sm font-medium uppercase tracking-wide text-ink-muted">
                  <Icon name="mail" size={20} />
                  Replies
                </dt>
                <dd className="mt-2 whitespace-nowrap text-xl font-bold text-navy-900 sm:text-2xl">
                  Within 24 hours
                </dd>
                <dd className="text-ink-muted">on business days, usually much sooner</dd>
              </div>
            </dl>
          </div>
          <div className="space-y-4 self-center rounded-2xl border border-stone-200 p-6 sm:p-8">
            <h2 className="text-xl font-semibold text-navy-900">Other ways to reach us</h2>
            <ul className="space-y-3">
              <li className="flex gap-3">
                <Icon name="mail" className="mt-0.5 text-navy-700" />
                <span>
                  Support:{" "}
                  <a
                    href={`mailto:${site.emails.support}`}
                    className="font-medium text-navy-700 underline-offset-2 hover:underline"
                  >
                    {site.emails.support}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Icon name="phone" className="mt-0.5 text-navy-700" />
                <span>
                  Phone:{" "}
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
                  Questions about an interview or an offer?{" "}
                  <Link
                    to="/?section=contact"
                    className="font-medium text-navy-700 underline underline-offset-2"
                  >
                    Contact HR
                  </Link>
                </span>
              </li>
              <li className="flex gap-3">
                <Icon name="user" className="mt-0.5 text-navy-700" />
                <span>
                  Forgot your password?{" "}
                  <Link
                    to="/forgot-password"
                    className="font-medium text-navy-700 underline underline-offset-2"
                  >
                    Reset it here
                  </Link>
                </span>
              </li>
            </ul>
          </div>
        </Container>
      </section>
    </>
  );
}
