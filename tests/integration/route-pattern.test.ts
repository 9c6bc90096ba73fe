import type { Request } from "express";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { methodLabel, pagePatterns, routePattern, type PageRoute } from "../../server/http/route-pattern";

// The app's own routes, under a root as the build has them.
const patternOf = pagePatterns([{ path: "", children: routes as PageRoute[] }]);
const request = (originalUrl: string, extra: Partial<Request> = {}) =>
  ({ originalUrl, baseUrl: "", ...extra }) as Request;

describe("routePattern", () => {
  it.each([
    ["/", "/hi?"],
    ["/hi", "/hi?"],
    ["/_.data", "/hi?"],
    ["/jobs/7b0f2c4e-1c7d-4a4e-9a43-2f1f0b5e8c11", "/hi?/jobs/:id"],
    ["/hi/jobs/7b0f2c4e-1c7d-4a4e-9a43-2f1f0b5e8c11.data?apply=1", "/hi?/jobs/:id"],
    ["/jobs?q=priya%40example.com", "/hi?/jobs"],
    ["/resumes/1a2b3c?download=1", "/resumes/:candidateId"],
    ["/employer-dashboard", "/employer-dashboard"],
    ["/employer-dashboard/jobs/42/pipeline", "/employer-dashboard/jobs/:id/pipeline"],
    ["/files/resumes/priya@example.com.pdf", "/files/*"],
    ["/assets/root-Ab12.js", "/assets/*"],
    ["/favicon.ico", "(static)"],
    ["/no/such/page", "/*"],
    ["/api/v1/nothing-here", "/api/v1/*"],
    ["/__manifest?paths=%2Fjobs&version=abc", "/__manifest"],
    ["/jobs/%E0%A4", "/hi?/jobs/:id"],
  ])("%s is %s", (url, pattern) => {
    expect(routePattern(request(url), patternOf)).toBe(pattern);
  });

  it("takes an Express route's own pattern, under its router's mount path", () => {
    const api = request("/api/v1/jobs/123", { baseUrl: "/api/v1", route: { path: "/jobs/:id" } });
    expect(routePattern(api, patternOf)).toBe("/api/v1/jobs/:id");
    const probe = request("/readyz", { route: { path: "/readyz" } });
    expect(routePattern(probe, patternOf)).toBe("/readyz");
    // The page handler's catch-all is not a pattern: React Router's routes are.
    const page = request("/careers", { route: { path: "/{*path}" } });
    expect(routePattern(page, patternOf)).toBe("/hi?/careers");
  });

  it("never labels a method a client made up", () => {
    expect(methodLabel("GET")).toBe("GET");
    expect(methodLabel("__proto__")).toBe("OTHER");
  });

  it("agrees with React Router's own matching for an address of every route", () => {
    const tree: PageRoute[] = [{ path: "", children: routes as PageRoute[] }];
    const addresses: string[] = [];
    const visit = (list: PageRoute[], prefix: string[]) => {
      for (const route of list) {
        const segments = [...prefix, ...(route.path ?? "").split("/").filter(Boolean)];
        for (const optional of [true, false])
          addresses.push(
            "/" +
              segments
                .filter((segment) => optional || !segment.endsWith("?"))
                .map((segment) =>
                  segment === "*" ? "a/b.pdf" : segment.startsWith(":") ? "x1" : segment.replace(/\?$/, ""),
                )
                .join("/"),
          );
        visit(route.children ?? [], segments);
      }
    };
    visit(tree, []);
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) {
      const matched = matchRoutes(tree as Parameters<typeof matchRoutes>[0], address)!;
      const expected =
        "/" +
        matched
          .map((match) => match.route.path)
          .filter((path) => path && path !== "/")
          .join("/");
      expect([address, patternOf(address)]).toEqual([address, expected]);
    }
  });
});
