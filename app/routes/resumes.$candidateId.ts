import { readResume } from "../../server/domain/profiles";
import { fileResponse } from "../../server/http/files";
import { requireSignedIn } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/resumes.$candidateId";

/**
 * A candidate's resume for the people allowed to read it (owner, their
 * employers, admins); a refusal is the download's own plain answer (fileResponse).
 */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireSignedIn, (ctx) => fileResponse(() => readResume(ctx, args.params.candidateId)));
