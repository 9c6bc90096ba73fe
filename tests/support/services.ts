import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../server/config";
import { roleOfStored } from "../../common/schemas/roles";
import type { Actor, DomainContext } from "../../server/domain/context";
import { DomainError } from "../../server/domain/errors";
import { registerCandidate } from "../../server/domain/accounts";
import { silentLog } from "../../server/log";
import type { Services } from "../../server/services";
import { createServices } from "../../server/wiring";
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
      await services.resumeTexts.close();
      await services.queue.stop();
      services.mailer.close();
      await services.rateLimits.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

let ipCounter = 0;

/** A domain context as a route would build it; each call gets its own client address. */
export function contextFor(services: Services, actor: Actor | null = null, clientIp?: string): DomainContext {
  return { services, db: services.db, actor, clientIp: clientIp ?? `10.0.0.${++ipCounter % 250}` };
}

/** An employer (moderator) or admin account, made directly through the auth library. */
export async function createStaff(
  services: Services,
  email: string,
  role: "moderator" | "admin",
): Promise<Actor> {
  const { user } = await services.auth.api.signUpEmail({
    body: { email, password: "good-password-1", name: "" },
  });
  await services.db.insertInto("user_roles").values({ user_id: user.id, email, role }).execute();
  return { userId: user.id, email, role: roleOfStored(role) };
}

/** The DomainError a call was refused with; fails the test if it succeeded or threw something else. */
export async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected the call to be refused");
}

/**
 * Signs up a candidate with a new address, as the sign-up form does; fails the
 * test if the address already had an account (sign-up answers that the same way).
 */
export async function registerNewCandidate(
  services: Services,
  input: { email: string; phone: string; password: string; confirmPassword: string },
): Promise<{ userId: string }> {
  // The notice's "I agree" box ticked, as a person signing up does (decision 0046).
  const { userId } = await registerCandidate(contextFor(services), { ...input, consent: "yes" });
  if (!userId) throw new Error(`${input.email} already had an account`);
  return { userId };
}
