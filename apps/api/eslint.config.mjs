import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // Fastify's convention: handlers and plugins are async functions even when they do not await.
    files: ['**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
];
