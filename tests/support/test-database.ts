import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/database";

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a
 * new database with a random name on the server of DATABASE_URL (dropped again
 * by `drop`), since that server keeps whatever earlier runs left.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  url: string | null;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    return { database, url: null, drop: () => database.close() };
  }
  const { url, drop } = await createServerDatabase(serverUrl);
  const database = await openDatabase({ kind: "postgres", url });
  return {
    database,
    url,
    async drop() {
      await database.close();
      await drop();
    },
  };
}

/** Creates `test_<random>` on the server of `serverUrl`; `drop` removes it. */
export async function createServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
