import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const AREAS = ['host-shell', 'mfe-public', 'mfe-jobs', 'mfe-fleet', 'mfe-people', 'mfe-finance', 'mfe-map'];
const ENTRIES = [
  'contract',
  'records',
  'domain',
  'data',
  'ui',
  'ui/list',
  'ui/detail',
  'ui/form',
  'controllers/form',
  'controllers/list',
  'controllers/show',
  'testing',
  'standalone',
];

/** Paths every file may not import, whatever its folder. */
const EVERYWHERE = [
  { name: 'react-router-dom', message: "Import the router from 'shared-contracts/ui': one tree-shaken copy for every area." },
  { name: 'react-router', message: "Import the router from 'shared-contracts/ui': one tree-shaken copy for every area." },
  {
    name: 'history',
    message: "The router's history comes from 'shared-contracts/ui' (HistoryRouter, createMemoryHistory): the one the leave guard holds.",
  },
  { name: '@mui/material', message: "Import each component's own path (e.g. '@mui/material/Button'): the barrel loads all of MUI." },
  { name: '@mui/icons-material', message: "Import each icon's own path (e.g. '@mui/icons-material/Add'): the barrel loads every icon." },
  {
    name: 'shared-contracts',
    message:
      "Import one of shared-contracts' entries: 'shared-contracts/contract', '/records', '/domain', '/data', '/ui', '/ui/list', '/ui/detail', '/ui/form', '/controllers/form', '/controllers/list' or '/controllers/show'.",
  },
];

const ENTRY_MESSAGE =
  "Import one of shared-contracts' entries: 'shared-contracts/contract', '/records', '/domain', '/data', '/ui', '/ui/list', '/ui/detail', '/ui/form', '/controllers/form', '/controllers/list' or '/controllers/show'.";
const NOT_AN_ENTRY = { group: ['shared-contracts/src/**', 'shared-contracts/grid'], message: ENTRY_MESSAGE };

/** The data grid is not shared by itself (tooling/webpack/sharedDependencies.cjs): only the list wrapper imports it. */
const THE_GRID = {
  group: ['@mui/x-data-grid', '@mui/x-data-grid/*'],
  message: "Use the list wrapper and the grid's types from 'shared-contracts/ui/list': one tree-shaken copy of the grid for every area.",
};

/** The cache is not shared by itself either: only the data layer imports it, so every area reads one cache. */
const THE_CACHE = {
  group: ['@tanstack/*'],
  message: "Read and write through 'shared-contracts/data' (useGetList, useCreate…): one cache for every area.",
};

/** The form library reaches areas only through the form controllers. */
const THE_FORMS = {
  group: ['react-hook-form', 'react-hook-form/*', '@hookform/*'],
  message: "Build forms with 'shared-contracts/controllers/form' (useCreateController, useEditController).",
};

/** One no-restricted-imports rule per file group (a later rule replaces an earlier one, so each lists everything). */
const restrict = (patterns = [], { gridAllowed = false, cacheAllowed = false, formsAllowed = false } = {}) => [
  'error',
  {
    paths: EVERYWHERE,
    patterns: [
      NOT_AN_ENTRY,
      ...(gridAllowed ? [] : [THE_GRID]),
      ...(cacheAllowed ? [] : [THE_CACHE]),
      ...(formsAllowed ? [] : [THE_FORMS]),
      ...patterns,
    ],
  },
];

