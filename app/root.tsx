import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { useNonce, useRequestId } from "./components/request-info";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader, type HeaderUser } from "./components/site-header";
import { Toaster } from "./components/toaster";
import { buttonClass } from "./components/ui/button";
import { getActor } from "../server/http/session";
import { takeToast } from "../server/http/toast";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await getActor(request, context);
  const { toast, headers } = await takeToast(request, context);
  const user: HeaderUser | null = actor ? { role: actor.role } : null;
  return data({ user, toast, publicUrl: context.services.config.publicUrl }, { headers });
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-surface font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Skip to content
        </a>
        <SiteHeader user={rootData?.user ?? null} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <Toaster initial={rootData?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const requestId = useRequestId();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A request refused for what it sent (a 4xx thrown with a message, such as
  // an unreadable form) says so; anything else stays generic.
  const refusal =
    isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && typeof error.data === "string"
      ? error.data
      : null;
  // Never show a stack trace: a short reference lets support find the log line.
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-navy-800">{notFound ? "404" : "Sorry"}</p>
      <h1 className="mt-4 text-2xl font-semibold">
        {notFound ? "Oops! Page not found" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-ink-muted">
        {notFound
          ? "The page you are looking for does not exist or has moved."
          : (refusal ?? "We could not complete that request. Please try again in a moment.")}
      </p>
      {!notFound ? (
        // The id exists only in the server's HTML; hydration keeps that text.
        <p className="mt-2 text-sm text-ink-muted" suppressHydrationWarning>
          {requestId ? `Reference: ${requestId}` : null}
        </p>
      ) : null}
      <a href="/" className={buttonClass("primary", "md", "mt-8")}>
        Return to Home
      </a>
    </section>
  );
}
