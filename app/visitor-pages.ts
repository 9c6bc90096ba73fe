// Which pages React hydrates in the browser (issue #21, decision 0025).
//
// A visitor who is not signed in arrives on a public page from a search
// engine or a shared link, often on a cheap phone over a weak network. Those
// pages need nothing of React in the browser: their menus, tabs and forms are
// HTML and CSS, and what moves is the few lines of
// app/components/visitor-script.ts. So a public route declares
// `export const handle = visitorPage`, and for a visitor the page is sent
// without React Router's scripts and without its data. Signed in, every page
// hydrates as before (their header, Quick Apply dialog and toasts are React's).
import type { EntryContext } from "react-router";

export interface PageHandle {
  /** "signed-in": React hydrates this page only for a signed-in user. */
  hydrate?: "signed-in";
}

/** The handle of a public page that a visitor gets without framework JavaScript. */
export const visitorPage: PageHandle = { hydrate: "signed-in" };

function isVisitorPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).hydrate === "signed-in";
}

/**
 * Whether the page being rendered loads React in the browser: unless one of
 * its routes is a visitor page and nobody is signed in (the root loader found
 * no user).
 */
export function pageHydrates(context: EntryContext): boolean {
  const { matches, loaderData } = context.staticHandlerContext;
  const root = loaderData.root as { user?: unknown } | undefined;
  if (root?.user) return true;
  return !matches.some((match) => isVisitorPage(context.routeModules[match.route.id]?.handle));
}
