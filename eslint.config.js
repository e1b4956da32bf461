// The import rules of docs/architecture.md, enforced (npm run check). Types are tsc's: the
// project checks with TypeScript 7, which has no JavaScript API for typescript-eslint's
// parser, so ESLint reads the code with Babel's TypeScript parser and runs the rules of where
// code may import from. Run `npx eslint .` to see a crossing and the rule that names it.
import { readdirSync } from 'node:fs';
import babelParser from '@babel/eslint-parser';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const features = readdirSync('pwa/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The client's shared code: what features and app/ build on, never the other way. */
const sharedClient = ['lib', 'components', 'db', 'sync', 'sw'].map((dir) => `./pwa/src/${dir}`);

/**
 * zod's full API, by each name it is imported by. zod's core is one module, and a bundler puts a
 * module in one chunk: one schema written with the full API anywhere in the app puts every check
 * it has (every string format) into the chunk of zod's core that the shop's first visit loads.
 * So the shared schemas and the app write zod/mini only (docs/shared-schemas.md, "One zod").
 */
const zodFullApi = ['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({
  name,
  message:
    'Write schemas with zod/mini: zod\'s core is one chunk of the shop\'s first visit, and the full API brings all its checks into it (docs/shared-schemas.md, "One zod").',
}));

export default [
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: { babelrc: false, configFile: false, presets: [['@babel/preset-typescript', {}]] },
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // Which files no-cycle follows into (it parses each with the parser above).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@babel/eslint-parser': ['.ts', '.tsx', '.js', '.mjs'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature is whole in its folder: features do not import each other (bulletproof-react).
            ...features.map((feature) => ({
              target: `./pwa/src/features/${feature}`,
              from: './pwa/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move what both need to lib/, components/ or sync/.',
            })),
            // One way: app/ composes features, features build on the shared code, never back.
            {
              target: ['./pwa/src/features', ...sharedClient],
              from: ['./pwa/src/app', './pwa/src/main.tsx', './pwa/src/entry-server.tsx'],
              message: 'Only app/ composes the app: nothing below it imports it.',
            },
            {
              target: sharedClient,
              from: './pwa/src/features',
              message: 'Shared code does not import a feature: it would tie every screen to it.',
            },
            // The three packages: shared-schema is used by both and uses neither.
            {
              target: './shared-schema',
              from: ['./pwa', './sync-server'],
              message: 'shared-schema is what the app and the server share: it imports neither.',
            },
            {
              target: './sync-server/src',
              from: './pwa',
              except: [],
              message: 'The server does not import the app.',
            },
            // The server's layers: services are the bakery's rules, not HTTP.
            {
              target: ['./sync-server/src/services', './sync-server/src/db'],
              from: [
                './sync-server/src/http',
                './sync-server/src/routes',
                './sync-server/src/live',
                './sync-server/src/pages',
              ],
              message: 'Services and db/ do not know HTTP or sockets: return what changed, let the caller answer.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only db/ speaks to the database library: everything else asks db/ (docs/architecture.md).
    files: ['sync-server/src/**/*.ts'],
    ignores: ['sync-server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'knex', message: 'Only sync-server/src/db imports knex: add what you need there.' },
            { name: 'objection', message: 'Only sync-server/src/db imports objection: add what you need there.' },
          ],
        },
      ],
    },
  },
  {
    // The app calls the API by name (pwa/src/lib/calls.ts, typed from the contract): no feature
    // writes an address of the API, which the contract (shared-schema/src/calls) alone holds.
    files: ['pwa/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map((selector) => ({
          selector,
          message: "Call the API by name: callApi('cart.reserve', { body }) (pwa/src/lib/calls.ts).",
        })),
      ],
    },
  },
  {
    // What the app keeps on the device, IndexedDB and web storage, is kept by db/ only
    // (docs/client.md, "What the device keeps"): one folder to read for what a phone holds.
    files: ['pwa/src/**/*.{ts,tsx}'],
    ignores: ['pwa/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Only pwa/src/db opens IndexedDB: add what you need there.' },
            {
              name: 'zustand/middleware',
              message: 'A store kept on the phone is kept by pwa/src/db/web-storage (keptOnPhone).',
            },
            ...zodFullApi,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'Web storage is read and written by pwa/src/db/web-storage only.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage'].map((property) => ({
          object: 'window',
          property,
          message: 'Web storage is read and written by pwa/src/db/web-storage only.',
        })),
      ],
    },
  },
  {
    // The rest of the app's code (db/, which the rule above leaves out) and the shared schemas:
    // zod/mini only, as there (zodFullApi).
    files: ['pwa/src/db/**/*.{ts,tsx}', 'shared-schema/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: zodFullApi }] },
  },
];
