import { migrationRequestSchema, type MigrationRequest } from '@dungeon/contract';

export interface MigrationErrors {
  migrationKey?: string;
  oldAccountId?: string;
  form?: string;
}

/**
 * The server's own schema (migration_1 key format, migration_2 check character, migration_6 id
 * format), so the screen refuses exactly what the server would. The id stays a digit string.
 */
export function validateMigration(
  migrationKey: string,
  oldAccountId: string,
): { request: MigrationRequest; errors?: undefined } | { request?: undefined; errors: MigrationErrors } {
  const result = migrationRequestSchema.safeParse({ migrationKey, oldAccountId });
  if (result.success) return { request: result.data };
  const errors: MigrationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'migrationKey') errors.migrationKey ??= issue.message;
    if (field === 'oldAccountId') errors.oldAccountId ??= issue.message;
  }
  return { errors };
}
