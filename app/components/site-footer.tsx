import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { translateText, useLocalizedPath } from "../../common/i18n";
import { site } from "~/site.config";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

const quickLinks = [
  { to: "/", label: msg`Home` },
  { to: "/about", label: msg`About Us` },
  { to: "/services", label: msg`Services` },
  { to: "/careers", label: msg`Careers` },
  { to: "/jobs", label: msg`Browse Jobs` },
  { to: "/support", label: msg`Support` },
];

const policyLinks = [
  { to: "/privacy", label: msg`Privacy Policy` },
  { to: "/terms", label: msg`Terms of Service` },
  { to: "/cookies", label: msg`Cookie Policy` },
];

export function SiteFooter() {
  const { t, i18n } = useLingui();
  const to = useLocalizedPath();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-900 text-navy-100">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo light className="h-9 w-auto" />
          <p className="text-sm leading-relaxed">{translateText(site.description)}</p>
        </div>
        <nav aria-label={t`Quick links`}>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{t`Quick Links`}</h2>
          <ul className="space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)} className="hover:text-white hover:underline">
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{t`Contact`}</h2>
          <address className="space-y-2 text-sm not-italic">
            <p>
              {site.address.street}, {site.address.city}, {site.address.state} {site.address.postalCode}
            </p>
            <p>
              <a href={`tel:${site.phone.replace(/\s/g, "")}`} className="hover:text-white hover:underline">
                {site.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.emails.contact}`} className="hover:text-white hover:underline">
                {site.emails.contact}
              </a>
            </p>
            <p>
              {t`Careers:`}{" "}
              <a href={`mailto:${site.emails.hr}`} className="hover:text-white hover:underline">
                {site.emails.hr}
              </a>
            </p>
          </address>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{t`Follow Us`}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <a
                href={site.social.linkedin}
                rel="noopener noreferrer"
                className="hover:text-white hover:underline"
              >
                LinkedIn
              </a>
            </li>
            <li>
              <a
                href={site.social.twitter}
                rel="noopener noreferrer"
                className="hover:text-white hover:underline"
              >
                X (Twitter)
              </a>
            </li>
            <li>
              <a
                href={site.social.facebook}
                rel="noopener noreferrer"
                className="hover:text-white hover:underline"
              >
                Facebook
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.legalName} {t`All rights reserved.`}
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <ul className="flex flex-wrap gap-4">
              {policyLinks.map((link) => (
                <li key={link.to}>
                  <Link to={to(link.to)} className="hover:text-white hover:underline">
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
            <LanguageSwitch tone="dark" labelled className="-mx-3" />
          </div>
        </div>
      </div>
    </footer>
  );
}
