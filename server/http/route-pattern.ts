// The route a request took, as its pattern (`/hi?/jobs/:id`, `/api/v1/jobs/:id`,
// `/assets/*`), never its address: the label of /metrics and the access log
// (server/http/observe-requests.ts). An address can carry an e-mail address,
// a token or a candidate's id; a pattern is one of a few hundred known strings.
import type { Request } from "express";

/** A page route as React Router's config or build describes it. */
export interface PageRoute {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: PageRoute[];
}

/** The build's flat routes (`build.routes`, each naming its parent) as the tree `matchRoutes` reads. */
export function pageRouteTree(
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean } | undefined>,
): PageRoute[] {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): PageRoute[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index }) => ({ path, index, children: childrenOf(id) }));
  return childrenOf(undefined);
}

/** The pattern of the page route an address's path reaches, or null. */
export type PagePatternOf = (pathname: string) => string | null;

/**
 * Matches as React Router ranks its routes (the most specific first: static
 * segments over parameters over a splat), with the ranking done once:
 * `matchRoutes` ranks every route again on each call, 0.3 ms a request. And
 * an address is tried only against the routes its first segment could
 * match: running through all of them cost 10 % of a cached page's time.
 */
export function pagePatterns(tree: PageRoute[]): PagePatternOf {
  const branches: { pattern: string; score: number; regex: RegExp; first: string | null }[] = [];
  const visit = (routes: PageRoute[], parentSegments: string[]) => {
    for (const route of routes) {
      const segments = [...parentSegments, ...(route.path ?? "").split("/").filter(Boolean)];
      // Children first, as React Router flattens them: at equal rank a child wins.
      if (route.children) visit(route.children, segments);
      const pattern = `/${segments.join("/")}`;
      for (const variant of withoutOptionals(segments))
        branches.push({
          pattern,
          score: score(variant, route.index),
          regex: compile(variant, route.caseSensitive),
          first: firstSegmentOf(variant),
        });
    }
  };
  visit(tree, []);
  branches.sort((a, b) => b.score - a.score); // stable: ties keep the routes' order
  // For each static first segment, its routes and those any address may match, in rank order.
  const anyFirst = branches.filter((branch) => branch.first === null);
  const byFirst = new Map<string, typeof branches>();
  for (const { first } of branches)
    if (first !== null && !byFirst.has(first))
      byFirst.set(
        first,
        branches.filter((branch) => branch.first === first || branch.first === null),
      );
  return (pathname) => {
    const end = pathname.indexOf("/", 1);
    const first = pathname.slice(1, end < 0 ? undefined : end).toLowerCase();
    const candidates = byFirst.get(first) ?? anyFirst;
    return candidates.find((branch) => branch.regex.test(pathname))?.pattern ?? null;
  };
}

/** The first segment, lowercased, when it is written out; null when a parameter or splat takes any. */
function firstSegmentOf(segments: string[]): string | null {
  const first = segments[0];
  if (first === undefined) return "";
  return first === "*" || first.startsWith(":") ? null : first.toLowerCase();
}

/** `hi?/jobs` is `/jobs` and `/hi/jobs`. */
function withoutOptionals(segments: string[]): string[][] {
  const at = segments.findIndex((segment) => segment.endsWith("?"));
  if (at < 0) return [segments];
  const before = segments.slice(0, at);
  return withoutOptionals(segments.slice(at + 1)).flatMap((rest) => [
    [...before, segments[at]!.slice(0, -1), ...rest],
    [...before, ...rest],
  ]);
}

// React Router's ranking (computeScore): a segment's worth, a splat's penalty, an index's bonus.
function score(segments: string[], index: boolean | undefined): number {
  let total = segments.length + 1 + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) if (segment !== "*") total += segment.startsWith(":") ? 3 : 10;
  return total;
}

function compile(segments: string[], caseSensitive: boolean | undefined): RegExp {
  const body = segments
    .map((segment) =>
      segment === "*"
        ? "(?:/.*)?"
        : segment.startsWith(":")
          ? "/[^/]+"
          : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
    )
    .join("");
  return new RegExp(`^${body || "/"}/?$`, caseSensitive ? "" : "i");
}

/** Methods a label may carry; anything else a client invents is "OTHER". */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export const methodLabel = (method: string) => (METHODS.has(method) ? method : "OTHER");

/** Express's routes for everything but pages: `app.all("/{*path}")` hands those to React Router. */
const PAGE_HANDLER = "/{*path}";

/**
 * The pattern of the route that answered `req`, read once it is answered:
 * an Express route's own (probes, the API, unsubscribe), `/assets/*`, a
 * page's from React Router's routes (its `.data` request too), or
 * `(static)` for another file and `(no route)` for an address nothing serves.
 */
export function routePattern(req: Request, pagePatternOf: PagePatternOf): string {
  const pathname = req.originalUrl.split("?")[0]!;
  if (pathname.startsWith("/assets/")) return "/assets/*";
  const expressRoute = (req as { route?: { path?: unknown } }).route?.path;
  if (typeof expressRoute === "string" && expressRoute !== PAGE_HANDLER)
    return `${req.baseUrl ?? ""}${expressRoute}`;
  if (pathname === "/api/v1" || pathname.startsWith("/api/v1/")) return "/api/v1/*";
  // React Router's route discovery: the browser asks which routes a link leads to.
  if (pathname === "/__manifest") return pathname;
  // React Router's data request for a page: `/jobs.data`, and `/_.data` for `/`.
  const page = pathname === "/_.data" ? "/" : pathname.replace(/\.data$/, "");
  const pattern = pagePatternOf(page);
  // The not-found page's splat also takes a file express.static answered.
  if (/\.[A-Za-z0-9]+$/.test(pathname) && (pattern === null || pattern === "/*")) return "(static)";
  return pattern ?? "(no route)";
}
