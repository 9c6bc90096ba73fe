// The text of candidates' resumes, for the talent pool's search (issue #22).
// Extracted off the request path: an upload stores the file and returns; this
// worker finds resumes without text (a new upload, or one stored before the
// talent pool existed: the backfill is the same loop) and reads them one at a
// time in a child process, with a time and memory limit (decision 0038), so a
// broken or hostile file is recorded as unreadable and never stops or swells
// the server.
import { createRequire } from "node:module";
import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { ResumeTextWorker } from "../services";
import { errorFields, type Logger } from "../log";
import type { FileStorage } from "../storage/storage";
import { runInChild } from "./bounded-child";

/** What extraction found: text, no text at all (a scanned PDF), or a file that could not be read. */
export type ResumeText =
  { status: "extracted"; body: string } | { status: "empty" } | { status: "unreadable" };

/** A resume is at most 5 MB; its text is cut here, well past any real resume. */
const MAX_TEXT_LENGTH = 200_000;
/** Pages of a PDF read: a resume's words are on its first pages. */
const MAX_PDF_PAGES = 30;
const TIME_LIMIT_MS = 20_000;
/**
 * The reader's whole memory (a real 5 MB resume takes under 200 MB): a file
 * that inflates past it is unreadable. Its heap alone is held lower.
 */
const MEMORY_LIMIT_MB = 384;
const HEAP_LIMIT_MB = 256;

const require = createRequire(import.meta.url);
// Resolved here, in the server, so the reader's code needs no resolution of its own.
const libraries = () => ({
  unpdf: require.resolve("unpdf"),
  mammoth: require.resolve("mammoth"),
  wordExtractor: require.resolve("word-extractor"),
});

// Runs in the child process (CommonJS): reads one document, sends its text
// (cut, so a huge text never reaches the server) and waits to be ended.
const readerSource = `
async function read({ bytes, type, paths, maxPages }) {
  const buffer = Buffer.from(bytes);
  if (type === "application/pdf") {
    const { getDocumentProxy } = require(paths.unpdf);
    const pdf = await getDocumentProxy(new Uint8Array(buffer), { isEvalSupported: false, stopAtErrors: false });
    const parts = [];
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // A new line where the text moves to another baseline, so the lines stay lines (decision 0045).
      let text = "";
      let lastY = null;
      for (const item of content.items) {
        if (typeof item.str !== "string") continue;
        const y = item.transform ? item.transform[5] : lastY;
        if (lastY !== null && Math.abs(y - lastY) > 1) text += "\\n";
        else if (text && !text.endsWith("\\n")) text += " ";
        text += item.str;
        lastY = y;
      }
      parts.push(text);
    }
    return parts.join("\\n");
  }
  if (type === "application/vnd.openxmlformats-officedocument.wordprocessingml.document") {
    const mammoth = require(paths.mammoth);
    return (await mammoth.extractRawText({ buffer })).value;
  }
  if (type === "application/msword") {
    const WordExtractor = require(paths.wordExtractor);
    return (await new WordExtractor().extract(buffer)).getBody();
  }
  throw new Error("not a resume type: " + type);
}
process.on("message", (input) =>
  read(input).then(
    (text) => process.send({ text: String(text).slice(0, ${4 * MAX_TEXT_LENGTH}) }),
    (error) => process.send({ error: String((error && error.message) || error) }),
  ),
);
`;

/**
 * The text of one resume file, read in a child process that is stopped after
 * TIME_LIMIT_MS or past MEMORY_LIMIT_MB. Never throws: a file that fails is
 * "unreadable", one with no words (a scan) is "empty".
 */
export async function extractResumeText(
  bytes: Uint8Array,
  contentType: string,
  log?: Logger,
): Promise<ResumeText> {
  const outcome = await runInChild<{ text: string } | { error: string }>(
    readerSource,
    { bytes, type: contentType, paths: libraries(), maxPages: MAX_PDF_PAGES },
    { memoryMb: MEMORY_LIMIT_MB, heapMb: HEAP_LIMIT_MB, timeMs: TIME_LIMIT_MS },
  );
  if ("error" in outcome) {
    log?.warn("resume unreadable", { contentType, error: outcome.error });
    return { status: "unreadable" };
  }
  const body = outcome.text
    .replaceAll("\u0000", "")
    .replace(/[ \t\f\v\r]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim()
    .slice(0, MAX_TEXT_LENGTH);
  return /[\p{L}\p{N}]/u.test(body) ? { status: "extracted", body } : { status: "empty" };
}

/** Resumes whose text has not been read yet: none recorded for the profile's current file. */
function unread(db: Kysely<DB>) {
  return db
    .selectFrom("candidate_profiles as p")
    .leftJoin("resume_texts as r", "r.candidate_id", "p.id")
    .where("p.resume_key", "is not", null)
    .where((eb) =>
      eb.or([eb("r.candidate_id", "is", null), eb("r.resume_key", "<>", eb.ref("p.resume_key"))]),
    );
}

function waiting(db: Kysely<DB>, limit: number) {
  return unread(db)
    .select(["p.id", "p.resume_key", "p.resume_content_type"])
    .orderBy("p.resume_uploaded_at", "desc")
    .limit(limit)
    .execute();
}

/**
 * Reads every resume that has no text yet, one at a time, then waits for a
 * kick (an upload) or the next round. Started with the server, so resumes
 * stored before the talent pool existed are read once, by themselves. With
 * several instances each may read the same file at the same moment; the
 * result is the same, and the row is written once per file.
 */
export function startResumeTextWorker(options: {
  db: Kysely<DB>;
  storage: FileStorage;
  log: Logger;
  /** How often to look without a kick (another instance's uploads). */
  intervalMs?: number;
}): ResumeTextWorker {
  const { db, storage, log } = options;
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  const failed = new Set<string>();

  async function readOne(row: { id: string; resume_key: string | null; resume_content_type: string | null }) {
    const key = row.resume_key!;
    const bytes = await storage.get(key);
    const text: ResumeText = bytes
      ? await extractResumeText(bytes, row.resume_content_type ?? "", log)
      : { status: "unreadable" };
    // Only if the profile still has this file: a newer upload waits for its own turn.
    await sql`
      insert into resume_texts (candidate_id, resume_key, status, body)
      select p.id, ${key}, ${text.status}, ${text.status === "extracted" ? text.body : ""}
      from candidate_profiles p where p.id = ${row.id} and p.resume_key = ${key}
      on conflict (candidate_id) do update set
        resume_key = excluded.resume_key, status = excluded.status, body = excluded.body,
        extracted_at = now()`.execute(db);
  }

  async function drain() {
    do {
      again = false;
      for (;;) {
        if (closed) return;
        const rows = (await waiting(db, 20)).filter((row) => !failed.has(`${row.id}:${row.resume_key}`));
        if (!rows.length) break;
        for (const row of rows) {
          if (closed) return;
          try {
            await readOne(row);
          } catch (error) {
            // The database or the store failed, not the file: try again next round.
            failed.add(`${row.id}:${row.resume_key}`);
            log.error("resume text not stored", { candidateId: row.id, ...errorFields(error) });
          }
        }
      }
    } while (again && !closed);
  }

  function kick() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => log.error("resume text worker failed", errorFields(error)))
      .finally(() => {
        running = null;
      });
  }

  const timer = setInterval(() => {
    failed.clear();
    kick();
  }, options.intervalMs ?? 60_000);
  timer.unref();
  kick();

  return {
    kick,
    async idle() {
      while (running) await running;
    },
    async waiting() {
      const row = await unread(db)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
