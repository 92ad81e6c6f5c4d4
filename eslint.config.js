// ESLint flat config: JavaScript and TypeScript basics, Lit templates, custom-element habits and
// accessibility in templates. Formatting is Prettier's job (`npm run format:check`), not ESLint's.
import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['dist/', 'node_modules/', 'coverage/', '.tmp/', 'size-out/', 'test/visual/__actual__/']},
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // `_`-prefixed parameters and rest siblings are deliberately unused (signatures, omissions).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    files: [
      'src/elements/**/*.ts',
      'src/define/**/*.ts',
      'src/define.ts',
      'src/script-tag.ts',
      'test/elements/**/*.ts',
    ],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/elements/**/*.ts', 'src/define/**/*.ts', 'src/define.ts', 'src/script-tag.ts'],
    ...wc.configs['flat/recommended'],
  },
  {
    files: ['src/elements/**/*.ts'],
    ...litA11y.configs.recommended,
    rules: {
      ...litA11y.configs.recommended.rules,
      // A native checkbox with role="switch" exposes its checked state as aria-checked (html-aam).
      'lit-a11y/role-has-required-aria-attrs': 'off',
    },
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // chai's property assertions (`expect(x).to.exist`) are expressions by design.
      '@typescript-eslint/no-unused-expressions': 'off',
      // Tests and benches read the emulator's JSON answers loosely, as a host's script would.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['test/elements/**/*.ts', 'test/e2e/**/*.ts', 'test/visual/**/*.ts'],
    ignores: ['test/wait.ts'],
    rules: {
      // A browser test waits for an event or a state, with test/wait.ts's hang limit: @open-wc's
      // waitUntil gives up after 1 s and aTimeout waits a fixed time, both fail on a busy machine.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@open-wc/testing',
              importNames: ['waitUntil', 'aTimeout'],
              message: "Use waitUntil from test/wait.ts, or test/harness.ts's waits: never a fixed delay.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='setTimeout'][arguments.length>=2]",
          message: 'No fixed delay in a browser test: wait for the event or state (test/harness.ts).',
        },
      ],
    },
  },
);
