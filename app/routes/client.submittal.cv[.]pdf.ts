// The client CV's PDF for a live client link (issue #38, decision 0055): the
// file stored when the candidate said yes. Refused as the page is: 404 for a
// link not made here, 410 for one expired or no longer available.
import { translateText } from "../../common/i18n";
import { clientCvPdf } from "../../server/domain/submittals";
import { openToAll } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/client.submittal.cv[.]pdf";

const privateFile = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async (ctx) => {
    const result = await clientCvPdf(ctx, args.url.searchParams.get("token"));
    if (result.state !== "ok")
      return new Response(translateText(result.message, "values" in result ? result.values : undefined), {
        status: result.status,
        headers: { ...privateFile, "Content-Type": "text/plain; charset=utf-8" },
      });
    return new Response(new Uint8Array(result.pdf), {
      headers: {
        ...privateFile,
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${result.filename}"`,
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  });
