import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;
// The real config, less type information: a probe is linted from memory under the path it would
// have, so no file ever lands in a library that another task may be linting or type-checking at
// the same moment (the boundary rule reads only the import and the path).
const eslint = new ESLint({
  cwd: workspaceRoot,
  overrideConfig: [{ ...tseslint.configs.disableTypeChecked, files: ['**/*.ts'] }],
});

/**
 * Lints `code` as if it were the file at `filePath` and returns the module-boundary messages.
 * Fails on a parse error or an ignored path, so an allowed import cannot pass just because
 * nothing was linted.
 */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const absolute = `${workspaceRoot}${filePath}`;
  expect(await eslint.isPathIgnored(absolute), `${filePath} is ignored by the config`).toBe(false);
  const [result] = await eslint.lintText(code, { filePath: absolute });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

// The first probe loads the config and its plugins: 2-4 s alone, longer beside a busy step.
describe('architecture rules (root eslint.config.mjs)', { timeout: 30_000 }, () => {
  it('refuses any of our libraries inside ui-kit', async () => {
    const errors = await boundaryErrors(
      'libs/ui-kit/src/boundary-probe-1.ts',
      "import { paths } from '@dungeon/routing';\nexport const p = paths;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('refuses a domain library importing another domain library', async () => {
    const errors = await boundaryErrors(
      'libs/shop/src/boundary-probe-2.ts',
      "import { newsRoutes } from '@dungeon/news';\nexport const r = newsRoutes;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it("refuses a deep import into another library's internals", async () => {
    const errors = await boundaryErrors(
      'apps/web/src/boundary-probe-3.ts',
      "import { sessionSlice } from '../../../libs/session-auth/src/session.slice';\nexport const s = sessionSlice;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('lets a domain library use a platform library', async () => {
    const errors = await boundaryErrors(
      'libs/shop/src/boundary-probe-4.ts',
      "import { selectUser } from '@dungeon/session-auth';\nexport const s = selectUser;\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets the app compose any public API', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/boundary-probe-5.ts',
      "import { shopRoutes } from '@dungeon/shop';\nexport const r = shopRoutes;\n",
    );
    expect(errors).toEqual([]);
  });
});
