import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const AREAS = ['host-shell', 'mfe-public', 'mfe-jobs', 'mfe-fleet', 'mfe-people', 'mfe-finance', 'mfe-map'];

const ROUTER_MESSAGE = "Import the router from 'shared-contracts': one tree-shaken copy for every area.";
const routerPaths = [
  { name: 'react-router-dom', message: ROUTER_MESSAGE },
  { name: 'react-router', message: ROUTER_MESSAGE },
];

/** One no-restricted-imports rule per file group (a later rule would replace an earlier one). */
const restrictImports = (patterns = []) => ['error', { paths: routerPaths, patterns }];

/** An area may import shared-contracts and libraries, never another area's source. */
const areaBoundaries = AREAS.map((area) => ({
  files: [`${area}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': restrictImports([
      {
        group: AREAS.filter((other) => other !== area).flatMap((other) => [other, `${other}/**`, `**/${other}/**`]),
        message: 'Areas never import each other: meet through shared-contracts and URLs.',
      },
    ]),
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**'] },
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
      'no-restricted-imports': restrictImports(),
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}', 'e2e/**/*.ts', '**/bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared-contracts/src/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared-contracts/src/grid/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: ['../*', '!../grid'],
          message: "The grid entry imports the core through 'shared-contracts' so both share one store.",
        },
      ]),
    },
  },
  ...areaBoundaries,
);
