import { expect, type APIRequestContext } from '@playwright/test';

export interface Mail {
  subject: string;
  text: string;
}

/** Every message the reference back end's dev mailbox holds for `to` (its last 20), newest first, as it is now. */
export async function mails(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(response.ok(), `the dev mailbox answered ${String(response.status())}`).toBe(true);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/**
 * The newest message the dev mailbox holds for `to`, waiting up to 15 s for it: the server
 * answers the form before the mail lands, and a loaded runner widens that gap. With `containing`,
 * waits for a newest message whose text matches (an earlier mail to the same address is not
 * mistaken for the one awaited).
 */
export async function lastMail(request: APIRequestContext, to: string, containing?: RegExp): Promise<Mail> {
  let newest: Mail | undefined;
  await expect
    .poll(
      async () => {
        newest = (await mails(request, to))[0];
        return newest !== undefined && (!containing || containing.test(newest.text));
      },
      { message: `no mail for ${to}${containing ? ` matching ${String(containing)}` : ''}`, timeout: 15_000 },
    )
    .toBe(true);
  return newest as Mail;
}

/** The six-digit verification code of the newest mail to `to` (a registration code mail). */
export async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  const { text } = await lastMail(request, to, /\b\d{6}\b/);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no six-digit code in the mail to ${to}: ${text}`);
  return code;
}

/** The link of the newest mail to `to` that carries one (a password-reset mail). */
export async function mailedLink(request: APIRequestContext, to: string): Promise<URL> {
  const { text } = await lastMail(request, to, /https?:\/\/\S/);
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (link === undefined) throw new Error(`no link in the mail to ${to}: ${text}`);
  return new URL(link);
}
