// Every page is written one way (decision 0040): each loader and action
// starts with a guard through pageLoader or formAction. ESLint refuses the
// old helpers' imports; this catches a new route that skips the pattern.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const routesDir = path.resolve("app/routes");

/** Routes whose loader or action reads no one's session, each for a reason. */
const withoutGuard = {
  // Pages of fixed words: nothing of the domain, nobody's data.
  "about.tsx": "content",
  "clients.tsx": "content",
  "products.tsx": "content",
  "services.tsx": "content",
  "not-found.tsx": "content",
  "admin.job-template.ts": "a fixed JSON file",
  // Documents for crawlers and feed readers: the same for everyone.
  "jobs[.]rss.ts": "public feed",
  "robots[.]txt.ts": "crawlers",
  "sitemap[.]xml.ts": "crawlers",
  "sitemaps.$name.ts": "crawlers",
  // Loaders with nothing to guard: home's gives its fixed words (its contact
  // form is a formAction), the language switch's GET only redirects.
  "home.tsx": "content",
  "language.tsx": "redirect",
  // Signs out even while the database is down, so it looks nothing up.
  "sign-out.tsx": "reads no session",
};

function exported(source: string, name: "loader" | "action") {
  return new RegExp(`export (const|async function|function) ${name}\\b`).test(source);
}

describe("route modules", () => {
  const files = readdirSync(routesDir).filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".server.ts"));

  it("reach the domain only through a guard, pageLoader and formAction", () => {
    const skipping = files.filter((file) => {
      const source = readFileSync(path.join(routesDir, file), "utf8");
      return (
        (exported(source, "loader") && !source.includes("pageLoader(")) ||
        (exported(source, "action") && !source.includes("formAction("))
      );
    });
    expect(skipping.sort()).toEqual(Object.keys(withoutGuard).sort());
  });
});
