// The server as an operator runs it: `node server.js` on the production build
// of this test run, as a child process the tests can signal, kill and restart.
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, inject } from "vitest";

export { waitForHealth } from "./eventually";

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
}

/**
 * `node server.js [args]` with NODE_ENV=production on the test build, and
 * `env` over this process's environment. Whatever is still running when the
 * test file ends is killed.
 */
export function startServerProcess(env: Record<string, string>, args: string[] = []): ServerProcess {
  const child = spawn("node", ["server.js", ...args], {
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: inject("buildDir"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exited, output: () => output };
}

const running = new Set<ChildProcess>();
afterAll(() => running.forEach((child) => child.kill("SIGKILL")));
