import { describe, expect, it, vi } from 'vitest';
import { schemasOnDemand } from './on-demand';

const schemas = { name: 'schemas' };
/** A module load that fails once (offline for a moment), then succeeds. */
const failingOnce = () => vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schemas);

describe('schemasOnDemand', () => {
  it('loads the module once, however often a form prefetches and submits', async () => {
    const load = vi.fn(() => Promise.resolve(schemas));
    const onDemand = schemasOnDemand(load);
    expect(load).not.toHaveBeenCalled();
    onDemand.prefetch();
    onDemand.prefetch();
    expect(await onDemand.get()).toBe(schemas);
    expect(await onDemand.get()).toBe(schemas);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers null when the load fails, and loads again on the next call', async () => {
    const load = failingOnce();
    const onDemand = schemasOnDemand(load);
    expect(await onDemand.get()).toBeNull();
    expect(await onDemand.get()).toBe(schemas);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a failed prefetch pass quietly and be tried again on submit', async () => {
    const load = failingOnce();
    const onDemand = schemasOnDemand(load);
    onDemand.prefetch();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(await onDemand.get()).toBe(schemas);
  });
});