/** An area may import the entries of shared-contracts and libraries, never another area's source. */
const areaBoundaries = AREAS.map((area) => ({
  files: [`${area}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': restrict([
      {
        group: AREAS.filter((other) => other !== area).flatMap((other) => [other, `${other}/**`, `**/${other}/**`]),
        message: 'Areas never import each other: meet through shared-contracts and URLs.',
      },
    ]),
  },
}));

/** Another entry of shared-contracts is reached through its package name, so the page holds one instance of it. */
const otherEntriesByPath = (entry) => ({
  group: entry.includes('/')
    ? ['../*']
    : [
        ...new Set(
          ENTRIES.filter((other) => other !== entry && !other.startsWith(`${entry}/`)).map((other) => `**/${other.split('/').pop()}/*`),
        ),
      ],
  message: "Reach another entry through its package name ('shared-contracts/…'), never by a relative path.",
});

const layer = (entry, forbiddenEntries, forbiddenPackages = []) => ({
  files: [`shared-contracts/src/${entry}/**/*.{ts,tsx}`],
  // Tests may render a layer with the ones above it (a data hook showing its toasts).
  ignores: [
    '**/*.test.{ts,tsx}',
    ...(entry === 'ui' ? ['shared-contracts/src/ui/list/**', 'shared-contracts/src/ui/detail/**', 'shared-contracts/src/ui/form/**'] : []),
  ],
  rules: {
    'no-restricted-imports': restrict(
      [
        otherEntriesByPath(entry),
        ...(forbiddenEntries.length > 0
          ? [
              {
                group: forbiddenEntries.map((name) => `shared-contracts/${name}`),
                message: `The ${entry} layer does not depend on ${forbiddenEntries.join(', ')}.`,
              },
            ]
          : []),
        ...(forbiddenPackages.length > 0
          ? [{ group: forbiddenPackages, message: `The ${entry} layer uses no ${forbiddenPackages.join(', ')}.` }]
          : []),
        { group: AREAS.flatMap((area) => [area, `${area}/**`, `**/${area}/**`]), message: 'shared-contracts never imports an area.' },
      ],
      { gridAllowed: entry === 'ui/list', cacheAllowed: entry === 'data', formsAllowed: entry === 'controllers/form' },
    ),
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-static/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': restrict(),
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}', 'e2e/**/*.ts', '**/bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The layers of shared-contracts: contract ← records ← domain ← data, ui; ui ← ui/list, ui/detail and ui/form (the
  // pages); data and ui (the route's id) ← controllers/show, data and ui (ui/form) ← controllers/form, data and ui/list
  // ← controllers/list. A controller returns state and callbacks (the only places one may meet the data); a page of a
  // ui entry draws what it returns.
  layer('contract', ['data', 'ui', 'controllers'], ['react', 'react-dom', '@mui/*', '@emotion/*', 'notistack', 'zod', 'zod/*']),
  layer('records', ['domain', 'data', 'ui', 'controllers'], ['react', 'react-dom', '@mui/*', '@emotion/*', 'notistack', 'zod', 'zod/*']),
  layer('domain', ['data', 'ui', 'controllers'], ['react', 'react-dom', '@mui/*', '@emotion/*', 'notistack', 'zod', 'zod/*']),
  {
    // The contract names the records and the compliance alerts a provider answers with, by their types only: at run
    // time it holds nothing of the entries above it (they import it), so no cycle.
    files: ['shared-contracts/src/contract/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shared-contracts/records', 'shared-contracts/domain'],
              allowTypeImports: true,
              message: 'The contract names the records and the domain by their types only (import type): they import it.',
            },
          ],
        },
      ],
    },
  },
  layer('data', ['ui', 'controllers'], ['@mui/*', '@emotion/*']),
  layer('ui', ['data', 'ui/list', 'ui/detail', 'ui/form', 'controllers']),
  layer('ui/list', ['data', 'ui/detail', 'ui/form', 'controllers']),
  layer('ui/detail', ['data', 'ui/list', 'ui/form', 'controllers']),
  layer('ui/form', ['data', 'ui/list', 'ui/detail', 'controllers']),
  layer('controllers/show', ['ui/list', 'ui/detail', 'ui/form', 'controllers/form', 'controllers/list']),
  layer('controllers/form', ['ui/list', 'ui/detail', 'controllers/list', 'controllers/show']),
  layer('controllers/list', ['ui/detail', 'ui/form', 'controllers/form', 'controllers/show']),
  {
    // The one place react-router and history are imported, to be re-exported to every area.
    files: ['shared-contracts/src/ui/router.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...areaBoundaries,
  {
    // Imports in one order everywhere, fixed by `pnpm lint --fix`; Prettier lays out the rest (`pnpm format`).
    files: ['**/*.{ts,tsx,cjs,mjs,js}'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: { 'simple-import-sort/imports': 'error', 'simple-import-sort/exports': 'error' },
  },
  prettier,
);
