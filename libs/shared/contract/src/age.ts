// Zod-free, like characters.ts: the register page reads these with the page, and loads the
// schemas (auth.ts, with zod) only once the player works on a form.

/** SPEC §5 and §9: registrants are 18 or older. */
export const MINIMUM_AGE = 18;

/** Whole years between a birth date (YYYY-MM-DD) and `today`; null for a date that does not exist. */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}
