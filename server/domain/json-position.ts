// Where JSON text first goes wrong, as a line and a column (issue #37): the
// engine's JSON.parse message names a position for some mistakes and not for
// others ("Unexpected token 'u'…", "Unexpected end of JSON input"), so the
// admin's bulk import finds it itself, once JSON.parse has refused the text.

/** The 0-based offset of the first character that makes `text` not JSON, or -1 when it is JSON. */
export function jsonErrorOffset(text: string): number {
  let at = 0;
  const literal = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const fail = (): never => {
    throw new JsonSyntaxError(at);
  };
  const space = () => {
    while (
      at < text.length &&
      (text[at] === " " || text[at] === "\t" || text[at] === "\n" || text[at] === "\r")
    )
      at++;
  };
  const string = () => {
    at++;
    while (at < text.length) {
      const char = text[at]!;
      if (char === '"') {
        at++;
        return;
      }
      if (char === "\\") {
        at++;
        if (!/["\\/bfnrtu]/.test(text[at] ?? "")) fail();
        if (text[at] === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) fail();
          at += 4;
        }
        at++;
      } else if (char < " ") fail();
      else at++;
    }
    fail();
  };
  // Recursive: the import refuses text nested too deeply before it gets here.
  const value = (): void => {
    space();
    const char = text[at];
    if (char === "{" || char === "[") {
      const close = char === "{" ? "}" : "]";
      at++;
      space();
      if (text[at] === close) {
        at++;
        return;
      }
      for (;;) {
        if (close === "}") {
          space();
          if (text[at] !== '"') fail();
          string();
          space();
          if (text[at] !== ":") fail();
          at++;
        }
        value();
        space();
        if (text[at] === ",") at++;
        else if (text[at] === close) {
          at++;
          return;
        } else fail();
      }
    }
    if (char === '"') return string();
    literal.lastIndex = at;
    const match = literal.exec(text);
    if (!match) fail();
    at += match![0].length;
  };
  try {
    value();
    space();
    if (at < text.length) fail();
    return -1;
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error.offset;
    throw error;
  }
}

class JsonSyntaxError extends Error {
  constructor(readonly offset: number) {
    super("JSON syntax error");
  }
}

/** An offset as a 1-based line and column. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}
