// Process entry: starts the HTTP server in development (Vite, live reload) or
// production (the built server bundle), and shuts down gracefully on SIGTERM.
import express from "express";

const production = process.env.NODE_ENV === "production";
const buildDir = process.env.BUILD_DIR ?? "build";

async function main() {
  const [command, file] = process.argv.slice(2);
  if (["backup", "restore", "migrate", "backup:verify"].includes(command)) return runCommand(command, file);
  let createApp;
  let vite;
  if (production) {
    ({ createApp } = await import(new URL(`${buildDir}/server/index.js`, `file://${process.cwd()}/`).href));
  } else {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    ({ createApp } = await vite.ssrLoadModule("./server/app.ts"));
  }

  let serverApp;
  try {
    serverApp = await createApp(production ? { clientDir: `${buildDir}/client` } : {});
  } catch (error) {
    // Configuration errors are for a person to read, not a stack trace.
    console.error(error && error.name === "ConfigError" ? error.message : error);
    await vite?.close();
    process.exit(1);
  }
  const { app, config, services, lifecycle } = serverApp;

  const root = express();
  root.disable("x-powered-by");
  if (vite) root.use(vite.middlewares);
  root.use(app);

  const server = root.listen(config.port, () => {
    services.log.info("server listening", {
      url: config.publicUrl,
      port: config.port,
      database: services.database.kind,
      mode: production ? "production" : "development",
    });
  });

  let closing = false;
  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    // Unready first (/readyz answers 503), still serving for SHUTDOWN_DRAIN_SECONDS
    // while a load balancer notices; then stop accepting connections, let
    // requests in flight finish, and close the database.
    lifecycle.shuttingDown = true;
    const drainMs = config.shutdownDrainSeconds * 1000;
    services.log.info("shutting down", { signal, drainSeconds: config.shutdownDrainSeconds });
    setTimeout(() => {
      server.close(async () => {
        await services.close().catch(() => {});
        await vite?.close();
        process.exit(0);
      });
      server.closeIdleConnections?.();
    }, drainMs);
    setTimeout(() => process.exit(1), drainMs + 15_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** Backup, restore and backup:verify run against the production build (npm run build first). */
async function runCommand(command, file) {
  const { runCommand: run } = await import(
    new URL(`${buildDir}/server/index.js`, `file://${process.cwd()}/`).href
  );
  try {
    console.log(await run(command, file));
    process.exit(0);
  } catch (error) {
    console.error(
      error && error.name === "ConfigError" ? error.message : `${command} failed: ${error.message}`,
    );
    process.exit(1);
  }
}

main();
