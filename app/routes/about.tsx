import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { AboutSection } from "~/components/marketing/sections";
import { CtaBand, Container, IconBadge, PageHero, SectionHeading } from "~/components/marketing/ui";
import { buttonClass } from "~/components/ui/button";
import { about, aboutPage } from "../../common/content/company";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/about";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

const siteName = site.name;
const established = site.established;

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = currentI18n();
  return pageMeta({
    title: i18n._(msg`About Us`),
    description: i18n._(
      msg`${siteName}: a technology and manpower-staffing firm founded in Noida in ${established}, working for telecom operators, integrators and enterprises in 10+ states.`,
    ),
    path: "/about",
    origin: originFrom(matches),
  });
};

export function loader() {
  return { about, aboutPage };
}

export function shouldRevalidate() {
  return false;
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about, aboutPage } = loaderData;
  const { t, i18n } = useLingui();
  const to = useLocalizedPath();
  return (
    <>
      <PageHero
        eyebrow={t`About Us`}
        title={t`About ${siteName}`}
        lead={t`A technology and manpower partner for the companies that build and run India's networks.`}
      >
        <Link to={to("/?section=contact")} className={buttonClass("primary", "lg")}>
          {t`Get in Touch`}
        </Link>
        <Link to={to("/services")} className={buttonClass("outline-light", "lg")}>
          {t`Our Services`}
        </Link>
      </PageHero>

      <AboutSection content={about} showMore={false} />

      <section aria-labelledby="values-title" className="bg-white py-16 sm:py-24">
        <Container>
          <SectionHeading id="values-title" eyebrow={t`How We Work`} title={t`What you can expect from us`} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {aboutPage.values.map((value) => (
              <li key={value.title.id} className="rounded-2xl border border-stone-200 p-6">
                <IconBadge name={value.icon} />
                <h3 className="mt-5 text-lg font-semibold text-navy-900">{i18n._(value.title)}</h3>
                <p className="mt-2 text-ink-muted">{i18n._(value.text)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="journey-title" className="bg-surface py-16 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <SectionHeading
              id="journey-title"
              eyebrow={t`Our Journey`}
              title={t`From one NOC team to ten states`}
              lead={t`We have grown one client and one site at a time, by doing what we said we would.`}
            />
            <img
              src="/images/noc.svg"
              width={480}
              height={320}
              loading="lazy"
              alt={t`Line drawing of a network operations centre: an engineer at a desk watching wall screens of network maps and alarms`}
              className="mt-10 hidden h-auto w-full max-w-[480px] lg:block"
            />
          </div>
          <ol className="relative space-y-8 border-l-2 border-navy-100 pl-8">
            {aboutPage.timeline.map((step) => (
              <li key={step.year} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -left-[41px] top-1 size-4 rounded-full border-4 border-surface bg-accent-600 ring-2 ring-accent-600"
                />
                <p className="text-2xl font-bold text-navy-900">{step.year}</p>
                <p className="mt-1 text-lg text-ink-muted">{i18n._(step.text)}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <CtaBand
        title={t`Build your career with us`}
        text={t`We hire NOC engineers, field technicians, network and cloud engineers and project coordinators across India.`}
        primary={{ to: to("/careers"), label: t`View Careers` }}
        secondary={{ to: to("/?section=contact"), label: t`Send Your Resume` }}
      />
    </>
  );
}
