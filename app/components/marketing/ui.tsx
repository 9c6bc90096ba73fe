// Building blocks of the marketing pages: the 1200 px container, section
// headings, icons (ui/icon.tsx), check lists, page heroes and the
// call-to-action band. Server-rendered and tiny on purpose.
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useLocalizedPath } from "../../../common/i18n";

export { Icon };

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={clsx("mx-auto w-full max-w-[1200px] px-4", className)}>{children}</div>;
}

/** An icon in a soft square, the marker of cards. */
export function IconBadge({ name, tone = "light" }: { name: string; tone?: "light" | "dark" }) {
  return (
    <span
      className={clsx(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-xl",
        tone === "light" ? "bg-navy-50 text-navy-700" : "bg-white/10 text-accent-500",
      )}
    >
      <Icon name={name} size={26} />
    </span>
  );
}

export function Eyebrow({ children, light }: { children: ReactNode; light?: boolean }) {
  return (
    <p
      className={clsx(
        "text-sm font-semibold uppercase tracking-wider",
        light ? "text-accent-500" : "text-accent-700",
      )}
    >
      {children}
    </p>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  center,
  light,
  as: Heading = "h2",
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  id?: string;
  center?: boolean;
  light?: boolean;
  as?: "h1" | "h2";
}) {
  return (
    <div className={clsx("max-w-3xl", center && "mx-auto text-center")}>
      {eyebrow ? <Eyebrow light={light}>{eyebrow}</Eyebrow> : null}
      <Heading
        id={id}
        className={clsx(
          "mt-2 text-balance font-bold tracking-tight",
          Heading === "h1" ? "text-3xl sm:text-5xl" : "text-3xl sm:text-4xl",
          light ? "text-white" : "text-navy-900",
        )}
      >
        {title}
      </Heading>
      {lead ? (
        <p className={clsx("mt-4 text-lg leading-relaxed", light ? "text-navy-100" : "text-ink-muted")}>
          {lead}
        </p>
      ) : null}
    </div>
  );
}

/** A list with check marks; `msg` descriptors (common/content/*) are shown in the page's language. */
export function CheckList({
  items,
  className,
  light,
}: {
  items: (string | MessageDescriptor)[];
  className?: string;
  light?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <ul className={clsx("space-y-2", className)}>
      {items
        .map((entry) => (typeof entry === "string" ? entry : i18n._(entry)))
        .map((item) => (
          <li key={item} className="flex gap-2">
            <Icon
              name="check"
              size={20}
              className={clsx("mt-0.5", light ? "text-accent-500" : "text-accent-700")}
            />
            <span>{item}</span>
          </li>
        ))}
    </ul>
  );
}

/** The navy band at the top of every inner page, holding its h1. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className="hero-grid absolute inset-0" />
      <Container className="relative py-14 sm:py-20">
        <SectionHeading as="h1" eyebrow={eyebrow} title={title} lead={lead} light />
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </Container>
    </section>
  );
}

interface CtaLink {
  to: string;
  label: string;
  /** Words for screen readers and crawlers after a short label ("Learn More" about what). */
  hiddenLabel?: string;
}

/**
 * A closing call to action: a navy card that continues the section before it
 * (give it that section's background), so the two share one gap. Its links
 * keep the page's language (`/about` is `/hi/about` on a Hindi page).
 */
export function CtaBand({
  title,
  text,
  primary,
  secondary,
  background = "surface",
}: {
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
  background?: "surface" | "white";
}) {
  const to = useLocalizedPath();
  return (
    <section className={clsx("pb-16 sm:pb-24", background === "white" ? "bg-white" : "bg-surface")}>
      <Container>
        <div className="relative overflow-hidden rounded-2xl bg-navy-800 px-6 py-10 text-white sm:px-12 sm:py-12">
          <div aria-hidden="true" className="hero-grid absolute inset-0 opacity-60" />
          <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
              <p className="mt-2 text-navy-100">{text}</p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <Link to={to(primary.to)} className={buttonClass("primary", "lg")}>
                {primary.label}
              </Link>
              {secondary ? (
                <Link to={to(secondary.to)} className={buttonClass("outline-light", "lg")}>
                  {secondary.label}
                  {secondary.hiddenLabel ? <span className="sr-only"> {secondary.hiddenLabel}</span> : null}
                </Link>
              ) : null}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
