// ESLint 9 flat config: typescript-eslint over all our TypeScript, plus eslint-plugin-relay and the hooks rules for
// the web (STYLE 10). The JavaScript tooling files (scripts/*.mjs, configs) are left to review.
import js from '@eslint/js';
import relay from 'eslint-plugin-relay';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'dist/**', 'web/dist/**', '**/__generated__/**', 'data/**', 'test-results/**', 'playwright-report/**', '**/*.{js,cjs,mjs}'],
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    rules: {
      // `_args` keeps a react-router loader typed as a client loader: a leading underscore marks it unused on purpose;
      // `const { a, ...rest } = x` is how a field is left out.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { relay, 'react-hooks': reactHooks },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The Relay compiler names a hook module's operation without the `use` (useCreateKitMutation.ts holds
    // CreateKitMutation, STYLE 10) and checks names itself; this plugin's rule predates that.
    files: ['web/src/mutations/use*Mutation.ts'],
    rules: { 'relay/graphql-naming': 'off' },
  },
);
