// The Hindi catalogue as tests read it (issue #25): a journey written once
// finds its buttons by their words in either language, and the leftover
// sweep knows which English words belong to the interface.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parsePo } from "pofile-ts";
import type { Locale } from "../../common/i18n";

const localesDir = path.resolve(import.meta.dirname, "../../app/locales");

function readLocale(locale: Locale): Map<string, string> {
  const messages = new Map<string, string>();
  const dir = path.join(localesDir, locale);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".po"))) {
    for (const item of parsePo(readFileSync(path.join(dir, file), "utf8")).items) {
      // A message with a context ("To" of an e-mail) is looked up without it here.
      if (!messages.has(item.msgid)) messages.set(item.msgid, item.msgstr.join("") || item.msgid);
    }
  }
  return messages;
}

let hindi: Map<string, string> | undefined;
/** Every English message and its Hindi. */
export function hindiCatalogue(): Map<string, string> {
  hindi ??= readLocale("hi-IN");
  return hindi;
}

/**
 * A message in `locale`, placeholders filled: `say("hi-IN", "Sign In")`.
 * Throws for a message the catalogue does not hold, so a journey cannot
 * quietly look for English on a Hindi page.
 */
export function say(locale: Locale, english: string, values: Record<string, string | number> = {}): string {
  let text = english;
  if (locale === "hi-IN") {
    const translated = hindiCatalogue().get(english);
    if (translated === undefined) throw new Error(`not in the catalogue: ${english}`);
    text = translated;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A regular expression for a message in `locale` with any values in its placeholders. */
export function sayPattern(locale: Locale, english: string): RegExp {
  const text = locale === "hi-IN" ? (hindiCatalogue().get(english) ?? english) : english;
  const escaped = text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/\\\{\w+\\\}/g, ".+");
  return new RegExp(`^${escaped}$`);
}
