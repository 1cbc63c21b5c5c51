import { giftCodeField } from '@dungeon/contract';

/** SPEC §5 for a typed gift code: giftcode_9 when empty, giftcode_2 when not of the format, else null. */
export function giftCodeError(input: string): string | null {
  const result = giftCodeField.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'giftcode_2');
}
