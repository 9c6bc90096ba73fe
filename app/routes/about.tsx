import { Link } from "react-router";
import { AboutSection } from "~/components/marketing/sections";
import { CtaBand, Container, IconBadge, PageHero, SectionHeading } from "~/components/marketing/ui";
import { buttonClass } from "~/components/ui/button";
import { about, aboutPage } from "~/content/company";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/about";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "About Us",
    description: `${site.name}: a technology and manpower-staffing firm founded in Noida in ${site.established}, working for telecom operators, integrators and enterprises in 10+ states.`,
    path: "/about",
    origin: originFrom(matches),
  });

export function loader() {
  return { about, aboutPage };
}

export function shouldRevalidate() {
  return false;
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about, aboutPage } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title={`About ${site.name}`}
        lead="A technology and manpower partner for the companies that build and run India's networks."
      >
        <Link to="/?section=contact" className={buttonClass("primary", "lg")}>
          Get in Touch
        </Link>
        <Link to="/services" className={buttonClass("outline-light", "lg")}>
          Our Services
        </Link>
      </PageHero>

      <AboutSection content={about} showMore={false} />

      <section aria-labelledby="values-title" className="bg-white py-16 sm:py-24">
        <Container>
          <SectionHeading id="values-title" eyebrow="How We Work" title="What you can expect from us" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {aboutPage.values.map((value) => (
              <li key={value.title} className="rounded-2xl border border-stone-200 p-6">
                <IconBadge name={value.icon} />
                <h3 className="mt-5 text-lg font-semibold text-navy-900">{value.title}</h3>
                <p className="mt-2 text-ink-muted">{value.text}</p>
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
              eyebrow="Our Journey"
              title="From one NOC team to ten states"
              lead="We have grown one client and one site at a time, by doing what we said we would."
            />
            <img
              src="/images/noc.svg"
              width={480}
              height={320}
              loading="lazy"
              alt="Line drawing of a network operations centre: an engineer at a desk watching wall screens of network maps and alarms"
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
                <p className="mt-1 text-lg text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <CtaBand
        title="Build your career with us"
        text="We hire NOC engineers, field technicians, network and cloud engineers and project coordinators across India."
        primary={{ to: "/careers", label: "View Careers" }}
        secondary={{ to: "/?section=contact", label: "Send Your Resume" }}
      />
    </>
  );
}
