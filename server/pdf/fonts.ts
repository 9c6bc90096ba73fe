// The fonts of the documents the server draws (issue #38, decision 0056):
// Noto Sans Devanagari from @fontsource/noto-sans-devanagari (OFL), whose
// Latin is Noto Sans. The package splits it into subset files (the
// Devanagari one has no Latin letters), so text is cut into runs by the
// subset that holds its characters (`fontRuns`), as the package's
// unicode.json lists them. One family for all three keeps one baseline and
// line height when Hindi and English share a line. The files are read once,
// when first needed, and kept.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const subsets = ["latin", "latin-ext", "devanagari"] as const;
type Subset = (typeof subsets)[number];
export type FontFace = `${Subset}-${400 | 700}`;

const PACKAGE = "@fontsource/noto-sans-devanagari";

type Loaded = { bytes: Record<FontFace, Buffer>; ranges: Record<Subset, [number, number][]> };
let loaded: Loaded | null = null;

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]]. */
function parseRanges(text: string): [number, number][] {
  return text.split(",").map((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

function load(): Loaded {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const bytes = {} as Record<FontFace, Buffer>;
  const ranges = {} as Loaded["ranges"];
  const folder = dirname(require.resolve(`${PACKAGE}/package.json`));
  const unicode = JSON.parse(readFileSync(join(folder, "unicode.json"), "utf8")) as Record<string, string>;
  for (const subset of subsets) {
    for (const weight of [400, 700] as const) {
      const file = `noto-sans-devanagari-${subset}-${weight}-normal.woff`;
      bytes[`${subset}-${weight}`] = readFileSync(join(folder, "files", file));
    }
    ranges[subset] = parseRanges(unicode[subset]);
  }
  loaded = { bytes, ranges };
  return loaded;
}

/** The font files, to register with pdfkit under their face names. */
export function fontFiles(): Record<FontFace, Buffer> {
  return load().bytes;
}

const DEVANAGARI = /[\p{Script=Devanagari}\u0964\u0965]/u;
const JOINER = /[\p{M}\u200c\u200d]/u;

/**
 * `text` cut into runs that one font draws: Devanagari in the Devanagari
 * face, the rest in Noto Sans (or its Latin Extended subset for a letter like
 * "ş"). A combining mark or joiner stays in the run of the letter it follows,
 * so a conjunct is shaped whole.
 */
export function fontRuns(text: string, weight: 400 | 700 = 400): { face: FontFace; text: string }[] {
  const { ranges } = load();
  const holds = (subset: Subset, codePoint: number) =>
    ranges[subset].some(([from, to]) => codePoint >= from && codePoint <= to);
  const runs: { face: FontFace; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    let face: FontFace;
    if (last && JOINER.test(char)) face = last.face;
    else if (DEVANAGARI.test(char)) face = `devanagari-${weight}`;
    else face = `${subsets.find((subset) => holds(subset, codePoint)) ?? "latin"}-${weight}`;
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}
