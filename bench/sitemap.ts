// The sitemap over 100,000 jobs: /sitemap.xml (an index) and each sitemap it
// lists, fetched over HTTP from the built app as a crawler does, with each
// file's bytes, <url> count, time to the last byte and whether it keeps to
// the sitemaps protocol (50,000 URLs, 50 MB uncompressed), and the app's
// heap and RSS after. Results: docs/performance.md, "Sitemap (100,000 jobs)".
//
//   BUILD_DIR=node_modules/.cache/sitemap-build npx react-router build
//   BUILD_DIR=node_modules/.cache/sitemap-build npx tsx bench/sitemap.ts
//
// It needs a PostgreSQL server: DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) names it and a role that may
// create databases; the run creates a database with a random name and drops
// it at the end (KEEP_DATABASE=1 keeps it, REUSE_DATABASE=<its URL> runs on
// it again without seeding). The jobs are bench/load.ts's (JOBS=100000, 10 %
// inactive), with few candidates and applications (CANDIDATES=1000,
// APPLICATIONS=1000): the sitemap reads only the jobs. Prints figures only
// and asserts nothing but that every file answered 200.
import "./production";
import { startBenchServer } from "./bench-server";

// Before bench/load.ts is imported: it reads them once.
process.env.CANDIDATES ??= "1000";
process.env.APPLICATIONS ??= "1000";

const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  const { sql } = await import("kysely");
  const { demoAccounts } = await import("../server/seed/demo");
  const { seed } = await import("./load");

  const reused = process.env.REUSE_DATABASE;
  const bench = await startBenchServer({
    name: "bench-sitemap-",
    reuse: reused,
    // A public address as long as a real one: every URL of the sitemap carries it four times.
    env: { PUBLIC_URL: process.env.PUBLIC_URL ?? "https://careers.vistaartechnologies.co.in" },
  });
  const { services, config, baseUrl } = bench;
  const { db } = services;
  try {
    if (!reused) {
      const account = async (email: string, password: string, role: "moderator" | "admin") => {
        const { user } = await services.auth.api.signUpEmail({ body: { email, password, name: "" } });
        await db.insertInto("user_roles").values({ user_id: user.id, email, role }).execute();
        return user.id;
      };
      const employer = await account(
        demoAccounts.employer.email,
        demoAccounts.employer.password,
        "moderator",
      );
      const admin = await account(demoAccounts.admin.email, demoAccounts.admin.password, "admin");
      console.log("seeding with bench/load.ts:");
      await services.database.withExclusiveConnection((connection) => seed(connection, { employer, admin }));
    }
    const counts = await sql<{ active: number; all: number }>`
      select count(*) filter (where is_active)::int as active, count(*)::int as all from jobs`.execute(db);
    const { active, all } = counts.rows[0]!;
    console.log(`${all.toLocaleString("en-US")} jobs, ${active.toLocaleString("en-US")} active`);

    await bench.listen();
    const get = async (url: string) => {
      const start = performance.now();
      // As a crawler that sends no Accept-Encoding: the uncompressed size the protocol limits.
      const response = await fetch(url.replace(config.publicUrl, baseUrl), {
        headers: { "accept-encoding": "identity" },
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      return { text, ms: performance.now() - start };
    };

    const index = await get(`${baseUrl}/sitemap.xml`);
    const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const rows: string[][] = [
      [
        "/sitemap.xml (index)",
        Buffer.byteLength(index.text).toLocaleString("en-US"),
        "–",
        String(files.length),
        index.ms.toFixed(0),
        "",
      ],
    ];
    const seen = new Set<string>();
    let listed = 0;
    let totalBytes = 0;
    let totalUrls = 0;
    for (const file of files) {
      const { text, ms } = await get(file);
      const bytes = Buffer.byteLength(text);
      const urls = text.match(/<url>/g)?.length ?? 0;
      for (const [, id] of text.matchAll(/<loc>[^<]*?\/jobs\/([0-9a-f-]{36})<\/loc>/g)) {
        listed++;
        seen.add(id!);
      }
      totalBytes += bytes;
      totalUrls += urls;
      const ok = urls <= MAX_URLS && bytes <= MAX_BYTES;
      rows.push([
        new URL(file).pathname,
        bytes.toLocaleString("en-US"),
        mb(bytes),
        urls.toLocaleString("en-US"),
        ms.toFixed(0),
        ok ? "yes" : "NO",
      ]);
    }
    rows.push([
      "all sitemaps",
      totalBytes.toLocaleString("en-US"),
      mb(totalBytes),
      totalUrls.toLocaleString("en-US"),
      "",
      "",
    ]);
    const header = ["file", "bytes", "MB", "<url>s (sitemaps to the index)", "ms", "within limits"];
    console.log(`\n| ${header.join(" | ")} |\n| ${header.map(() => "---").join(" | ")} |`);
    for (const row of rows) console.log(`| ${row.join(" | ")} |`);
    console.log(
      `\njob URLs ${listed.toLocaleString("en-US")} (English and Hindi), distinct jobs ${seen.size.toLocaleString("en-US")} ` +
        `of ${active.toLocaleString("en-US")} active`,
    );
    const memory = process.memoryUsage();
    console.log(
      `after: heap used ${mb(memory.heapUsed)} MB, RSS ${mb(memory.rss)} MB (the app and the bench, one process)`,
    );
  } finally {
    await bench.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
