import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { useLingui } from "@lingui/react/macro";
import "./app.css";
import { ErrorPage } from "./components/error-page";
import { useCataloguePreloads, useHydrates, useNonce, useVisitorScript } from "./components/request-info";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader, type HeaderUser } from "./components/site-header";
import { Toaster } from "./components/toaster";
import { loadCatalogues } from "./catalogues";
import { browserI18n, cataloguesFor, currentLocale, translateText } from "../common/i18n";
import { openToAll } from "../server/http/guards";
import { pageLoader } from "../server/http/loader";
import { takeToast } from "../server/http/toast";
import { requestOf } from "../server/http/load-context";

// Every page has the header, which shows who is signed in: open to all.
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async ({ actor }) => {
    const { request, context } = args;
    const taken = await takeToast(request, context);
    const { headers } = taken;
    // In the page's language here, on the server, which holds every catalogue
    // (the browser has only this page's areas, and the toast may come from another's).
    const toast = taken.toast && {
      ...taken.toast,
      title: translateText(taken.toast.title),
      description: taken.toast.description && translateText(taken.toast.description),
    };
    const user: HeaderUser | null = actor ? { role: actor.role } : null;
    return data({ user, toast, publicUrl: requestOf(context).services.config.publicUrl }, { headers });
  });

/**
 * Before a navigation in the browser, the catalogues of the page it goes to
 * (an employer's dashboard has words a candidate's page has not loaded).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    const locale = currentLocale();
    await loadCatalogues(browserI18n, locale, cataloguesFor(locale, new URL(request.url).pathname));
  },
];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const hydrate = useHydrates();
  const visitorScript = useVisitorScript();
  const catalogues = useCataloguePreloads();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { t, i18n } = useLingui();
  return (
    <html lang={i18n.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
        {catalogues.map((href) => (
          <link key={href} rel="modulepreload" href={href} data-catalogue="" />
        ))}
      </head>
      <body className="flex min-h-screen flex-col bg-surface font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          {t`Skip to content`}
        </a>
        <SiteHeader user={rootData?.user ?? null} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <Toaster initial={rootData?.toast ?? null} />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // A visitor's public page: a few lines instead of React (app/visitor-pages.ts).
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: visitorScript }} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
