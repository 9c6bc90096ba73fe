import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Lingui's global `t` translates with one instance shared by every request:
// on the server it would mix languages. Components use `useLingui()`, other
// code `msg` with the request's instance (docs/i18n.md).
const linguiGlobalT = {
  name: "@lingui/core/macro",
  importNames: ["t"],
  message: "Use `useLingui()` from @lingui/react/macro, or `msg` with currentI18n() (docs/i18n.md).",
};

const noServer = {
  group: ["**/server/**", "../server/*", "../../server/*"],
  message: "server/ is server-only; call it from a route's loader or action.",
};
const noApp = {
  group: ["**/app/**", "!**/app/site.config", "~/*"],
  message:
    "server/ and common/ import nothing of the pages and components; code both sides use lives in common/.",
};

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "data/", ".react-router/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { paths: [linguiGlobalT] }],
      // Input cleaning matches control characters on purpose.
      "no-control-regex": "off",
    },
  },
  // The arrows run one way (docs/architecture.md): pages → components →
  // common/, and pages → server/ → common/. Components and common/ never
  // reach into the server (a route's loader or action calls it, and React
  // Router strips those from the browser bundle); server/ and common/ never
  // reach into the pages, save for the brand (app/site.config.ts).
  {
    files: ["app/components/**/*.{ts,tsx}", "app/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [linguiGlobalT], patterns: [noServer] }],
    },
  },
  {
    files: ["common/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [linguiGlobalT], patterns: [noServer, noApp] }],
    },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [linguiGlobalT], patterns: [noApp] }],
    },
  },
  // A page is written one way (decision 0040): its guard, pageLoader and
  // formAction; no route reads the session, maps a DomainError or reads a
  // form by hand, and a route file stays short enough to read.
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "max-lines": ["error", { max: 300 }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            linguiGlobalT,
            ...[
              ["../../server/http/session", ["domainContext", "getActor"]],
              ["../../server/domain/errors", ["isDomainError"]],
              ["../../server/http/action", ["failure", "formOf"]],
            ].map(([name, importNames]) => ({
              name,
              importNames,
              message: "Start with a guard and use pageLoader / formAction (docs/architecture.md).",
            })),
          ],
        },
      ],
    },
  },
  {
    files: ["server.js", "scripts/**/*.{js,mjs}"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly" },
    },
  },
);
