import type { MetaDescriptor } from "react-router";
import { currentLocale, isPublicPath, localizedPath, LOCALES, translateText } from "../common/i18n";
import { site } from "./site.config";

/**
 * Title, description, canonical URL and Open Graph tags for a page, in the
 * language being rendered: the canonical URL is this language's address, and
 * a public page names its address in each language (hreflang, issue #25).
 * `origin` is the site's public URL (the root loader's `publicUrl`); `path`
 * the page's English address.
 */
export function pageMeta(options: {
  title: string;
  description: string;
  path: string;
  origin: string;
  type?: "website" | "article";
  noindex?: boolean;
}): MetaDescriptor[] {
  // Text that arrived as data (the firm's description) in the page's language.
  const description = translateText(options.description);
  const title = options.title === site.name ? site.name : `${translateText(options.title)} | ${site.name}`;
  const locale = currentLocale();
  const url = `${options.origin}${localizedPath(options.path, locale)}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:image", content: `${options.origin}/og-image.svg` },
    { name: "twitter:card", content: "summary" },
  ];
  meta.push({ property: "og:locale", content: locale.replace("-", "_") });
  if (isPublicPath(options.path)) {
    for (const language of LOCALES) {
      meta.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: language,
        href: `${options.origin}${localizedPath(options.path, language)}`,
      });
    }
    meta.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${options.origin}${localizedPath(options.path, "en-IN")}`,
    });
  }
  if (options.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

/** The public URL from the root loader's data, for meta functions. */
export function originFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}
