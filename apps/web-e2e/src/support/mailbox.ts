import type { APIRequestContext } from '@playwright/test';

/** The newest message the reference back end's dev mailbox holds for `to`. */
export async function lastMail(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  const [newest] = messages;
  if (!newest) throw new Error(`no mail for ${to}`);
  return newest;
}
