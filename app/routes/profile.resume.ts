import { readMyResume } from "../../server/domain/profiles";
import { fileResponse } from "../../server/http/files";
import { requireSignedIn } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/profile.resume";

/** The signed-in candidate's own resume; a refusal is the download's own plain answer (fileResponse). */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireSignedIn, (ctx) => fileResponse(() => readMyResume(ctx)));
