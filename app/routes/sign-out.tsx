import { redirect } from "react-router";
import { signOut } from "../../server/domain/accounts";
import { domainContext } from "../../server/http/session";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  const headers = await signOut(await domainContext(request, context), request.headers);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
