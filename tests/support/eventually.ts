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
