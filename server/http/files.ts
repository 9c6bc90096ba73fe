import { httpStatusOf, isDomainError } from "../domain/errors";

/**
 * A private file as a download: never cached by shared caches, never rendered
 * as a page of this site (nosniff comes with every response, see security.ts).
 */
export async function fileResponse(
  read: () => Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string; filename: string }>,
): Promise<Response> {
  try {
    const file = await read();
    return new Response(file.bytes, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`,
        "Cache-Control": "private, no-store",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return new Response(error.message, {
      status: httpStatusOf[error.kind],
      headers: { "Content-Type": "text/plain" },
    });
  }
}
