import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkFields } from './field-keys';

const schema = z
  .object({
    name: z.string({ error: 'form_4' }).min(3, 'form_3'),
    address: z.object({ city: z.string().min(1, 'form_9') }),
    count: z.number(),
  })
  .refine((value) => value.name !== 'admin', 'form_1');

describe('checkFields', () => {
  it('gives the parsed value when the input passes', () => {
    expect(checkFields(schema, { name: 'Ayla', address: { city: 'Oslo' }, count: 1 })).toEqual({
      ok: true,
      data: { name: 'Ayla', address: { city: 'Oslo' }, count: 1 },
    });
  });

  it("files each field's first key under its dotted path, and zod's own messages under the fallback", () => {
    expect(checkFields(schema, { name: 'Al', address: { city: '' }, count: 'many' })).toEqual({
      ok: false,
      fields: { name: 'form_3', 'address.city': 'form_9', count: 'defaultError_12' },
      first: 'form_3',
    });
    expect(checkFields(schema, { name: 7, address: { city: 'Oslo' }, count: 1 }, { fallback: 'form_11' })).toEqual({
      ok: false,
      fields: { name: 'form_4' },
      first: 'form_4',
    });
  });

  it('files an issue of the whole input under root', () => {
    const whole = { name: 'admin', address: { city: 'Oslo' }, count: 1 };
    expect(checkFields(schema, whole)).toMatchObject({ fields: { form: 'form_1' } });
    expect(checkFields(schema, whole, { root: '_' })).toMatchObject({ fields: { _: 'form_1' }, first: 'form_1' });
    expect(checkFields(schema, null, { fallback: 'form_11' })).toMatchObject({ ok: false, first: 'form_11' });
  });
});
