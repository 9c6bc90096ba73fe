import type { Database } from "./database";

// Bundled into the server build, so a deployed server needs no source tree.
const files = import.meta.glob<string>("./migrations/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const migrations = Object.entries(files)
  .map(([path, sql]) => ({ version: path.replace(/^.*\/|\.sql$/g, ""), sql }))
  .sort((a, b) => a.version.localeCompare(b.version));

// Any constant works; it only has to be the same for every instance.
const MIGRATION_LOCK = 720_2017;

/**
 * Applies pending migrations, each in its own transaction. Several instances
 * starting together take turns on an advisory lock, so each migration runs once.
 */
export async function migrate(database: Database): Promise<string[]> {
  return database.withExclusiveConnection(async (connection) => {
    await connection.exec(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await connection.exec(
        `create table if not exists schema_migrations (
           version text primary key,
           applied_at timestamptz not null default now())`,
      );
      const applied = new Set(
        (await connection.query<{ version: string }>("select version from schema_migrations")).map(
          (row) => row.version,
        ),
      );
      const done: string[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        try {
          await connection.exec(
            `begin;\n${migration.sql}\n;insert into schema_migrations (version) values ('${migration.version}');\ncommit;`,
          );
        } catch (error) {
          await connection.exec("rollback").catch(() => {});
          throw new Error(`Migration ${migration.version} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        done.push(migration.version);
      }
      return done;
    } finally {
      await connection.exec(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
