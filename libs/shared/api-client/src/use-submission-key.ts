import { useMemo, useRef } from 'react';

/** What a submission carries, for telling one content from another: the fields and the files picked. */
function contentOf(fields: Readonly<Record<string, string>>, files: readonly File[]): string {
  return JSON.stringify([
    Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    files.map((file) => [file.name, file.size, file.type, file.lastModified]),
  ]);
}

/**
 * The Idempotency-Key of a form's submissions (contract `IDEMPOTENCY_KEY_HEADER`): one key for one content. A double submit, or a
 * retry after a failure with nothing changed, goes out under the same key, so the server acts once
 * and answers the first result again. A submission whose content changed since the last attempt
 * gets a new key: the server refuses a known key with another body, and the player's edit is never
 * answered with what was sent before. `settled()` after a success: the next one is new. Used by
 * the support forms (with their files) and the account's password change.
 */
export function useSubmissionKey() {
  const attempt = useRef<{ key: string; content: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(fields: Readonly<Record<string, string>>, files: readonly File[] = []): string {
        const content = contentOf(fields, files);
        if (attempt.current?.content !== content) attempt.current = { key: crypto.randomUUID(), content };
        return attempt.current.key;
      },
      settled(): void {
        attempt.current = null;
      },
    }),
    [],
  );
}
