import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LOGOUT_SECONDS, IDLE_WARNING_SECONDS, IdleTimer } from './idle-timer';

describe('IdleTimer (SPEC §4 idle auto-logout)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function timer() {
    const onWarn = vi.fn();
    const onIdle = vi.fn();
    const idle = new IdleTimer({
      timeoutMs: IDLE_LOGOUT_SECONDS * 1000,
      warnBeforeMs: IDLE_WARNING_SECONDS * 1000,
      onWarn,
      onIdle,
    });
    idle.start();
    return { idle, onWarn, onIdle };
  }

  it('warns a minute before and fires after 1800 seconds without activity', () => {
    const { onWarn, onIdle } = timer();
    vi.advanceTimersByTime(1739_000);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onWarn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('starts over on activity', () => {
    const { idle, onIdle } = timer();
    vi.advanceTimersByTime(1799_000);
    idle.activity();
    vi.advanceTimersByTime(1799_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('loops: fires again after another 1800 seconds', () => {
    const { onIdle } = timer();
    vi.advanceTimersByTime(2 * 1800_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped', () => {
    const { idle, onWarn, onIdle } = timer();
    idle.stop();
    vi.advanceTimersByTime(3600_000);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onIdle).not.toHaveBeenCalled();
  });
});
