import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  CheckList,
  Container,
  CtaBand,
  Icon,
  IconBadge,
  PageHero,
  SectionHeading,
} from "~/components/marketing/ui";
import { CLIENT_LOGO, clientLogos, clientsPage, type ClientLogo } from "../../common/content/clients";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/clients";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

const siteName = site.name;

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = currentI18n();
  return pageMeta({
    title: i18n._(msg`Clients`),
    description: i18n._(
      msg`Telecom, aviation, engineering, defence, electronics and infrastructure organisations trust ${siteName} with their people and their networks.`,
    ),
    path: "/clients",
    origin: originFrom(matches),
  });
};

export function loader() {
  return { logos: clientLogos, content: clientsPage };
}

export function shouldRevalidate() {
  return false;
}

function LogoList({ logos, copy }: { logos: ClientLogo[]; copy?: boolean }) {
  const { i18n } = useLingui();
  return (
    <ul
      className={copy ? "logo-marquee-copy flex" : "flex flex-wrap justify-center"}
      aria-hidden={copy || undefined}
    >
      {logos.map((logo) => (
        <li key={logo.slug} className="px-3 py-3 sm:px-6">
          <img
            src={`/images/clients/${logo.slug}.svg`}
            width={CLIENT_LOGO.width}
            height={CLIENT_LOGO.height}
            // After the first screen's text: on a slow link they would share its bandwidth.
            loading="lazy"
            decoding="async"
            alt={copy ? "" : `${logo.name} (${i18n._(logo.sector)})`}
            className="h-11 w-auto sm:h-16"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The logo strip: two copies of the list move left in a loop (CSS only). It
 * pauses on hover, on keyboard focus and with the pause button (WCAG 2.2.2),
 * and stands still as a wrapped grid under prefers-reduced-motion.
 */
function LogoStrip({ logos }: { logos: ClientLogo[] }) {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  return (
    <section aria-labelledby="logos-title" className="border-b border-stone-200 bg-white py-10">
      <Container className="flex items-center justify-between gap-4">
        <div>
          <h2 id="logos-title" className="text-lg font-semibold text-navy-900">
            {t`Organisations we work with`}
          </h2>
          <p className="text-sm text-ink-muted">
            {t`Telecom · Aviation · Engineering · Defence · Electronics · Infrastructure`}
          </p>
        </div>
        {/* Its words and icon follow aria-pressed in CSS, so the visitor script only flips that.
            Each state holds its whole name, so a language can put the words in its own order. */}
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
          data-logo-strip-toggle=""
          className="logo-marquee-toggle inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-medium text-navy-800 hover:bg-navy-50"
        >
          <span className="when-playing inline-flex items-center gap-2">
            <Icon name="pause" size={18} />
            <Trans>
              Pause<span className="sr-only"> logo animation</span>
            </Trans>
          </span>
          <span className="when-paused inline-flex items-center gap-2">
            <Icon name="play" size={18} />
            <Trans>
              Play<span className="sr-only"> logo animation</span>
            </Trans>
          </span>
        </button>
      </Container>
      <div className="logo-marquee mt-6 overflow-hidden" data-paused={paused}>
        <div className="logo-marquee-track">
          <LogoList logos={logos} />
          <LogoList logos={logos} copy />
        </div>
      </div>
    </section>
  );
}

export default function ClientsPage({ loaderData }: Route.ComponentProps) {
  const { logos, content } = loaderData;
  const { t, i18n } = useLingui();
  const to = useLocalizedPath();
  return (
    <>
      <PageHero
        eyebrow={t`Our Clients`}
        title={t`Trusted by the teams that keep India connected`}
        lead={t`Operators, tower companies, airlines, manufacturers and public-sector suppliers rely on us for skilled people and dependable project delivery.`}
      />

      <LogoStrip logos={logos} />

      <section aria-labelledby="stats-title" className="bg-surface py-16 sm:py-20">
        <Container>
          <h2 id="stats-title" className="sr-only">
            {t`Our clients in numbers`}
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {content.stats.map((stat) => (
              <div
                key={stat.label.id}
                className="flex flex-col-reverse rounded-2xl border border-stone-200 bg-white px-3 py-6 text-center shadow-sm sm:p-6"
              >
                <dt className="mt-1 text-sm font-medium text-ink-muted sm:text-base">{i18n._(stat.label)}</dt>
                <dd className="text-3xl font-bold text-navy-900 sm:text-5xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="why-clients-title" className="bg-white py-16 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="why-clients-title"
              eyebrow={t`Why Choose Us`}
              title={i18n._(content.whyChooseUs.title)}
              lead={i18n._(content.whyChooseUs.text)}
            />
            <CheckList items={content.whyChooseUs.points} className="mt-8 space-y-3 text-lg" />
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {content.features.map((feature) => (
              <li key={feature.title.id} className="rounded-2xl border border-stone-200 bg-surface p-6">
                <IconBadge name={feature.icon} />
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{i18n._(feature.title)}</h3>
                <p className="mt-2 text-ink-muted">{i18n._(feature.text)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CtaBand
        title={t`Ready to work together?`}
        text={t`Tell us about your next project or hiring plan, and we will propose a team, a timeline and a price.`}
        primary={{ to: to("/?section=contact"), label: t`Start Partnership` }}
        secondary={{ to: to("/about"), label: t`Learn More`, hiddenLabel: t`about ${siteName}` }}
        background="white"
      />
    </>
  );
}
