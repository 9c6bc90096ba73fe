// The browser's English needs no catalogue: the build keeps each message's
// English in the code (vite.config.ts), and Lingui compiles it when it is
// shown. Lingui's own compiler (@lingui/message-utils) parses all of ICU
// MessageFormat, dates and number skeletons included, for about 5 KB gzip on
// every page; the site's messages use three of its forms, so this does
// those in a few hundred bytes:
//   text, `{name}`, and `{count, plural|select|selectordinal, key {…} …}`
//   with `#` for the number in a plural's branches.
// tests/integration/compile-message.test.ts holds it to Lingui's compiler
// for every message of the catalogues.
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

type Token = string | [string] | [string, string, Record<string, Token[]>];

export function compileMessage(message: string): CompiledMessage {
  // Text alone stays a string, as Lingui's compiled catalogues keep it (its
  // runtime shows a string as it is).
  if (!/[{}#]/.test(message)) return message as unknown as CompiledMessage;
  let at = 0;

  // Text and arguments up to the end, or up to the `}` that closes a branch.
  function tokens(inPlural: boolean): Token[] {
    const out: Token[] = [];
    let text = "";
    const flush = () => {
      if (text) out.push(text);
      text = "";
    };
    while (at < message.length) {
      const char = message[at];
      if (char === "}") break;
      if (char === "{") {
        flush();
        out.push(argument());
      } else if (char === "#" && inPlural) {
        flush();
        out.push("#");
        at++;
      } else {
        text += char;
        at++;
      }
    }
    flush();
    return out;
  }

  function word(): string {
    while (/\s/.test(message[at] ?? "")) at++;
    const start = at;
    while (at < message.length && !/[\s,{}]/.test(message[at])) at++;
    return message.slice(start, at);
  }

  function expect(char: string) {
    while (/\s/.test(message[at] ?? "")) at++;
    if (message[at] !== char) throw new SyntaxError(`Expected "${char}" at ${at} in: ${message}`);
    at++;
  }

  function argument(): Token {
    expect("{");
    const name = word();
    while (/\s/.test(message[at] ?? "")) at++;
    if (message[at] === "}") {
      at++;
      return [name];
    }
    expect(",");
    const type = word();
    expect(",");
    const branches: Record<string, Token[]> = {};
    for (;;) {
      while (/\s/.test(message[at] ?? "")) at++;
      if (message[at] === "}") break;
      const key = word();
      expect("{");
      branches[key.replace(/^=/, "")] = tokens(type !== "select");
      expect("}");
    }
    expect("}");
    return [name, type, branches];
  }

  const compiled = tokens(false);
  if (at < message.length) throw new SyntaxError(`Unexpected "}" at ${at} in: ${message}`);
  return compiled as CompiledMessage;
}
