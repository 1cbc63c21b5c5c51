import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

type TestOptions = NonNullable<TestProjectInlineConfiguration['test']>;

/** A spec that replaces a module (`vi.mock`, `vi.doMock`) for itself. */
const MOCKS_A_MODULE = /\bvi\.(?:do)?mock\(/;

/**
 * The spec files under `projectDir`'s `folders` that mock a module, relative to `projectDir`.
 * Found by reading them, so a new one cannot be forgotten.
 */
function mockingSpecs(projectDir: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(projectDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.spec\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`)
      .filter((file) => MOCKS_A_MODULE.test(readFileSync(join(projectDir, file), 'utf8'))),
  );
}

/**
 * Vitest projects that run `test`'s specs in one module graph per worker (`isolate: false`), so
 * a spec file does not evaluate the project's modules anew, except the specs that mock a module,
 * which the others load for real: those keep a graph of their own. A spec must then not rely on a
 * module being fresh (each builds its own store, app or database). Projects extend the root
 * config, whose own `test` must not list files: Vitest would add its `include` to theirs.
 */
export function sharedModuleGraph(
  projectDir: string,
  test: TestOptions & { name: string },
  folders = ['src'],
): TestProjectInlineConfiguration[] {
  const mocking = mockingSpecs(projectDir, folders);
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: { ...test, isolate: false, exclude: [...configDefaults.exclude, ...mocking] },
  };
  if (!mocking.length) return [shared];
  return [
    shared,
    { extends: true, test: { ...test, name: `${test.name} (mocking)`, isolate: true, include: mocking } },
  ];
}
