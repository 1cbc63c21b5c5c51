// No zod here: pages read ids from their address with this and stay out of the schemas' chunk.

/** An id in a path (a news or help article's): a positive integer of at most nine digits, no sign, no leading zero. */
export const PATH_ID = /^[1-9]\d{0,8}$/;

/** The id `text` names, or null when it names none (a page then says "not found" without a call). */
export function pathIdOf(text: string): number | null {
  return PATH_ID.test(text) ? Number(text) : null;
}
