import { rmSync } from 'node:fs';

/** Removes the run's database folder when playwright.config.ts made it (a temporary one). */
export default function removeTemporaryData(): void {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (dataDir && process.env['E2E_DATA_DIR_IS_TEMPORARY'] === '1') rmSync(dataDir, { recursive: true, force: true });
}
