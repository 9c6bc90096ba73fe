// A private PostgreSQL server for tests that stop and start it (the shared one
// at DATABASE_URL serves other test files and must stay up). It uses Debian's
// binaries (/usr/lib/postgresql/<version>/bin), run as the `postgres` system
// user because initdb and postgres refuse to run as root, in a temporary
// directory that also holds the socket, on a free port, with `trust`
// authentication and no fsync.
//
// Every command runs asynchronously: the app under test usually shares this
// process, and must keep serving while the cluster starts and stops.
import { execFile as execFileCallback, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./ports";

const execFile = promisify(execFileCallback);

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  /** Fast shutdown: open connections are cut, the server is down when this resolves. */
  stop(): Promise<void>;
  /** `stop`, then `start`. */
  restart(): Promise<void>;
  /** Stops the server if it runs and deletes its directory. Safe to call more than once. */
  destroy(): Promise<void>;
  /** The server's log so far (for a failing test's message). */
  log(): string;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length)
    throw new Error(`No PostgreSQL server binaries under ${root} (apt-get install postgresql).`);
  return path.join(root, versions[0], "bin");
}

/** Creates (initdb) and starts a new cluster. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "jobboard-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  const port = await freePort();
  const run = async (program: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    try {
      await execFile(file, argv, { cwd: dir, timeout: 60_000 });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(
        `${program} ${args.join(" ")} failed: ${stderr || stdout || String(error)}\n${readLog()}`,
        { cause: error },
      );
    }
  };
  const readLog = () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "");
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
  ].join(" ");
  let running = false;
  let destroyed = false;

  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await run("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", serverOptions, "-w", "-t", "60", "start"]);
      running = true;
    },
    async stop() {
      await run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "60", "stop"]);
      running = false;
    },
    async restart() {
      await cluster.stop();
      await cluster.start();
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      if (running || existsSync(path.join(dataDir, "postmaster.pid"))) {
        await run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => {});
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
    log: readLog,
  };

  try {
    await run("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
