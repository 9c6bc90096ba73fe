import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Services } from "../../server/services";

/**
 * What `read` answers once `done` holds for it, or its last answer after
 * `timeoutMs`: a change written elsewhere reaches a cache through
 * PostgreSQL's notification, a moment after the commit.
 */
export async function answerOnce<T>(
  read: () => Promise<T>,
  done: (answer: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let answer = await read();
  while (!done(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    answer = await read();
  }
  return answer;
}

/**
 * Waits until `services` has heard PostgreSQL's notifications of every change
 * committed so far (they arrive in commit order): a statement on jobs that
 * deletes nothing still notifies, and empties the job search cache, where a
 * marker waits for it. For tests that write no jobs meanwhile.
 */
export async function changesHeard(services: Services): Promise<void> {
  const marker = `changes-heard-${randomUUID()}`;
  const nothing = {
    jobs: [],
    total: 0,
    capped: false,
    page: 1,
    pageSize: 20,
    pageCount: 1,
    correctedQ: null,
  };
  await services.caches.jobSearches.read(marker, async () => nothing);
  await sql`delete from jobs where false`.execute(services.database.db);
  const kept = await answerOnce(
    () => services.caches.jobSearches.read(marker, async () => null),
    (answer) => answer === null,
  );
  if (kept !== null) throw new Error("the jobs' notification never came");
}

/**
 * Waits until the mail queue's worker has taken every queued message (sent,
 * stored or failed it, or put it back with its error to wait for a retry):
 * it writes mail_outbox a moment after the request that queued the mail.
 */
export async function mailSettled(services: Services, timeoutMs = 15_000): Promise<void> {
  const queued = () =>
    services.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("status", "=", "queued")
      .where("attempts", "=", 0)
      .execute();
  const left = await answerOnce(queued, (rows) => rows.length === 0, timeoutMs);
  if (left.length) throw new Error(`${left.length} queued e-mails were not taken in ${timeoutMs} ms`);
}

/** The first 200 answer of `url` (polled every 200 ms), or an error after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy answer from ${url}`);
}
