import { checkFields, migrationRequestSchema, type MigrationRequest } from '@dungeon/contract';

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
  const checked = checkFields(migrationRequestSchema, { migrationKey, oldAccountId });
  if (checked.ok) return { request: checked.data };
  return { errors: { migrationKey: checked.fields['migrationKey'], oldAccountId: checked.fields['oldAccountId'] } };
}
