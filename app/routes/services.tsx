import { clsx } from "clsx";
import { Link } from "react-router";
import { CheckList, Container, CtaBand, Eyebrow, IconBadge, PageHero } from "~/components/marketing/ui";
import { buttonClass } from "~/components/ui/button";
import { services } from "~/content/services";
import { originFrom, pageMeta } from "~/seo";
import type { Route } from "./+types/services";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Services",
    description:
      "Networks, managed NOC services, digital transformation, IP services, resource management and telecom infrastructure installation across India.",
    path: "/services",
    origin: originFrom(matches),
  });

export function loader() {
  return { services };
}

export function shouldRevalidate() {
  return false;
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Our Services"
        title="Plan, build, run and staff your network"
        lead="Six practices that work on their own or together, delivered by engineers and crews we recruit, train and manage ourselves."
      >
        <Link to="/?section=contact" className={buttonClass("primary", "lg")}>
          Request a Quote
        </Link>
      </PageHero>

      <nav aria-label="Services on this page" className="border-b border-stone-200 bg-white">
        <Container>
          <ul className="flex gap-2 overflow-x-auto py-3 text-sm font-medium">
            {services.map((service) => (
              <li key={service.slug} className="shrink-0">
                <a
                  href={`#${service.slug}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-stone-200 px-4 text-navy-800 hover:border-navy-200 hover:bg-navy-50"
                >
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </nav>

      {services.map((service, index) => (
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
                <Eyebrow>{`Service ${index + 1} of ${services.length}`}</Eyebrow>
              </div>
              <h2
                id={`${service.slug}-title`}
                className="mt-4 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
              >
                {service.title}
              </h2>
              <p className="mt-4 text-xl leading-relaxed text-ink">{service.summary}</p>
              <div className="mt-4 space-y-4 leading-relaxed text-ink-muted">
                {service.detail.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <Link to="/?section=contact" className={buttonClass("primary", "md", "mt-8")}>
                Request a Quote
                <span className="sr-only"> for {service.title}</span>
              </Link>
            </div>
            <div className="self-start rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
              <h3 className="text-lg font-semibold text-navy-900">Key Features</h3>
              <CheckList items={service.keyFeatures} className="mt-4" />
            </div>
          </Container>
        </section>
      ))}

      <CtaBand
        title="Not sure which service you need?"
        text="Tell us about your project. A specialist will call you back within one business day with a plan and an estimate."
        primary={{ to: "/?section=contact", label: "Get in Touch" }}
        secondary={{ to: "/products", label: "See Our Products" }}
        background={services.length % 2 === 0 ? "white" : "surface"}
      />
    </>
  );
}
