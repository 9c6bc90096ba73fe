import { readMyResume } from "../../server/domain/profiles";
import { fileResponse } from "../../server/http/files";
import { requireSignedIn } from "../../server/http/guards";
import type { Route } from "./+types/profile.resume";

/** The signed-in candidate's own resume. */
export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireSignedIn(args);
  return fileResponse(() => readMyResume(ctx));
}
