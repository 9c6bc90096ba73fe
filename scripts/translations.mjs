// Helps with the Hindi catalogues (app/locales/hi-IN/*.po, issue #25):
//   node scripts/translations.mjs missing [area]   prints {"English": ""} for every message not yet in Hindi
//   node scripts/translations.mjs fill FILE.json   writes {"English": "हिन्दी"} into every catalogue holding the message
//     (a message with a context is named "context | English", as `missing` lists it)
//   node scripts/translations.mjs sync             gives a message without Hindi the Hindi another area has for it
// Run `npx lingui extract` first, so the catalogues hold the messages of the code.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parsePo, stringifyPo } from "pofile-ts";

const dir = "app/locales/hi-IN";
const [command, argument] = process.argv.slice(2);
const files = readdirSync(dir).filter((file) => file.endsWith(".po"));
const keyOf = (item) => (item.msgctxt ? `${item.msgctxt} | ${item.msgid}` : item.msgid);

if (command === "missing") {
  const missing = {};
  for (const file of files) {
    if (argument && file !== `${argument}.po`) continue;
    for (const item of parsePo(readFileSync(path.join(dir, file), "utf8")).items) {
      if (!item.msgstr.join("")) missing[keyOf(item)] = "";
    }
  }
  console.log(JSON.stringify(missing, null, 2));
} else if (command === "fill" || command === "sync") {
  if (command === "fill" && !argument) usage();
  const translations = command === "fill" ? JSON.parse(readFileSync(argument, "utf8")) : known();
  let filled = 0;
  for (const file of files) {
    const po = parsePo(readFileSync(path.join(dir, file), "utf8"));
    let changed = false;
    for (const item of po.items) {
      const hindi = Object.hasOwn(translations, keyOf(item)) ? translations[keyOf(item)] : undefined;
      const current = item.msgstr.join("");
      if (command === "sync" && current) continue;
      if (typeof hindi === "string" && hindi && current !== hindi) {
        item.msgstr = [hindi];
        changed = true;
        filled++;
      }
    }
    if (changed) writeFileSync(path.join(dir, file), stringifyPo(po));
  }
  console.log(`filled ${filled} messages`);
} else {
  usage();
}

function usage() {
  console.error("usage: node scripts/translations.mjs missing [area] | fill FILE.json | sync");
  process.exit(1);
}

/** The Hindi each message has in some area. */
function known() {
  const found = {};
  for (const file of files) {
    for (const item of parsePo(readFileSync(path.join(dir, file), "utf8")).items) {
      const text = item.msgstr.join("");
      if (text) found[keyOf(item)] ??= text;
    }
  }
  return found;
}
