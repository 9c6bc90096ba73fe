// The two languages' plumbing (issue #25): addresses, the choice read from a
// request, text that arrives as data, and formats in each language.
import { describe, expect, it } from "vitest";
import { acceptedLocale, chosenLocale } from "../../server/http/locale";
import { inLocale } from "../../server/i18n";
import { formatDate, formatLpa, formatMonthYear } from "../../common/format";
import {
  cataloguesFor,
  isPublicPath,
  localeOfPath,
  localizedPath,
  translateText,
  withoutLocale,
} from "../../common/i18n";

describe("addresses", () => {
  it("gives the public pages a Hindi address and leaves the rest alone", () => {
    expect(localizedPath("/careers", "hi-IN")).toBe("/hi/careers");
    expect(localizedPath("/", "hi-IN")).toBe("/hi");
    expect(localizedPath("/?section=contact", "hi-IN")).toBe("/hi?section=contact");
    expect(localizedPath("/services#networks", "hi-IN")).toBe("/hi/services#networks");
    expect(localizedPath("/jobs/5d1c2b9e-1111-4222-8333-944445555666", "hi-IN")).toBe(
      "/hi/jobs/5d1c2b9e-1111-4222-8333-944445555666",
    );
    expect(localizedPath("/hi/careers?q=noc", "en-IN")).toBe("/careers?q=noc");
    expect(localizedPath("/hi", "en-IN")).toBe("/");
    // The public job search has a Hindi address (issue #36).
    expect(localizedPath("/jobs?q=noc", "hi-IN")).toBe("/hi/jobs?q=noc");
    for (const path of ["/profile", "/auth?redirectTo=/careers", "/employer-dashboard", "/jobs.rss"]) {
      expect(localizedPath(path, "hi-IN")).toBe(path);
    }
    // Already in Hindi: not prefixed twice.
    expect(localizedPath("/hi/about", "hi-IN")).toBe("/hi/about");
  });

  it("reads the language an address names", () => {
    expect(localeOfPath("/hi")).toBe("hi-IN");
    expect(localeOfPath("/hi/careers")).toBe("hi-IN");
    expect(localeOfPath("/hi.data")).toBe("hi-IN");
    expect(localeOfPath("/hiring")).toBeNull();
    expect(localeOfPath("/careers")).toBeNull();
    expect(withoutLocale("/hi/careers")).toBe("/careers");
    expect(isPublicPath("/hi/careers")).toBe(true);
    expect(isPublicPath("/profile")).toBe(false);
  });

  it("loads in the browser only the catalogues of the page's part of the site", () => {
    expect(cataloguesFor("hi-IN", "/admin/users")).toEqual(["site", "schemas", "employer", "admin"]);
    expect(cataloguesFor("hi-IN", "/employer-dashboard/jobs")).toEqual(["site", "schemas", "employer"]);
    expect(cataloguesFor("hi-IN", "/hi/about")).toEqual(["site", "schemas", "candidate", "public"]);
    expect(cataloguesFor("hi-IN", "/hi/careers")).toEqual(["site", "schemas", "candidate"]);
    expect(cataloguesFor("hi-IN", "/profile")).toEqual(["site", "schemas", "candidate"]);
    // English is in the code.
    expect(cataloguesFor("en-IN", "/profile")).toEqual([]);
  });
});

describe("the visitor's choice", () => {
  it("reads the lang cookie, and nothing else from it", () => {
    expect(chosenLocale("jb_toast=x; lang=hi-IN")).toBe("hi-IN");
    expect(chosenLocale("lang=en-IN")).toBe("en-IN");
    for (const hostile of [
      "lang=__proto__",
      "lang=constructor",
      "lang=fr",
      "lang=hi-IN%00",
      "lang=",
      undefined,
    ]) {
      expect(chosenLocale(hostile)).toBeNull();
    }
  });

  it("takes the browser's highest-ranked language of ours", () => {
    expect(acceptedLocale("hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("hi-IN");
    expect(acceptedLocale("en-GB,en;q=0.9,hi;q=0.8")).toBe("en-IN");
    expect(acceptedLocale("fr-FR, hi;q=0.5")).toBe("hi-IN");
    expect(acceptedLocale("hi;q=0, en;q=0.2")).toBe("en-IN");
    expect(acceptedLocale("fr, de")).toBeNull();
    expect(acceptedLocale("__proto__;q=1, constructor")).toBeNull();
    expect(acceptedLocale(undefined)).toBeNull();
  });
});

describe("text that arrives as data", () => {
  it("is shown in the language being rendered, and unknown text as it is", () => {
    inLocale("hi-IN", () => {
      expect(translateText("Please check the following")).toMatch(/[\u0900-\u097F]/);
      // A candidate's own words, and hostile keys, are not in the catalogue.
      expect(translateText("Fibre splicing, OTDR")).toBe("Fibre splicing, OTDR");
      expect(translateText("__proto__")).toBe("__proto__");
      expect(translateText("constructor")).toBe("constructor");
    });
    inLocale("en-IN", () =>
      expect(translateText("Please check the following")).toBe("Please check the following"),
    );
  });
});

describe("formats in each language", () => {
  it("writes dates with Intl in the page's language, money in LPA in both", () => {
    expect(inLocale("hi-IN", () => formatDate("2026-11-23"))).toBe("23 नव॰ 2026");
    expect(inLocale("en-IN", () => formatDate("2026-11-23"))).toBe("23 Nov 2026");
    expect(inLocale("hi-IN", () => formatMonthYear("2024-03-01"))).toBe("मार्च 2024");
    expect(inLocale("hi-IN", () => formatLpa(1250000))).toBe("12.5 LPA");
    expect(inLocale("hi-IN", () => formatLpa(null))).toBe("नहीं बताया गया");
    expect(inLocale("en-IN", () => formatLpa(null))).toBe("Not specified");
  });
});
