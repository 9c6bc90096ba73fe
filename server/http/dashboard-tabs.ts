import { redirect } from "react-router";

/**
 * Where a dashboard's own address sends a visitor, now that each tab is a
 * route of its own: `?tab=x` to the path of tab x (`paths`, by the names the
 * old addresses used), no tab or an unknown one to `fallback`; every other
 * parameter kept, so bookmarks and shared links still open what they showed.
 */
export function toTab(url: URL, base: string, paths: Record<string, string>, fallback: string): Response {
  const params = new URLSearchParams(url.search);
  const tab = params.get("tab");
  params.delete("tab");
  const path = tab !== null && Object.hasOwn(paths, tab) ? paths[tab] : fallback;
  const query = params.toString();
  return redirect(`${base}/${path}${query ? `?${query}` : ""}`);
}
