import { redirect } from "react-router";
import { signOut } from "../../server/domain/accounts";
import type { Route } from "./+types/sign-out";
import { requestOf } from "../../server/http/load-context";

export async function action({ request, context }: Route.ActionArgs) {
  // No session lookup first: better-auth reads the cookie itself, so signing
  // out still clears it while the database is down (the failure is only
  // logged, SPEC §8), rather than answering an error page.
  const { services, clientIp } = requestOf(context);
  const headers = await signOut({ services, db: services.db, actor: null, clientIp }, request.headers);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
