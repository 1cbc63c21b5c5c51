// Root flat config. Every project's eslint.config.mjs spreads this one.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The architecture, as lint enforces it (README "Architecture").
 * type: app -> anything public; feature -> platform, data-access, ui, util;
 * platform -> platform, data-access, ui, util; data-access -> data-access, util; ui -> ui; util -> util.
 * scope: a domain scope reaches only itself and shared, so domain libs never import each other.
 */
export const boundaryConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['*'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:platform', 'type:data-access', 'type:ui', 'type:util'],
  },
  {
    sourceTag: 'type:platform',
    onlyDependOnLibsWithTags: ['type:platform', 'type:data-access', 'type:ui', 'type:util'],
  },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:chrome', onlyDependOnLibsWithTags: ['scope:chrome', 'scope:shared'] },
  { sourceTag: 'scope:shop', onlyDependOnLibsWithTags: ['scope:shop', 'scope:shared'] },
  { sourceTag: 'scope:support', onlyDependOnLibsWithTags: ['scope:support', 'scope:shared'] },
  { sourceTag: 'scope:account', onlyDependOnLibsWithTags: ['scope:account', 'scope:shared'] },
  { sourceTag: 'scope:news', onlyDependOnLibsWithTags: ['scope:news', 'scope:shared'] },
  { sourceTag: 'scope:content', onlyDependOnLibsWithTags: ['scope:content', 'scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['*'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      '**/*.timestamp*',
    ],
  },
  js.configs.recommended,
  ...nx.configs['flat/base'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: boundaryConstraints,
          banTransitiveDependencies: false,
          // The contract's zod schemas are loaded on demand where a page would otherwise evaluate
          // them with itself (account's auth-schemas.ts, support's form-problems.ts); its other
          // modules stay static imports. The captcha widget likewise on the login page, which
          // shows it only when the server asks (the forms that always show it import it).
          checkDynamicDependenciesExceptions: ['@dungeon/contract', '@dungeon/captcha'],
        },
      ],
      // RTK Query types argument-less endpoints as `void`.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@dungeon/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import/no-self-import': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19' } },
    languageOptions: { globals: globals.browser },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // Visible text comes from i18n: bare strings in JSX fail everywhere but tests.
    // (Patterns are relative to each project's own eslint.config.mjs, so they must not name folders.)
    files: ['**/*.tsx'],
    ignores: ['**/*.spec.tsx', '**/testing.tsx', '**/testing/**'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, allowedStrings: ['·', '|', '/', '×', '…', '—', ':', '%'] },
      ],
    },
  },
  {
    files: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/testing.ts',
      '**/testing/**',
      '**/support/**',
      '**/playwright.config.ts',
    ],
    rules: {
      'react-hooks/rules-of-hooks': 'off', // Playwright fixtures call `use`, which is not React's
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'only', message: 'No .only in committed tests.' },
        { object: 'it', property: 'only', message: 'No .only in committed tests.' },
        { object: 'test', property: 'only', message: 'No .only in committed tests.' },
        { object: 'describe', property: 'skip', message: 'No skipped tests left behind.' },
        { object: 'it', property: 'skip', message: 'No skipped tests left behind.' },
        { object: 'test', property: 'skip', message: 'No skipped tests left behind.' },
      ],
    },
  },
  {
    // Build configuration shares helpers from tools/, which is not a library.
    files: ['**/vite.config.ts', '**/playwright.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
