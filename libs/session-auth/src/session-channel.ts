import type { LogoutReason } from './session.slice';

/** Messages that keep the tabs of one browser in step (activity counts in all, logout ends all). */
export type SessionMessage = { type: 'activity' } | { type: 'logout'; reason: LogoutReason };

const CHANNEL_NAME = 'emberdeep-session';

export interface SessionChannel {
  post(message: SessionMessage): void;
  close(): void;
}

export function openSessionChannel(onMessage: (message: SessionMessage) => void): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; reason?: unknown } | null;
    if (data?.type === 'activity') onMessage({ type: 'activity' });
    // A logout without a reason (a tab of an older build) counts as the player's own.
    else if (data?.type === 'logout') onMessage({ type: 'logout', reason: data.reason === 'idle' ? 'idle' : 'user' });
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
