import { schemasOnDemand } from '@dungeon/contract';

/**
 * The support centre's schemas (`@dungeon/contract/support`), for the report forms: loaded when
 * the player first moves into a field, and awaited on submit, not with the page. The report pages
 * are public, and the contract's zod code (24 kB gzip, half of what such a page loaded) is needed
 * only to check a report before it is sent.
 */
export const supportSchemas = schemasOnDemand(() => import('@dungeon/contract/support'));
