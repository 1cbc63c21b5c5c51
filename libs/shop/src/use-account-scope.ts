import { selectUser } from '@dungeon/session-auth';
import { useAppSelector } from '@dungeon/store';
import type { AccountScope } from './shop.api';

/** The signed-in account the shop's account-scoped queries are keyed by, or null when signed out. */
export function useAccountScope(): AccountScope | null {
  return useAppSelector(selectUser)?.email ?? null;
}
