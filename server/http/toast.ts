import { createCookie, redirect } from "react-router";
import type { Toast } from "../../common/toast";
import { requestOf, type AppContext } from "./load-context";

/**
 * A toast that survives a redirect: set on the response that redirects, read
 * and cleared by the root loader of the next page. Signed, so it cannot be
 * forged into the page.
 */
function toastCookie(context: AppContext) {
  const { config } = requestOf(context).services;
  return createCookie("jb_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    secrets: [config.sessionSecret],
    maxAge: 60,
  });
}

export async function redirectWithToast(
  context: AppContext,
  url: string,
  toast: Toast,
  init: { headers?: Headers } = {},
) {
  const headers = new Headers(init.headers);
  headers.append("set-cookie", await toastCookie(context).serialize(toast));
  return redirect(url, { headers });
}

export async function takeToast(
  request: Request,
  context: AppContext,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("jb_toast=")) return { toast: null, headers };
  const value = await toastCookie(context).parse(cookie);
  headers.append("set-cookie", await toastCookie(context).serialize("", { maxAge: 0 }));
  const toast =
    value && typeof value === "object" && typeof value.title === "string" ? (value as Toast) : null;
  return { toast, headers };
}
