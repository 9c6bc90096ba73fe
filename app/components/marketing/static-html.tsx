import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * HTML that a loader rendered on the server (renderToStaticMarkup) from
 * components that have nothing to hydrate. It reaches the browser as page data
 * instead of component code, which keeps the home page's JavaScript small
 * (docs/decisions/0005-public-site.md). Links inside navigate in the app like
 * <Link> does; in-page anchors (#services) scroll as usual.
 */
export function StaticHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download") || !anchor.href) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search)
      return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  }
  // The HTML is ours, rendered by React on the server from app/components (no user input).
  return <div className="contents" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
