// Page weight budgets (issue #21), in gzip bytes as a phone downloads them:
// bytes are deterministic, so they are checked here; the times they cost are
// measured by Lighthouse (docs/performance.md), never asserted.
//
// - A visitor's public page: at most 35 KB in all (HTML, CSS, scripts), at
//   most 5 KB of it JavaScript, and none of it React's (app/visitor-pages.ts).
// - Every page a signed-in candidate opens: at most 135 KB of JavaScript.
//   Issue #21 asks for 120 KB, which React 19 and React Router 8 alone nearly
//   fill (112.7 KB gzip: React DOM's client is 75 KB of it); the pages are at
//   121-131 KB (decision 0025), and this holds them there until the framework
//   question is settled.
import { beforeAll, describe, expect, it } from "vitest";
import { localizedPath } from "../../app/i18n";
import { demoAccounts, libraryCookie, setupTestServer } from "../support/e2e";
import { pagesOf, publicPages, sweepRows, type SweepRows } from "../support/pages";
import { pageScale, type PageWeight } from "../support/page-weight";

const KB = 1024;
const VISITOR_TOTAL = 35 * KB;
const VISITOR_JS = 5 * KB;
const CANDIDATE_JS = 135 * KB;

const e2e = setupTestServer();
let rows: SweepRows;
let weigh: ReturnType<typeof pageScale>;

beforeAll(async () => {
  rows = await sweepRows(e2e.server.services);
  weigh = pageScale(e2e.server.baseUrl);
});

const over = (weights: PageWeight[], field: keyof PageWeight, budget: number) =>
  weights
    .filter((weight) => (weight[field] as number) > budget)
    .map((weight) => `${weight.path}: ${weight[field]}`);

describe("a visitor's public pages", () => {
  // The pages issue #21 names: the firm's pages, careers, a job and the 404,
  // at their English and their Hindi addresses (issue #25).
  const visitorPages = () =>
    publicPages(rows.jobId)
      .filter((path) => path !== "/jobs")
      .flatMap((path) => [
        path,
        localizedPath(path, "hi-IN") === path ? `/hi${path}` : localizedPath(path, "hi-IN"),
      ]);

  it("load no framework JavaScript: no module script, no preload, no route data", async () => {
    for (const path of visitorPages()) {
      const html = await (await fetch(new URL(path, e2e.server.baseUrl))).text();
      expect(html, path).not.toMatch(/<script[^>]*\btype="module"/);
      expect(html, path).not.toMatch(/rel="modulepreload"/);
      expect(html, path).not.toContain("__reactRouterContext");
      // The visitor script is there instead.
      expect(html, path).toContain("(function countUps()");
    }
  });

  it(`weigh at most ${VISITOR_TOTAL} bytes, at most ${VISITOR_JS} of it JavaScript`, async () => {
    const weights = [];
    for (const path of visitorPages()) weights.push(await weigh(path));
    expect(weights.map((weight) => [weight.path, weight.status])).toEqual(
      visitorPages().map((path) => [path, path.endsWith("/no-such-page") ? 404 : 200]),
    );
    expect(over(weights, "total", VISITOR_TOTAL)).toEqual([]);
    expect(over(weights, "js", VISITOR_JS)).toEqual([]);
    // A page the budget could not see would pass it: each loads its stylesheet.
    for (const weight of weights) expect(weight.css, weight.path).toBeGreaterThan(1 * KB);
  });

  it("hydrate as before once the visitor signs in", async () => {
    const cookie = await libraryCookie(e2e.server, demoAccounts.candidate);
    const html = await (await fetch(new URL("/about", e2e.server.baseUrl), { headers: { cookie } })).text();
    expect(html).toMatch(/rel="modulepreload"/);
    expect(html).not.toContain("(function countUps()");
  });
});

describe("a signed-in candidate's pages", () => {
  it(`load at most ${CANDIDATE_JS} bytes of JavaScript each, in English and in Hindi`, async () => {
    const session = await libraryCookie(e2e.server, demoAccounts.candidate);
    const weights = [];
    for (const path of pagesOf(rows).candidate) {
      weights.push(await weigh(path, { cookie: session }));
      // In Hindi the page's catalogues come along (preloaded): weighed with it.
      weights.push({
        ...(await weigh(localizedPath(path, "hi-IN"), { cookie: `${session}; lang=hi-IN` })),
        path: `${path} (hi-IN)`,
      });
    }
    expect(weights.filter((weight) => weight.status !== 200).map((weight) => weight.path)).toEqual([]);
    // React itself is there: the pages hydrate.
    for (const weight of weights) expect(weight.js, weight.path).toBeGreaterThan(40 * KB);
    expect(over(weights, "js", CANDIDATE_JS)).toEqual([]);
  });
});
