import { verifyEmail } from "../../server/domain/accounts";
import { domainContext } from "../../server/http/session";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/verify-email";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const ctx = await domainContext(request, context);
  const verified = await verifyEmail(ctx, token);
  const next = ctx.actor ? "/profile" : "/auth";
  return redirectWithToast(
    context,
    next,
    verified
      ? { title: "Email verified", description: "Thank you for confirming your email address." }
      : {
          title: "Verification failed",
          description: "This verification link is invalid or has expired.",
          variant: "destructive",
        },
  );
}
