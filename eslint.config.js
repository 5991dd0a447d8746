// One lint setup for domain/, cms/ and web/ (each keeps its own tsconfig for type checking).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['cms/**/*.ts', 'cms/**/*.js'],
    rules: {
      // Strapi's own APIs are loosely typed; explicit any stays visible but is allowed here.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
