import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The newest message the reference back end's dev mailbox holds for `to`, waiting up to 15 s for
 * it: the server answers the form before the mail lands, and a loaded runner widens that gap.
 * With `containing`, waits for a newest message whose text matches (an earlier mail to the same
 * address is not mistaken for the one awaited).
 */
export async function lastMail(
  request: APIRequestContext,
  to: string,
  containing?: RegExp,
): Promise<{ subject: string; text: string }> {
  let newest: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
        newest = messages[0];
        return newest !== undefined && (!containing || containing.test(newest.text));
      },
      { message: `no mail for ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return newest as { subject: string; text: string };
}
