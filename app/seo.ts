import type { MetaDescriptor } from "react-router";
import { site } from "./site.config";

/**
 * Title, description, canonical URL and Open Graph tags for a page.
 * `origin` is the site's public URL (the root loader's `publicUrl`).
 */
export function pageMeta(options: {
  title: string;
  description: string;
  path: string;
  origin: string;
  type?: "website" | "article";
  noindex?: boolean;
}): MetaDescriptor[] {
  const title = options.title === site.name ? site.name : `${options.title} | ${site.name}`;
  const url = `${options.origin}${options.path}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:image", content: `${options.origin}/og-image.svg` },
    { name: "twitter:card", content: "summary" },
  ];
  if (options.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

/** The public URL from the root loader's data, for meta functions. */
export function originFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}
