// Untrusted files (resumes) are parsed in a child process of their own, not in
// the server: a file that inflates to gigabytes (a zip or FlateDecode bomb) or
// loops costs that child, which is killed past a memory ceiling or a time
// limit, and whatever it took goes back to the system when it exits. A worker
// thread is not enough: its buffers live outside its V8 heap limit, in the
// server's own memory, which glibc keeps after they are freed (decision 0038).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

export interface ChildLimits {
  /** Resident memory of the child, heap, buffers and code together; past it the child is killed. */
  memoryMb: number;
  /** Its V8 heap, so that a heap that swells fails inside the child with a clear error. */
  heapMb: number;
  timeMs: number;
}

/** How often the child's resident memory is read: a zlib stream fills a few MB per millisecond. */
const WATCH_INTERVAL_MS = 10;

/** The child's resident memory in MB from /proc (Linux), or null where there is none or it has gone. */
function residentMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "latin1"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Runs `source` (CommonJS, Node's own modules and absolute paths only) in a
 * new Node process without the server's environment (no secrets where the
 * untrusted file is opened). The source receives `input` with
 * `process.on("message", …)` and answers with one `process.send(…)`; it is
 * ended then (the listener keeps it waiting, so its exit never overtakes its answer).
 * Resolves to that answer, or to `{ error }` when the child fails, exits
 * without answering, passes `limits.memoryMb` or `limits.timeMs`. Never rejects.
 */
export function runInChild<T extends object>(
  source: string,
  input: object,
  limits: ChildLimits,
): Promise<T | { error: string }> {
  return new Promise((resolve) => {
    let settled = false;
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${limits.heapMb}`,
        "-e",
        // A server that dies leaves no reader running on without it.
        `process.on("disconnect", () => process.exit(1));\n${source}`,
      ],
      { env: {}, stdio: ["ignore", "ignore", "ignore", "ipc"], serialization: "advanced" },
    );
    const finish = (answer: T | { error: string }) => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      clearTimeout(timer);
      child.kill("SIGKILL");
      resolve(answer);
    };
    const watch = setInterval(() => {
      const resident = child.pid === undefined ? null : residentMb(child.pid);
      if (resident !== null && resident > limits.memoryMb)
        finish({ error: `used more than ${limits.memoryMb} MB (${Math.round(resident)} MB)` });
    }, WATCH_INTERVAL_MS);
    const timer = setTimeout(() => finish({ error: `no answer within ${limits.timeMs} ms` }), limits.timeMs);
    child.once("message", (answer) => finish(answer as T));
    child.once("error", (error) => finish({ error: error.message }));
    child.once("exit", (code, signal) => finish({ error: `exited with ${signal ?? code}` }));
    child.send(input, (error) => {
      if (error) finish({ error: error.message });
    });
  });
}
