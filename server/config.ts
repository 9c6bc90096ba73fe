import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Every setting the server reads, from environment variables, with working
 * defaults. `loadConfig` throws a ConfigError naming each bad variable, and the
 * server stops with that message before it listens.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")
    .optional(),
  PUBLIC_URL: z.url({ message: "must be a full URL such as https://jobs.example.in" }).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SEED_DEMO: z.enum(["true", "false"], { message: "must be true or false" }).default("false"),
  TRUST_PROXY: z.enum(["true", "false"], { message: "must be true or false" }).default("false"),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  publicUrl: string;
  sessionSecret: string;
  seedDemo: boolean;
  trustProxy: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as a shell user would expect.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? null,
    smtpUrl: values.SMTP_URL ?? null,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    sessionSecret: values.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    seedDemo: values.SEED_DEMO === "true",
    trustProxy: values.TRUST_PROXY === "true",
  };
}

/** Keeps a generated secret under DATA_DIR so sessions survive a restart. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
