import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'bench/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The pure core and the use cases: no `any` escapes, no non-null assertions.
    files: ['domain/**/*.ts', 'application/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-restricted-globals': ['error', 'setTimeout', 'setInterval', 'fetch'],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'No clock here: take the time as a parameter.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'The domain is deterministic: take randomness through a port.' },
        { object: 'Date', property: 'now', message: 'The domain has no clock: take time as a parameter.' },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'setTimeout', 'setInterval', 'fetch', 'localStorage', 'document', 'window', 'process'],
    },
  },
  {
    // Effector's idiom for effects without a parameter is createEffect<void, Result>;
    // a feature's model may be split over several files beside its model.ts.
    files: ['ui/**/model.ts', 'ui/features/**/*.ts'],
    rules: { '@typescript-eslint/no-invalid-void-type': 'off' },
  },
);
