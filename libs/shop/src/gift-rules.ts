import { checkFields, giftCodeField } from '@dungeon/contract';

/** SPEC §5 for a typed gift code: giftcode_9 when empty, giftcode_2 when not of the format, else null. */
export function giftCodeError(input: string): string | null {
  const checked = checkFields(giftCodeField, input, { fallback: 'giftcode_2' });
  return checked.ok ? null : checked.first;
}
