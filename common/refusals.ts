import { isRouteErrorResponse } from "react-router";

/**
 * A page a route guard (server/http/guards.ts) shows in place of the route's
 * own, for the visitors the spec answers with a page rather than a redirect.
 * The guard throws it as a JSON Response; the route's error boundary
 * (ErrorPage) draws it. `signIn` is the sign-in link that comes back here.
 */
export type Refusal =
  /** SPEC §2 /employer-dashboard: 401 for a visitor, 403 for a signed-in candidate. */
  | { refusal: "access-denied"; signedIn: boolean; signIn: string }
  /** SPEC §2 /jobs: asked of a visitor, answered 200 as the page it is. */
  | { refusal: "login-required"; signIn: string };

/** The refusal a route's error is, if it is one. */
export function refusalOf(error: unknown): Refusal | null {
  if (!isRouteErrorResponse(error)) return null;
  const data = error.data as Partial<Refusal> | null;
  if (typeof data?.signIn !== "string") return null;
  if (data.refusal === "access-denied") return { ...data, signedIn: data.signedIn === true } as Refusal;
  if (data.refusal === "login-required") return data as Refusal;
  return null;
}
