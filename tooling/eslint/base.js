// Shared ESLint flat config for every package and app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Env access goes through one validated module per app or service (src/env.ts). */
const restrictEnvAccess = {
  files: ['**/*.ts', '**/*.tsx'],
  ignores: ['**/env.ts', '**/*.config.ts', '**/*.test.ts', 'e2e/**', 'test/**', 'scripts/**'],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'process', property: 'env', message: "Read environment variables through the package's src/env.ts." },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.next/**', '**/node_modules/**', '**/.turbo/**', '**/*.config.mjs', '**/next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Under verbatimModuleSyntax `import { type A } from 'x'` stays `import {} from 'x'`: Node and the
      // test runner load 'x' for nothing (the API contract's barrel builds 4,000 zod schemas).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  restrictEnvAccess,
);
