import { I18nProvider } from "@lingui/react";
import { useEffect } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useActionData, useLocation } from "react-router";
import { ContactSection, type ContactResult } from "~/components/marketing/contact-section";
import { useCountUps } from "~/components/marketing/count-up";
import {
  AboutSection,
  ContactIntro,
  HomeHero,
  ServicesSection,
  WhyChooseUsSection,
} from "~/components/marketing/sections";
import { StaticHtml } from "~/components/marketing/static-html";
import { about, hero, whyChooseUs } from "../../common/content/company";
import { services } from "../../common/content/services";
import { currentI18n, currentLocale, type Locale } from "../../common/i18n";
import { contactMessages } from "../../common/schemas/contact-fields";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import { submitContactMessage } from "../../server/domain/contact";
import { formAction } from "../../server/http/action";
import { openToAll } from "../../server/http/guards";
import type { Route } from "./+types/home";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: site.name, description: site.description, path: "/", origin: originFrom(matches) });

// Everything on this page except the contact form is static, so it is
// rendered here on the server and sent as HTML, not as component code: the
// page's JavaScript stays within its budget (docs/decisions/0005-public-site.md).
// It is the same for every visitor in a language (rendered in the request's,
// common/i18n.ts) and never changes while the page is open.
const rendered = new Map<Locale, { sections: string; contactIntro: string }>();

export function loader() {
  const locale = currentLocale();
  let html = rendered.get(locale);
  if (!html) {
    const i18n = currentI18n();
    html = {
      sections: renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <HomeHero content={hero} />
          <AboutSection content={about} />
          <ServicesSection services={services} />
          <WhyChooseUsSection content={whyChooseUs} />
        </I18nProvider>,
      ),
      contactIntro: renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <ContactIntro />
        </I18nProvider>,
      ),
    };
    rendered.set(locale, html);
  }
  return html;
}

export function shouldRevalidate() {
  return false;
}

/** SPEC §8 "Contact call fails": also what a message sent while the database is down gets (503). */
const CONTACT_FAILED = { title: contactMessages.failureTitle, description: contactMessages.failureFallback };

// Open to all: anyone may write to the firm, signed in or not.
export const action = (args: Route.ActionArgs) =>
  formAction(args, openToAll, {
    failed: CONTACT_FAILED,
    run: async (ctx, form) => {
      await submitContactMessage(ctx, form);
      return {
        ok: true,
        toast: { title: contactMessages.successTitle, description: contactMessages.successDescription },
      } satisfies ContactResult;
    },
  });

/** /?section=contact opens at the contact form (SPEC §2), smoothly when already on the page. */
function useScrollToSection() {
  const location = useLocation();
  useEffect(() => {
    if (new URLSearchParams(location.search).get("section") !== "contact") return;
    const section = document.getElementById("contact");
    if (!section) return;
    const smooth =
      location.key !== "default" && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    // Keyboard and screen-reader users continue from the form's heading.
    const heading = document.getElementById("contact-title");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus({ preventScroll: true });
  }, [location.key, location.search]);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  useScrollToSection();
  useCountUps();
  return (
    <>
      <StaticHtml html={loaderData.sections} />
      <ContactSection introHtml={loaderData.contactIntro} initialResult={actionData} />
    </>
  );
}
