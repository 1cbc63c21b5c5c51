import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's own temporary folder: every spec's scratch folder is made inside it. */
    scratchRoot: string;
  }
}

/**
 * Vitest global setup: one temporary folder for the run, removed when the run ends, so that the
 * specs' uploads, databases and built sites (`scratchDir` in test-app) do not pile up in /tmp.
 */
export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'emberdeep-api-specs-'));
  project.provide('scratchRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
