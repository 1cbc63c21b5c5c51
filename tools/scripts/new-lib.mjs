#!/usr/bin/env node
// Workspace generator: gives a new library the same shape as every other one.
//   node tools/scripts/new-lib.mjs <dir under libs/> --tags type:feature,scope:shop [--env node]
// Then add "@dungeon/<name>" to tsconfig.base.json paths and write the README's decisions.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { tags: { type: 'string' }, env: { type: 'string', default: 'jsdom' } },
});
const [dirArg] = positionals;
if (!dirArg || !values.tags) {
  console.error('usage: new-lib.mjs <dir under libs/> --tags type:x,scope:y [--env node|jsdom]');
  process.exit(1);
}
const root = join('libs', dirArg);
const name = basename(root);
if (existsSync(root)) {
  console.error(`${root} exists already`);
  process.exit(1);
}
const up = relative(root, '.') || '.';
const files = {
  'project.json': JSON.stringify(
    {
      name,
      $schema: `${up}/node_modules/nx/schemas/project-schema.json`,
      sourceRoot: `${root}/src`,
      projectType: 'library',
      tags: values.tags.split(','),
    },
    null,
    2,
  ),
  'tsconfig.json': JSON.stringify(
    {
      extends: `${up}/tsconfig.base.json`,
      compilerOptions: {
        types: ['vite/client', 'node', ...(values.env === 'node' ? [] : ['@testing-library/jest-dom/vitest'])],
      },
      include: ['src/**/*', 'vite.config.ts'],
    },
    null,
    2,
  ),
  'vite.config.ts': `import { libConfig } from '${up}/tools/vite/lib-config.ts';\n\nexport default libConfig(import.meta.dirname${
    values.env === 'node' ? ", 'node'" : ''
  });\n`,
  'eslint.config.mjs': `import baseConfig from '${up}/eslint.config.mjs';\n\nexport default [...baseConfig];\n`,
  'README.md': `# @dungeon/${name}\n\nWhat it owns: …\n\n## Public API (\`src/index.ts\`)\n\n## Decisions\n\n## Testing\n\n\`npx nx test ${name}\`\n`,
  'src/index.ts': `export {};\n`,
};
mkdirSync(join(root, 'src'), { recursive: true });
for (const [file, text] of Object.entries(files))
  writeFileSync(join(root, file), text.endsWith('\n') ? text : `${text}\n`);

const tsconfigPath = 'tsconfig.base.json';
const tsconfig = JSON.parse(readFileSync(tsconfigPath, 'utf8'));
const alias = `@dungeon/${name}`;
if (!tsconfig.compilerOptions.paths[alias]) {
  tsconfig.compilerOptions.paths[alias] = [`./${root}/src/index.ts`];
  tsconfig.compilerOptions.paths = Object.fromEntries(Object.entries(tsconfig.compilerOptions.paths).sort());
  writeFileSync(tsconfigPath, `${JSON.stringify(tsconfig, null, 2)}\n`);
}
console.log(`created ${root} (${alias})`);
