import { readResume } from "../../server/domain/profiles";
import { fileResponse } from "../../server/http/files";
import { requireUserContext } from "../../server/http/session";
import type { Route } from "./+types/resumes.$candidateId";

/** A candidate's resume for the people allowed to read it (owner, their employers, admins). */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const ctx = await requireUserContext({ request, context, url });
  return fileResponse(() => readResume(ctx, params.candidateId));
}
