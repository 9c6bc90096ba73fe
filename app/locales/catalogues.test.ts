// The message catalogues (issue #25): every message the code writes is in
// both languages' catalogues, each has its Hindi, and a translation keeps the
// message's placeholders and tags.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parsePo } from "pofile-ts";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const localesDir = path.join(root, "app/locales");

function catalogue(dir: string, locale: string, area: string): Map<string, string> {
  const po = parsePo(readFileSync(path.join(dir, locale, `${area}.po`), "utf8"));
  // By context and message: "To" (an e-mail's recipient) is not "To" (a salary's upper end).
  return new Map(
    po.items.map((item) => [
      `${item.msgctxt ? `${item.msgctxt} | ` : ""}${item.msgid}`,
      item.msgstr.join(""),
    ]),
  );
}

const areas = readdirSync(path.join(localesDir, "en-IN"))
  .filter((file) => file.endsWith(".po"))
  .map((file) => file.slice(0, -3));

/** `{name}`, `{0}` and `<0>`…`</0>`: what a translation must keep, in any order. */
function placeholders(message: string): string[] {
  // `{name}` and `{count, plural, …}` name a value; a plural's branches (`one {# job}`) are text.
  return [...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*(\w+)\s*[,}]|<\/?\d+\/?>/g)]
    .map((match) => match[1] ?? match[0])
    .sort();
}

describe("message catalogues", () => {
  it("has the eight areas in both languages", () => {
    expect(areas.sort()).toEqual([
      "admin",
      "candidate",
      "employer",
      "errors",
      "mail",
      "public",
      "schemas",
      "site",
    ]);
    expect(
      readdirSync(path.join(localesDir, "hi-IN"))
        .filter((file) => file.endsWith(".po"))
        .sort(),
    ).toEqual(areas.map((area) => `${area}.po`));
  });

  for (const area of areas) {
    it(`has the same messages in English and Hindi, each translated, in ${area}`, () => {
      const english = catalogue(localesDir, "en-IN", area);
      const hindi = catalogue(localesDir, "hi-IN", area);
      expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
      const untranslated = [...hindi].filter(([, text]) => !text.trim()).map(([id]) => id);
      expect(untranslated, `messages without Hindi in ${area}.po`).toEqual([]);
      const broken = [...hindi]
        .filter(([id, text]) => JSON.stringify(placeholders(id)) !== JSON.stringify(placeholders(text)))
        .map(([id, text]) => `${id} → ${text}`);
      expect(broken, "translations that lose or add a placeholder").toEqual([]);
    });
  }

  // The server holds every area in one instance, the browser only the page's:
  // a message in two areas must read the same in both, or the browser's
  // render would differ from the server's.
  it("gives a message held by several areas the same Hindi in each", () => {
    const seen = new Map<string, { area: string; text: string }>();
    const differing: string[] = [];
    for (const area of areas) {
      const po = parsePo(readFileSync(path.join(localesDir, "hi-IN", `${area}.po`), "utf8"));
      for (const item of po.items) {
        const key = `${item.msgctxt ?? ""}\u0004${item.msgid}`;
        const text = item.msgstr.join("");
        const before = seen.get(key);
        if (before && before.text !== text)
          differing.push(`${item.msgid}: ${before.area} "${before.text}", ${area} "${text}"`);
        else if (!before) seen.set(key, { area, text });
      }
    }
    expect(differing).toEqual([]);
  });

  // Extracts the messages of the code as it is now into a scratch directory
  // and compares: a message written in the code but not extracted (npm run
  // extract), or one left in the catalogue after the code dropped it, fails.
  const scratch = mkdtempSync(path.join(tmpdir(), "catalogues-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("holds exactly the messages of the code", { timeout: 120_000 }, () => {
    const config = path.join(scratch, "lingui.config.ts");
    writeFileSync(
      config,
      [
        `import config from ${JSON.stringify(path.join(root, "lingui.config.ts"))};`,
        "export default {",
        "  ...config,",
        `  rootDir: ${JSON.stringify(root)},`,
        `  catalogs: config.catalogs.map((catalog) => ({ ...catalog, path: catalog.path.replace("app/locales", ${JSON.stringify(scratch)}) })),`,
        "};",
      ].join("\n"),
    );
    execFileSync(
      process.execPath,
      [path.join(root, "node_modules/@lingui/cli/dist/lingui.js"), "extract", "--clean", "--config", config],
      { cwd: root, stdio: "pipe" },
    );
    for (const area of areas) {
      const extracted = [...catalogue(scratch, "en-IN", area).keys()].sort();
      const committed = [...catalogue(localesDir, "en-IN", area).keys()].sort();
      expect(committed, `${area}.po is not up to date: run npm run extract`).toEqual(extracted);
    }
  });
});
