import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemasOnDemand } from './on-demand';

const schemas = { name: z.string().min(3, 'form_3') };
type Schemas = typeof schemas;
const pickName = (loaded: Schemas) => z.object({ name: loaded.name });
/** A module load that fails once (offline for a moment), then succeeds. */
const failingOnce = () =>
  vi.fn<() => Promise<Schemas>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schemas);

describe('schemasOnDemand', () => {
  it('loads the module once, however often a form prefetches and checks', async () => {
    const load = vi.fn(() => Promise.resolve(schemas));
    const onDemand = schemasOnDemand(load);
    expect(load).not.toHaveBeenCalled();
    onDemand.prefetch();
    onDemand.prefetch();
    expect(await onDemand.check(pickName, { name: 'Al' })).toEqual({ name: 'form_3' });
    expect(await onDemand.check(pickName, { name: 'Ayla' })).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks nothing when the load fails (the server checks), and loads again on the next call', async () => {
    const load = failingOnce();
    const onDemand = schemasOnDemand(load);
    expect(await onDemand.check(pickName, { name: 'Al' })).toEqual({});
    expect(await onDemand.check(pickName, { name: 'Al' })).toEqual({ name: 'form_3' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a failed prefetch pass quietly and be tried again on submit', async () => {
    const load = failingOnce();
    const onDemand = schemasOnDemand(load);
    onDemand.prefetch();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(await onDemand.check(pickName, { name: 'Al' })).toEqual({ name: 'form_3' });
  });

  it("passes the options on to checkFields: zod's own messages become the form's fallback", async () => {
    const onDemand = schemasOnDemand(() => Promise.resolve(schemas));
    expect(await onDemand.check(pickName, { name: 7 }, { fallback: 'form_11' })).toEqual({ name: 'form_11' });
  });
});
