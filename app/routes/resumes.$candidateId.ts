import { readResume } from "../../server/domain/profiles";
import { fileResponse } from "../../server/http/files";
import { requireSignedIn } from "../../server/http/guards";
import type { Route } from "./+types/resumes.$candidateId";

/** A candidate's resume for the people allowed to read it (owner, their employers, admins). */
export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireSignedIn(args);
  return fileResponse(() => readResume(ctx, args.params.candidateId));
}
