// How long sign-up and the password-reset request take for an address that has
// an account and for one that has none (decision 0036): the medians and p95 of
// ROUNDS calls of each, through the domain functions, alternating the two
// cases so that a warm-up or a slow moment falls on both. The answers must not
// tell the two apart; this prints the figures and asserts nothing.
//
//   npx tsx bench/account-timing.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/account-timing.ts
//
// On PGlite by default; with DATABASE_URL, on a database of its own made on
// that server (tests/support/test-database.ts) and dropped at the end.
// Settings: ROUNDS=40.
import { performance } from "node:perf_hooks";
import { viteImport } from "./vite-import";

// Through Vite: the domain code uses Lingui's macros (bench/vite-import.ts).
const { registerCandidate, requestPasswordReset } = await viteImport<
  typeof import("../server/domain/accounts")
>(new URL("../server/domain/accounts.ts", import.meta.url));
const { contextFor, createTestServices } = await viteImport<typeof import("../tests/support/services")>(
  new URL("../tests/support/services.ts", import.meta.url),
);

const rounds = Number(process.env.ROUNDS ?? 40);
const password = "fibre-splice-42";
const form = (email: string) => ({
  email,
  phone: "98765 43210",
  password,
  confirmPassword: password,
  consent: "yes",
});

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const show = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(36)} median ${quantile(values, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(values, 0.95).toFixed(1).padStart(7)} ms`,
  );

async function run() {
  const services = await createTestServices();
  try {
    await registerCandidate(contextFor(services), form("known@example.com"));
    const signUp = { known: [] as number[], fresh: [] as number[] };
    const reset = { known: [] as number[], fresh: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      // Every call from an address of its own (contextFor), so no limit answers instead.
      signUp.fresh.push(
        await timed(() => registerCandidate(contextFor(services), form(`new-${round}@example.com`))),
      );
      signUp.known.push(
        await timed(() => registerCandidate(contextFor(services), form("known@example.com"))),
      );
      // Reset is limited to 3 an hour per address: a known and an unknown address of its own each round.
      reset.known.push(
        await timed(() => requestPasswordReset(contextFor(services), { email: `new-${round}@example.com` })),
      );
      reset.fresh.push(
        await timed(() =>
          requestPasswordReset(contextFor(services), { email: `nobody-${round}@example.com` }),
        ),
      );
    }
    console.log(`${services.database.kind}, ${rounds} rounds`);
    show("sign-up, new address", signUp.fresh);
    show("sign-up, address with an account", signUp.known);
    show("reset, address with an account", reset.known);
    show("reset, address without one", reset.fresh);
  } finally {
    await services.dispose();
  }
}

await run();
