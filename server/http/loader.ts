// The one way a loader answers a failure (in the spirit of Shelf.nu's
// makeShelfError): a DomainError's kind decides the page the user sees, so no
// route compares an error's kind or text by hand.
import { redirect } from "react-router";
import { translateText } from "../../common/i18n";
import { httpStatusOf, isDomainError, type DomainError } from "../domain/errors";
import { accessDeniedPage, signInHref, type Guard, type GuardArgs } from "./guards";
import { redirectWithToast } from "./toast";
import type { DomainContext } from "../domain/context";

export interface PageFailureOptions {
  /** Where a candidate without the profile this needs is sent (SPEC §2: /my-applications sends to /register). */
  profileRequired?: string;
}

/**
 * The answer for a loader's failure, to throw (or, from a resource route, to
 * return): not signed in → the sign-in page and back; not allowed → the
 * 'Access Denied' page; no profile → the profile, with the refusal as a
 * toast; anything else the domain refused → the error page with its title and
 * message, at its status (404 for what is absent or not this actor's).
 * Anything that is not a DomainError (the database unreachable included) is
 * rethrown, for the error page and the log.
 */
export async function pageFailure(
  error: unknown,
  args: GuardArgs,
  options: PageFailureOptions = {},
): Promise<Response> {
  if (!isDomainError(error)) throw error;
  switch (error.kind) {
    case "unauthenticated":
      return redirect(signInHref(args.url));
    case "forbidden":
      return accessDeniedPage(true, args.url);
    case "profile_required":
      return redirectWithToast(args.context, options.profileRequired ?? "/profile", toastOf(error));
    default:
      return Response.json(
        { title: translateText(error.title), message: translateText(error.text, error.values) },
        { status: httpStatusOf[error.kind], headers: { "Cache-Control": "private, no-store" } },
      );
  }
}

function toastOf(error: DomainError) {
  return { title: error.title, description: error.message, variant: "destructive" as const };
}

/**
 * A loader: its guard first, then its work, every failure answered by
 * pageFailure. `export const loader = (args: Route.LoaderArgs) => pageLoader(args, requireCandidate, (ctx) => …)`.
 */
export async function pageLoader<Ctx extends DomainContext, T>(
  args: GuardArgs,
  guard: Guard<Ctx>,
  load: (ctx: Ctx) => Promise<T> | T,
  options?: PageFailureOptions,
): Promise<T> {
  try {
    return await load(await guard(args));
  } catch (error) {
    throw await pageFailure(error, args, options);
  }
}

/**
 * For a page that shows the domain's refusal in its own body rather than as
 * an error page (a mailed link that expired): the refusal's words in the
 * page's language. Anything that is not a DomainError is rethrown.
 */
export function refusalText(error: unknown): string {
  if (!isDomainError(error)) throw error;
  return translateText(error.text, error.values);
}
