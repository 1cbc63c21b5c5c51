/** Messages that keep the tabs of one browser in step (activity counts in all, logout ends all). */
export type SessionMessage = { type: 'activity' } | { type: 'logout' };

const CHANNEL_NAME = 'emberdeep-session';

export interface SessionChannel {
  post(message: SessionMessage): void;
  close(): void;
}

export function openSessionChannel(onMessage: (message: SessionMessage) => void): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === 'activity' || type === 'logout') onMessage({ type });
  };
  return {
    post: (message) => {
      channel.postMessage(message);
    },
    close: () => {
      channel.close();
    },
  };
}
