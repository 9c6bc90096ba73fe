import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useLocalizedPath, withoutLocale } from "../../common/i18n";
import type { Role } from "../../common/schemas/roles";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { buttonClass } from "./ui/button";

/** What the header knows of the signed-in user: the role picks the menu (no name or e-mail). */
export interface HeaderUser {
  role: Role;
}

interface MenuLink {
  to: string;
  label: MessageDescriptor;
}

export const serviceLinks: MenuLink[] = [
  { to: "/services#networks", label: msg`Networks` },
  { to: "/services#managed-services", label: msg`Managed Services` },
  { to: "/services#digital-transformation", label: msg`Digital Transformation` },
  { to: "/services#ip-services", label: msg`IP Services` },
  { to: "/services#resource-management", label: msg`Resource Management` },
  { to: "/services#infra-installation", label: msg`Infra Installation` },
];

/** The menus of SPEC §2: one for visitors, one for signed-in users by role. */
export function menuFor(user: HeaderUser | null): MenuLink[] {
  if (!user) {
    return [
      { to: "/", label: msg`Home` },
      { to: "/about", label: msg`About` },
      { to: "/services", label: msg`Services` },
      { to: "/products", label: msg`Products` },
      { to: "/careers", label: msg`Careers` },
      { to: "/clients", label: msg`Clients` },
      { to: "/?section=contact", label: msg`Contact` },
    ];
  }
  // 'My Profile' is a candidate's: an employer or admin has no candidate
  // profile, so their menu starts at their dashboard (decision 0021).
  const links: MenuLink[] = [];
  if (user.role === "admin") {
    links.push(
      { to: "/employer-dashboard", label: msg`Employer Dashboard` },
      { to: "/admin", label: msg`Admin` },
    );
  } else if (user.role === "employer") {
    links.push({ to: "/employer-dashboard", label: msg`Employer Dashboard` });
  } else {
    links.push(
      { to: "/profile", label: msg`My Profile` },
      { to: "/my-applications", label: msg`My Applications` },
      { to: "/saved-jobs", label: msg`Saved Jobs` },
      { to: "/job-alerts", label: msg`Job Alerts` },
    );
  }
  links.push({ to: "/careers", label: msg`All Jobs` }, { to: "/support", label: msg`Support` });
  return links;
}

/** A link is current when its path matches and, if it has one, its query too (Home is not Contact). */
function useIsCurrent() {
  const location = useLocation();
  const pathname = withoutLocale(location.pathname);
  return (to: string) => {
    const [path, query = ""] = withoutLocale(to).split("?");
    if (query) return pathname === path && location.search === `?${query}`;
    if (path === "/") return pathname === "/" && !location.search.includes("section=");
    return pathname === path || pathname.startsWith(`${path}/`);
  };
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "rounded-md px-3 py-2 text-[15px] font-medium transition-colors",
    isActive ? "text-accent-700" : "text-navy-900 hover:bg-navy-50 hover:text-navy-700",
  );

function SignOutButton({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <Form method="post" action="/sign-out" className={className}>
      <button type="submit" className={buttonClass("ghost", "md", "w-full")}>
        {t`Sign Out`}
      </button>
    </Form>
  );
}

/** Sign Out, or Register and Sign In: beside the menu on a wide screen, under it on a phone. */
function AccountActions({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  if (signedIn) return <SignOutButton />;
  return (
    <>
      <Link to="/register" className={buttonClass("ghost")}>
        {t`Register`}
      </Link>
      <Link to="/auth" className={buttonClass("primary")}>
        {t`Sign In`}
      </Link>
    </>
  );
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { t, i18n } = useLingui();
  const to = useLocalizedPath();
  // Each link in the page's language: a public page's address, and its name.
  const links = menuFor(user).map((link) => ({ to: to(link.to), label: i18n._(link.label) }));
  const services = serviceLinks.map((link) => ({ to: to(link.to), label: i18n._(link.label) }));
  const location = useLocation();
  const isCurrent = useIsCurrent();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  // The mobile menu is a <details> (it works before JavaScript loads); close it
  // after navigating. Not when React first takes the page over: a menu tapped
  // open before the page's JavaScript arrived stays open.
  const shownFor = useRef(location.pathname + location.search);
  useEffect(() => {
    const address = location.pathname + location.search;
    if (address === shownFor.current) return;
    shownFor.current = address;
    if (mobileMenu.current) mobileMenu.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-4 px-4">
        <Link to={to("/")} className="flex min-h-11 shrink-0 items-center rounded-md">
          <Logo />
        </Link>

        <nav aria-label={t`Main`} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) =>
              withoutLocale(link.to) === "/services" ? (
                <li key={link.to} className="hover-menu relative">
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                    <span aria-hidden="true" className="ml-1 text-xs">
                      ▾
                    </span>
                  </NavLink>
                  <ul className="hover-menu-panel absolute left-0 top-full z-50 mt-1 w-64 rounded-lg border border-stone-200 bg-white p-2 shadow-lg">
                    {services.map((service) => (
                      <li key={service.to}>
                        <Link
                          to={service.to}
                          className="block rounded-md px-3 py-2 text-sm text-navy-900 hover:bg-navy-50"
                        >
                          {service.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={linkClass({ isActive: isCurrent(link.to) })}
                    aria-current={isCurrent(link.to) ? "page" : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch />
          <AccountActions signedIn={!!user} />
        </div>

        <div className="flex items-center gap-2 lg:hidden">
          <LanguageSwitch />
          <details ref={mobileMenu} className="group">
            <summary
              className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-lg border border-stone-300 px-3 text-navy-900 [&::-webkit-details-marker]:hidden"
              aria-label={t`Menu`}
            >
              <svg
                width="22"
                height="22"
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="group-open:hidden"
              >
                <path
                  d="M3 6h18M3 12h18M3 18h18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <svg
                width="22"
                height="22"
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="hidden group-open:block"
              >
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </summary>
            <nav
              aria-label={t`Mobile`}
              className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-stone-200 bg-white px-4 pb-6 pt-2 shadow-lg"
            >
              <ul className="flex flex-col">
                {links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={isCurrent(link.to) ? "page" : undefined}
                      className={clsx(
                        "block rounded-md px-3 py-3 text-base font-medium",
                        isCurrent(link.to) ? "text-accent-700" : "text-navy-900 hover:bg-navy-50",
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="mt-4 flex flex-col gap-2">
                <AccountActions signedIn={!!user} />
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
