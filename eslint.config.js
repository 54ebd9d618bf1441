// ESLint flat config (issue 18). Fast by design: typescript-eslint "recommended" without type information.
// Formatting (line length 120, quotes, commas) is Prettier's job: no stylistic rules here.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import boundaries, matched on the import string with regexes so any depth of "../" and the #src/* alias count.
const TO_SERVER = {
  regex: "^(?:(?:\\.\\./)+|#src/)server(?:/|$)",
  message: "src/shared and src/web never import src/server.",
};
const TO_WEB = {
  regex: "^(?:(?:\\.\\./)+|#src/)web(?:/|$)",
  message:
    "src/shared and src/server never import src/web: data both sides read (page lists, content) lives in src/shared.",
};
const TO_ROUTES = {
  regex: "\\.routes(?:\\.ts)?$",
  message: "A route file imports no other route file: move the shared code into a service/queries module.",
};
const TO_SCHEMA = {
  regex: "(?:^|/)db/schema(?:\\.ts)?$",
  message: "Route files never import db/schema: put the DB access in <feature>.queries.ts (or a service).",
};

const UP_TWO = {
  regex: "^\\.\\./\\.\\./",
  message: "Use the #src/* alias (package.json imports) instead of a ../../ chain.",
};

// no-restricted-imports does not see dynamic import(): the same boundary for `await import("…")`.
const noDynamicImport = (...patterns) =>
  patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\/")}/]`,
    message,
  }));

// Route files that imported db/schema when the rule was introduced. They are exempt from the db/schema restriction
// only (the route-to-route rule still applies). THIS LIST MAY ONLY SHRINK: never add a file to it.
const LEGACY_ROUTES_WITH_SCHEMA = [];

export default defineConfig([
  globalIgnores([
    "build/",
    "build-*/",
    "bench/reference/build/",
    "bench/reference/.react-router/",
    ".react-router/",
    "node_modules/",
    "test-results/",
    "playwright-report/",
    "drizzle/",
    "scratch/",
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_`-prefixed names are the codebase's way of saying "deliberately unused".
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // `catch {}` is the codebase's deliberate "ignore and retry/fall back" (health polls, decodeURIComponent, storage).
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },

  {
    files: ["src/web/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Missing effect dependencies are bugs, not hints: fail the lint instead of warning.
      "react-hooks/exhaustive-deps": "error",
      // Off: with SSR, browser-only state (localStorage, matchMedia, navigation) is read after hydration in an effect
      // on purpose; this React Compiler rule flags exactly that pattern.
      "react-hooks/set-state-in-effect": "off",
    },
  },

  // ---- Import boundaries ----
  {
    files: ["src/server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [TO_WEB, UP_TWO] }] },
  },
  {
    files: ["src/shared/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [TO_SERVER, TO_WEB, UP_TWO] }],
      "no-restricted-syntax": ["error", ...noDynamicImport(TO_SERVER, TO_WEB)],
    },
  },
  {
    files: ["src/web/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [TO_SERVER, UP_TWO] }],
      "no-restricted-syntax": ["error", ...noDynamicImport(TO_SERVER)],
    },
  },
  {
    files: ["src/server/**/*.routes.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [TO_ROUTES, TO_SCHEMA, TO_WEB, UP_TWO] }] },
  },
  // ESLint refuses an empty `files`: the exemption block only exists while the list names a file.
  ...(LEGACY_ROUTES_WITH_SCHEMA.length > 0
    ? [
        {
          files: LEGACY_ROUTES_WITH_SCHEMA,
          rules: { "no-restricted-imports": ["error", { patterns: [TO_ROUTES, TO_WEB, UP_TWO] }] },
        },
      ]
    : []),
]);
