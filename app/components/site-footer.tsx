import { Link } from "react-router";
import { site } from "~/site.config";
import { Logo } from "./logo";

const quickLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Services" },
  { to: "/careers", label: "Careers" },
  { to: "/jobs", label: "Browse Jobs" },
  { to: "/support", label: "Support" },
];

const policyLinks = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/cookies", label: "Cookie Policy" },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-900 text-navy-100">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo light className="h-9 w-auto" />
          <p className="text-sm leading-relaxed">{site.description}</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">Quick Links</h2>
          <ul className="space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
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
              Careers:{" "}
              <a href={`mailto:${site.emails.hr}`} className="hover:text-white hover:underline">
                {site.emails.hr}
              </a>
            </p>
          </address>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">Follow Us</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={site.social.linkedin} rel="noopener noreferrer" className="hover:text-white hover:underline">
                LinkedIn
              </a>
            </li>
            <li>
              <a href={site.social.twitter} rel="noopener noreferrer" className="hover:text-white hover:underline">
                X (Twitter)
              </a>
            </li>
            <li>
              <a href={site.social.facebook} rel="noopener noreferrer" className="hover:text-white hover:underline">
                Facebook
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.legalName} All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-4">
            {policyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
