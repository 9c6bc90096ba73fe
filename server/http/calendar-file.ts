// An interview's calendar file as a download (issue #37), for the candidate's
// and the recruiter's routes alike: the address names the file (…/<id>.ics).
import { interviewCalendarFile } from "../domain/interviews";
import type { DomainContext } from "../domain/context";

export async function calendarDownload(ctx: DomainContext, file: string | undefined): Promise<Response> {
  const id = (file ?? "").replace(/\.ics$/i, "");
  const { filename, content } = await interviewCalendarFile(ctx, id);
  return new Response(content, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
