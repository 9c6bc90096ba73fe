import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Container } from "./ui";

/** A policy page: a plain heading band and readable, narrow text. */
export function LegalPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <section className="border-b border-stone-200 bg-white">
        <Container className="py-12 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-ink-muted">{t`Last updated: ${updated}`}</p>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-muted">{intro}</p>
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        <div className="legal-text max-w-3xl">{children}</div>
      </Container>
    </>
  );
}
