import { verifyEmail } from "../../server/domain/accounts";
import { languageCookie } from "../../server/http/locale";
import { openToAll } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/verify-email";

// Open to all: the link is its own proof, signed in or not.
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async (ctx) => {
    const token = args.url.searchParams.get("token") ?? "";
    // A first use of the link signs its owner in (the session cookie is in these headers).
    const verified = await verifyEmail(ctx, token);
    const headers = verified?.headers ?? null;
    // The account's language comes to this browser too (a mail app's, often).
    if (headers && verified?.language) {
      headers.append("Set-Cookie", languageCookie(verified.language, args.context));
    }
    const signedIn = ctx.actor !== null || (headers?.get("set-cookie") ?? "").includes("session_token");
    return redirectWithToast(
      args.context,
      signedIn ? "/profile" : "/auth",
      headers
        ? {
            title: /*i18n*/ "Email verified",
            description: /*i18n*/ "Thank you for confirming your email address.",
          }
        : {
            title: /*i18n*/ "Verification failed",
            description: /*i18n*/ "This verification link is invalid or has expired.",
            variant: "destructive",
          },
      { headers: headers ?? undefined },
    );
  });
