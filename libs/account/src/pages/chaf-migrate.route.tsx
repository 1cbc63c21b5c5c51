import { MigrationScreen } from '../migration/migration-screen';

/** /user/chaf-migrate (/user/migrate redirects here). */
export function Component() {
  return <MigrationScreen />;
}
