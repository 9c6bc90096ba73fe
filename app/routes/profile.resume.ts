import { readMyResume } from "../../server/domain/profiles";
import { fileResponse } from "../../server/http/files";
import { requireUserContext } from "../../server/http/session";
import type { Route } from "./+types/profile.resume";

/** The signed-in candidate's own resume. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const ctx = await requireUserContext({ request, context, url });
  return fileResponse(() => readMyResume(ctx));
}
