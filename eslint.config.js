// One lint setup for domain/, cms/ and web/ (each keeps its own tsconfig for type checking).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const tsFiles = ['domain/**/*.ts', 'web/**/*.{ts,tsx}', 'cms/**/*.{ts,tsx}'];
const testFiles = ['**/*.test.{ts,tsx}', 'web/src/test/**', 'web/e2e/**', 'cms/tests/**'];

/** The feature folders of the site (web/src/features/<name>/), each fenced off from the others. */
const features = readdirSync(new URL('web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const publicSurface =
  "a feature's public surface is its index.ts, and index.server.ts for loaders (web/src/features/README.md)";

/**
 * Boundaries of web/src, as bulletproof-react draws them: a feature imports another feature only
 * through that feature's index.ts or index.server.ts; route modules and root.tsx may also import a
 * feature's `*.server.ts` entry points (and its stylesheets); the shell and the shared folders
 * (ui, i18n, graphql) import no feature and no route.
 */
const boundaries = [
  ...features.flatMap((feature) => {
    const files = [`web/src/features/${feature}/**/*.{ts,tsx}`];
    const patterns = [
      {
        regex: `^~/features/(?!${feature}/)[^/]+/(?!index\\.server$)`,
        message: `Import another feature from its public surface only: ${publicSurface}.`,
      },
      {
        regex: `^\\.\\./(?!${feature}/)`,
        message: `Leave a feature through the ~/ alias, and enter another one through its public surface: ${publicSurface}.`,
      },
    ];
    // Route modules use features, not the other way round (a feature's tests may render a route).
    const routes = { regex: '^~/routes(/|$)', message: 'A feature does not import route modules.' };
    return [
      { files, rules: { 'no-restricted-imports': ['error', { patterns }] } },
      { files, ignores: testFiles, rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, routes] }] } },
    ];
  }),
  {
    files: ['web/src/routes/**/*.{ts,tsx}', 'web/src/root.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^~/features/[^/]+/(?![^/]+\\.server$|[^/]+\\.css\\?url$)',
              message: `Route modules import a feature's public surface, its *.server.ts entry points or its stylesheet: ${publicSurface}.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/{shell,ui,i18n,graphql}/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^~/(features|routes)(/|$)',
              message: 'The shell and the shared folders are used by features and routes, never the other way round.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.tmp/**',
      '**/.cache/**',
      '**/.strapi/**',
      '**/.react-router/**',
      '**/coverage/**',
      'cms/types/generated/**',
      'web/src/i18n/compiled/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Type-aware rules on the TypeScript of the three parts, each checked against its own tsconfig.
  {
    files: tsFiles,
    extends: tseslint.configs.recommendedTypeCheckedOnly,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Strapi's, Apollo's and msw's callbacks are typed async; one that needs no await is still right.
      '@typescript-eslint/require-await': 'off',
      // Its verdicts change with the compiler: on TypeScript 6 it calls the cast of yup's
      // `options.context` (domain/src/forms/fields.ts) unnecessary, and its fix breaks the build.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // A promise's executor passes on what it caught as it is (React's render errors).
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // React Router's loaders throw its responses (`redirect`, `data`) by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    // cms tests have their own tsconfig, which the project service (nearest tsconfig.json) does not find.
    files: ['cms/tests/**/*.ts', 'cms/src/**/*.test.ts', 'cms/vitest.config.ts'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: ['./cms/tsconfig.test.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // Tests read JSON and stub loaders: any-typed values and the text of a row are theirs to use.
    files: testFiles,
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // The browser's message runtime compares @formatjs's element types as plain numbers, so the
    // parser's enum stays out of the bundle (decision 005).
    files: ['web/src/i18n/icu-format.ts', 'web/src/i18n/browser-intl.tsx'],
    rules: { '@typescript-eslint/no-unsafe-enum-comparison': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  ...boundaries,
  {
    // One reading of a cookie (decision 033): cookie-es (`~/server/cookies` in the web), never a
    // Cookie or Set-Cookie header or `document.cookie` split by hand (two hand parsers that
    // disagreed let the consent cache be poisoned, decision 022).
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Identifier[name=/cookie/i]', 'Literal[value=/cookie/i]', 'TemplateElement[value.raw=/cookie/i]'].map(
          (mention) => ({
            selector: `CallExpression[callee.property.name='split']:matches([arguments.0.value=/^\\s*;\\s*$/], [arguments.0.regex.pattern=/^;/]):has(${mention})`,
            message:
              'Read cookies with cookie-es (parse, parseSetCookie; ~/server/cookies in the web), not by splitting on ";".',
          }),
        ),
        {
          // `header.split(…).find((part) => part.startsWith(`${name}=`))`: a cookie looked up by hand.
          selector:
            "CallExpression[callee.property.name='find'][callee.object.callee.property.name='split']:has(TemplateElement[value.raw=/=$/])",
          message:
            'Read cookies with cookie-es (parse; ~/server/cookies in the web), not by looking for "name=" in split parts.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['cms/**/*.ts', 'cms/**/*.js'],
    rules: {
      // Strapi's own APIs are loosely typed; explicit any stays visible but is allowed here, and so is using it.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
