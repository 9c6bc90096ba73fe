import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link } from "react-router";
import { CheckList, Container, CtaBand, Eyebrow, IconBadge, PageHero } from "~/components/marketing/ui";
import { buttonClass } from "~/components/ui/button";
import { services } from "../../common/content/services";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { originFrom, pageMeta } from "~/seo";
import type { Route } from "./+types/services";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = currentI18n();
  return pageMeta({
    title: i18n._(msg`Services`),
    description: i18n._(
      msg`Networks, managed NOC services, digital transformation, IP services, resource management and telecom infrastructure installation across India.`,
    ),
    path: "/services",
    origin: originFrom(matches),
  });
};

export function loader() {
  return { services };
}

export function shouldRevalidate() {
  return false;
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;
  const { t, i18n } = useLingui();
  const to = useLocalizedPath();
  const total = services.length;
  return (
    <>
      <PageHero
        eyebrow={t`Our Services`}
        title={t`Plan, build, run and staff your network`}
        lead={t`Six practices that work on their own or together, delivered by engineers and crews we recruit, train and manage ourselves.`}
      >
        <Link to={to("/?section=contact")} className={buttonClass("primary", "lg")}>
          {t`Request a Quote`}
        </Link>
      </PageHero>

      <nav aria-label={t`Services on this page`} className="border-b border-stone-200 bg-white">
        <Container>
          <ul className="flex gap-2 overflow-x-auto py-3 text-sm font-medium">
            {services.map((service) => (
              <li key={service.slug} className="shrink-0">
                <a
                  href={`#${service.slug}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-stone-200 px-4 text-navy-800 hover:border-navy-200 hover:bg-navy-50"
                >
                  {i18n._(service.title)}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </nav>

      {services.map((service, index) => {
        const title = i18n._(service.title);
        const number = index + 1;
        return (
          <section
            key={service.slug}
            id={service.slug}
            aria-labelledby={`${service.slug}-title`}
            className={clsx("py-16 sm:py-20", index % 2 === 0 ? "bg-surface" : "bg-white")}
          >
            <Container className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
              <div>
                <div className="flex items-center gap-4">
                  <IconBadge name={service.icon} />
                  <Eyebrow>{t`Service ${number} of ${total}`}</Eyebrow>
                </div>
                <h2
                  id={`${service.slug}-title`}
                  className="mt-4 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
                >
                  {title}
                </h2>
                <p className="mt-4 text-xl leading-relaxed text-ink">{i18n._(service.summary)}</p>
                <div className="mt-4 space-y-4 leading-relaxed text-ink-muted">
                  {service.detail.map((paragraph) => (
                    <p key={paragraph.id}>{i18n._(paragraph)}</p>
                  ))}
                </div>
                <Link to={to("/?section=contact")} className={buttonClass("primary", "md", "mt-8")}>
                  <Trans>
                    Request a Quote
                    <span className="sr-only"> for {title}</span>
                  </Trans>
                </Link>
              </div>
              <div className="self-start rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
                <h3 className="text-lg font-semibold text-navy-900">{t`Key Features`}</h3>
                <CheckList items={service.keyFeatures} className="mt-4" />
              </div>
            </Container>
          </section>
        );
      })}

      <CtaBand
        title={t`Not sure which service you need?`}
        text={t`Tell us about your project. A specialist will call you back within one business day with a plan and an estimate.`}
        primary={{ to: to("/?section=contact"), label: t`Get in Touch` }}
        secondary={{ to: to("/products"), label: t`See Our Products` }}
        background={services.length % 2 === 0 ? "white" : "surface"}
      />
    </>
  );
}
