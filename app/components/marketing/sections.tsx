// The home page's sections; the about section is also the heart of /about.
// Content arrives as props from the route loaders (common/content/*). The home
// page renders these on the server only (StaticHtml), so they hold no state
// or handlers and use plain <a> links (there is no router when they render).
// Their words are in the page's language: the home page's loader renders them
// inside the request's I18nProvider (app/routes/home.tsx).
import { Trans, useLingui } from "@lingui/react/macro";
import type {
  about as aboutContent,
  hero as heroContent,
  whyChooseUs as whyContent,
} from "../../../common/content/company";
import type { Service } from "../../../common/content/services";
import { buttonClass } from "~/components/ui/button";
import { translateText, useLocalizedPath } from "../../../common/i18n";
import { site } from "~/site.config";
import { CountUp } from "./count-up";
import { CheckList, Container, Eyebrow, Icon, IconBadge, SectionHeading } from "./ui";

export function HomeHero({ content }: { content: typeof heroContent }) {
  const { i18n, t } = useLingui();
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-navy-900 text-white"
    >
      <div aria-hidden="true" className="hero-grid absolute inset-0" />
      <Container className="relative grid items-center gap-10 pb-14 pt-14 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:pb-20 lg:pt-24">
        <div>
          <Eyebrow light>{i18n._(content.eyebrow)}</Eyebrow>
          <h1
            id="home-title"
            className="mt-3 text-balance text-4xl font-bold leading-tight tracking-tight sm:text-5xl lg:text-6xl"
          >
            {i18n._(content.title)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100 sm:text-xl">
            {i18n._(content.lead)}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="#services" className={buttonClass("primary", "lg")}>
              {t`Explore Services`}
              <Icon name="arrow-right" size={20} />
            </a>
            <a href="#contact" className={buttonClass("outline-light", "lg")}>
              {t`Contact Us`}
            </a>
          </div>
        </div>
        <img
          src="/images/hero-network.svg"
          width={560}
          height={440}
          alt=""
          loading="lazy"
          className="hidden h-auto w-full max-w-[560px] justify-self-end lg:block"
        />
      </Container>
      <Container className="relative pb-14 sm:pb-20">
        <dl className="grid grid-cols-3 gap-px overflow-hidden rounded-2xl border border-white/10 bg-white/10">
          {content.counters.map((counter) => (
            <div
              key={counter.label.id}
              className="flex flex-col-reverse justify-end bg-navy-900 px-3 py-5 sm:px-6 sm:py-8"
            >
              <dt className="mt-1 text-sm leading-snug text-navy-100 sm:text-base">
                {i18n._(counter.label)}
              </dt>
              <dd className="text-2xl font-bold text-white min-[400px]:text-3xl sm:text-5xl">
                <CountUp
                  end={counter.end}
                  prefix={counter.prefix}
                  suffix={counter.suffix}
                  durationMs={1500}
                />
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

/** The left column of the home page's contact section. */
export function ContactIntro() {
  const { t } = useLingui();
  const hours = translateText(site.supportHours);
  return (
    <div>
      <SectionHeading
        id="contact-title"
        eyebrow={t`Contact`}
        title={t`Tell us what you need`}
        lead={t`Staff for a new NOC, a crew for a tower roll-out, or a quote for fibre and racks: write to us and the right person will reply within one business day.`}
      />
      <ul className="mt-8 space-y-5 text-ink">
        <li className="flex gap-3">
          <Icon name="pin" className="mt-0.5 text-navy-700" />
          <span>
            {site.address.street}, {site.address.city}, {site.address.state} {site.address.postalCode}
          </span>
        </li>
        <li className="flex items-center gap-3">
          <Icon name="phone" className="text-navy-700" />
          <a
            href={`tel:${site.phone.replace(/\s/g, "")}`}
            className="inline-flex min-h-11 items-center font-medium hover:text-accent-700 hover:underline"
          >
            {site.phone}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Icon name="mail" className="text-navy-700" />
          <a
            href={`mailto:${site.emails.contact}`}
            className="inline-flex min-h-11 items-center font-medium break-all hover:text-accent-700 hover:underline"
          >
            {site.emails.contact}
          </a>
        </li>
        <li className="flex gap-3">
          <Icon name="clock" className="mt-0.5 text-navy-700" />
          <span>{t`${hours} IST`}</span>
        </li>
      </ul>
    </div>
  );
}

export function AboutSection({
  content,
  showMore = true,
}: {
  content: typeof aboutContent;
  showMore?: boolean;
}) {
  const { i18n, t } = useLingui();
  const to = useLocalizedPath();
  return (
    <section id="about" aria-labelledby="about-title" className="bg-surface py-16 sm:py-24">
      <Container>
        <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
          <div>
            <SectionHeading
              id="about-title"
              eyebrow={i18n._(content.eyebrow)}
              title={i18n._(content.title)}
            />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted">
              {content.intro.map((paragraph) => (
                <p key={paragraph.id}>{i18n._(paragraph)}</p>
              ))}
            </div>
            {showMore ? (
              <a href={to("/about")} className={buttonClass("secondary", "lg", "mt-8")}>
                {t`Learn More About Us`}
                <Icon name="arrow-right" size={20} />
              </a>
            ) : null}
          </div>
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-stone-200 bg-stone-200">
            {content.facts.map((fact) => (
              <div key={fact.label.id} className="flex flex-col-reverse bg-white px-4 py-8 text-center">
                <dt className="mt-1 text-sm font-medium uppercase tracking-wide text-ink-muted">
                  {i18n._(fact.label)}
                </dt>
                <dd className="text-4xl font-bold text-navy-900 sm:text-5xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {[
            { ...content.mission, icon: "target" },
            { ...content.vision, icon: "eye" },
          ].map((item) => (
            <div
              key={item.title.id}
              className="flex gap-5 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8"
            >
              <IconBadge name={item.icon} />
              <div>
                <h3 className="text-xl font-semibold text-navy-900">{i18n._(item.title)}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{i18n._(item.text)}</p>
              </div>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}

export function ServicesSection({ services }: { services: Service[] }) {
  const { i18n, t } = useLingui();
  const to = useLocalizedPath();
  return (
    <section id="services" aria-labelledby="services-title" className="bg-white py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="services-title"
          eyebrow={t`What We Do`}
          title={t`Services for networks that cannot go down`}
          lead={t`Six practices, one team: we plan, build, run and staff the networks that India's operators and enterprises depend on.`}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.slug}
              className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <IconBadge name={service.icon} />
              <h3 className="mt-5 text-xl font-semibold text-navy-900">{i18n._(service.title)}</h3>
              <p className="mt-2 text-ink-muted">{i18n._(service.summary)}</p>
              <CheckList items={service.bullets} className="mt-5 flex-1 text-[15px]" />
              <a
                href={to(`/services#${service.slug}`)}
                className="mt-6 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-navy-700 hover:text-accent-700 hover:underline"
              >
                <ServiceMoreLabel title={i18n._(service.title)} />
                <Icon name="arrow-right" size={18} />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** "Learn more", with the service's name for screen readers. */
function ServiceMoreLabel({ title }: { title: string }) {
  return (
    <Trans>
      Learn more<span className="sr-only"> about {title}</span>
    </Trans>
  );
}

export function WhyChooseUsSection({ content }: { content: typeof whyContent }) {
  const { i18n } = useLingui();
  return (
    <section id="why-choose-us" aria-labelledby="why-title" className="bg-navy-900 py-16 text-white sm:py-24">
      <Container>
        <SectionHeading
          id="why-title"
          eyebrow={i18n._(content.eyebrow)}
          title={i18n._(content.title)}
          lead={i18n._(content.lead)}
          light
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {content.cards.map((card) => (
            <li
              key={card.title.id}
              className="flex flex-col rounded-2xl border border-white/10 bg-navy-800 p-6 sm:p-8"
            >
              <div className="flex items-center gap-3">
                <IconBadge name={card.icon} tone="dark" />
                <h3 className="text-xl font-semibold">{i18n._(card.title)}</h3>
              </div>
              <p className="mt-6">
                <span className="block text-4xl font-bold text-white">{i18n._(card.value)}</span>
                <span className="text-sm font-medium uppercase tracking-wide text-navy-100">
                  {i18n._(card.valueLabel)}
                </span>
              </p>
              <p className="mt-4 text-navy-100">{i18n._(card.text)}</p>
              <CheckList items={card.points} className="mt-5 text-[15px] text-white" light />
            </li>
          ))}
        </ul>
        <div className="mt-16 border-t border-white/10 pt-12">
          <h3 className="text-2xl font-semibold">{i18n._(content.recognition.title)}</h3>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {content.recognition.items.map((item) => (
              <li key={item.title.id} className="flex gap-4">
                <Icon name={item.icon} size={28} className="mt-0.5 text-accent-500" />
                <div>
                  <p className="font-semibold">{i18n._(item.title)}</p>
                  <p className="mt-1 text-sm leading-relaxed text-navy-100">{i18n._(item.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
