// Message catalogues (issue #25, decision 0034): one .po file per language and
// area, so a page loads the words of its own part of the site and no more.
// A file's messages go to every area whose `include` matches it (and no
// `exclude` does), so the areas below do not overlap.
import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

const admin = ["app/routes/admin*", "app/components/admin"];
// The candidate's profile as a recruiter opens it is the candidate area's too.
const employer = [
  "app/routes/employer-dashboard*",
  "app/routes/post-job.tsx",
  "app/components/employer",
  "app/components/job-form.tsx",
  "app/components/profile/profile-view.tsx",
];
const publicPages = [
  "common/content",
  "app/components/marketing",
  "app/components/visitor-script.ts",
  ...["home", "about", "services", "products", "clients", "support", "privacy", "terms", "cookies"].map(
    (page) => `app/routes/${page}.tsx`,
  ),
];
// The shared schemas' rules (the modules that use zod): the browser never
// loads them (each has a zod-free "-fields" sibling for what a page needs),
// so their refusals are the errors area's, not the catalogue every page loads.
const rules = readdirSync("common/schemas")
  .filter((file) => /(?<!\.test)\.ts$/.test(file))
  .filter((file) => /from "zod"/.test(readFileSync(`common/schemas/${file}`, "utf8")))
  .map((file) => `common/schemas/${file}`);
// The domain's refusals, field errors and toasts: put into the page's language
// on the server, where the action or loader answers (server/http/action.ts).
// Pages' server modules (*.server.ts) never reach the browser either.
const serverModules = ["app/**/*.server.ts"];
const errors = ["server/domain", "server/http", "server/db/database.ts", ...serverModules, ...rules];
// The shared schemas' words (options' labels, section names), which pages also draw in the browser.
const schemas = ["common/schemas"];
// E-mails and the documents the server draws (the client CV).
const mail = ["server/mail", "server/pdf"];
// Every page's frame: header, footer, error pages, shared form parts, formats.
const site = [
  "app/root.tsx",
  "common/format.ts",
  "app/seo.ts",
  "app/site.config.ts",
  "app/components/site-header.tsx",
  "app/components/site-footer.tsx",
  "app/components/error-page.tsx",
  "app/components/access-denied.tsx",
  "app/components/login-required.tsx",
  "app/components/toaster.tsx",
  "app/components/ui",
  "app/components/pager.tsx",
  "app/components/status-badge.tsx",
  "app/components/language-switch.tsx",
  "app/routes/language.tsx",
  "app/routes/not-found.tsx",
];
const tests = ["**/*.test.ts", "**/*.test.tsx"];

function area(name: string, include: string[], exclude: string[] = []) {
  return { path: `app/locales/{locale}/${name}`, include, exclude: [...tests, ...exclude] };
}

export default defineConfig({
  sourceLocale: "en-IN",
  locales: ["en-IN", "hi-IN"],
  fallbackLocales: { default: "en-IN" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    area("site", site),
    area("admin", admin, serverModules),
    area("employer", employer, serverModules),
    area("public", publicPages),
    area("errors", errors),
    area("schemas", schemas, rules),
    area("mail", mail),
    // The rest of the site: the candidate's pages and the parts they share.
    area(
      "candidate",
      ["app"],
      [...site, ...admin, ...employer.slice(0, -1), ...publicPages, ...schemas, ...serverModules],
    ),
  ],
});
