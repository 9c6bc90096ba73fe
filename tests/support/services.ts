import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../server/config";
import type { Actor, DomainContext } from "../../server/domain/context";
import { silentLog } from "../../server/log";
import { createServices, type Services } from "../../server/services";
import { createTestDatabase } from "./test-database";

export interface TestServices extends Services {
  /** Removes the test database. */
  dispose(): Promise<void>;
}

export async function createTestServices(env: Record<string, string> = {}): Promise<TestServices> {
  const { database, drop } = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
  const services = await createServices(config, { database, log: silentLog });
  return Object.assign(services, {
    async dispose() {
      services.mailer.close();
      await drop();
    },
  });
}

let ipCounter = 0;

/** A domain context as a route would build it; each call gets its own client address. */
export function contextFor(services: Services, actor: Actor | null = null, clientIp?: string): DomainContext {
  return { services, db: services.db, actor, clientIp: clientIp ?? `10.0.0.${++ipCounter % 250}` };
}
