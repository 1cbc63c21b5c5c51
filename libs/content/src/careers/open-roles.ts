/** The open roles, in listing order; each id keys its texts under `roles` in the careers namespace. */
export const OPEN_ROLE_IDS = [
  'senior-gameplay-engineer',
  'level-designer',
  'live-ops-producer',
  'community-manager',
  'backend-engineer',
] as const;

export type OpenRoleId = (typeof OPEN_ROLE_IDS)[number];

/** Where applications go. Proposed here (site-config has no careers address yet). */
export const CAREERS_EMAIL = 'careers@emberdeep.example';

export function applicationMailto(roleTitle: string, email: string = CAREERS_EMAIL): string {
  return `mailto:${email}?subject=${encodeURIComponent(roleTitle)}`;
}
