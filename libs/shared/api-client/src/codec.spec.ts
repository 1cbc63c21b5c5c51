import fc from 'fast-check';
import JSONbig from 'json-bigint';
import { describe, expect, it } from 'vitest';
import { parseJson, stringifyJson } from './codec';

// Keys such as __proto__ stay plain own properties, as JSON.parse (and so our codec) leaves them.
const reference = JSONbig({ storeAsString: true, protoAction: 'preserve', constructorAction: 'preserve' });

describe('parseJson (SPEC §7 responses)', () => {
  it.each([
    ['a 19-digit id', '{"id":9223372036854775807}'],
    ['a negative big integer', '{"delta":-1234567890123456789}'],
    // A long digit run inside a string sends the text down the exact path, which keeps the sign too.
    ['a negative big integer after digits in a string', '{"a":"12345678901234567890","d":-12345678901234567}'],
    ['the 16-digit boundary', '[1234567890123456, 9007199254740993]'],
    ['nested arrays and objects', '{"a":[[{"b":[12345678901234567890]}]],"c":{"d":1}}'],
    ['whitespace around numbers', '[ 12345678901234567 ,\n\t12345678901234568 ]'],
    ['a big number right after an escaped quote', '{"note":"say \\"hi\\"","id":12345678901234567}'],
    ['a __proto__ key, kept as a plain property', '{"__proto__":[],"id":12345678901234567}'],
  ])('matches json-bigint for %s', (_name, text) => {
    expect(parseJson(text)).toEqual(reference.parse(text));
  });

  it('finds a big integer wherever it starts and however long it is', () => {
    for (let pad = 0; pad < 40; pad++) {
      for (let digits = 16; digits <= 34; digits++) {
        const big = '9'.repeat(digits);
        const text = `{"pad":"${'x'.repeat(pad)}","n":${big},"after":[${big}]}`;
        expect(parseJson(text)).toEqual({ pad: 'x'.repeat(pad), n: big, after: [big] });
      }
    }
  });

  it('keeps 15-digit integers as numbers', () => {
    expect(parseJson('{"n":123456789012345}')).toEqual({ n: 123456789012345 });
  });

  it('turns a 16-digit integer into its exact string', () => {
    expect(parseJson('{"n":9007199254740993}')).toEqual({ n: '9007199254740993' });
  });

  it('leaves digits inside strings untouched, escaped quotes and backslashes included', () => {
    const text = '{"a":"12345678901234567890","b":"x\\\\","c":"q\\"12345678901234567\\"","d":76561198000000001}';
    expect(parseJson(text)).toEqual({
      a: '12345678901234567890',
      b: 'x\\',
      c: 'q"12345678901234567"',
      d: '76561198000000001',
    });
  });

  it('leaves decimals and exponents to JSON.parse (json-bigint would keep long ones as strings)', () => {
    const text = '[1e20, 12345678901234567e2, 0.12345678901234567, 1234567890123456.5]';
    expect(parseJson(text)).toEqual(JSON.parse(text));
  });

  it('still rejects malformed JSON', () => {
    expect(() => parseJson('{"id":12345678901234567')).toThrow();
    expect(() => parseJson('{"id":00012345678901234567}')).toThrow();
  });
});

describe('stringifyJson (SPEC §7 requests)', () => {
  it('writes a long digit string as a number literal with every digit', () => {
    expect(stringifyJson({ accountId: '76561198000000001', note: 'hi' })).toBe(
      '{"accountId":76561198000000001,"note":"hi"}',
    );
  });

  it('keeps short, signed, zero-led and mixed strings as strings', () => {
    const value = {
      short: '123456789012345',
      signed: '-1234567890123456',
      zeros: '0000000000000000123',
      mixed: '12345678901234567a',
    };
    expect(JSON.parse(stringifyJson(value))).toEqual(value);
  });

  it('walks nested arrays and objects', () => {
    expect(stringifyJson([{ ids: ['12345678901234567', '1'] }])).toBe('[{"ids":[12345678901234567,"1"]}]');
  });

  it('does not mistake a caller string that looks like its marker for a number', () => {
    const tricky = { text: '\u0001big:12345678901234567' };
    expect(JSON.parse(stringifyJson(tricky))).toEqual(tricky);
  });
});

const bigDigits = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 30 }))
  .map(([first, rest]) => `${first}${rest.join('')}`);

function jsonWithBigNumbers(withDecimals: boolean) {
  // Numbers written with 16+ integer digits are big numbers by the spec's rule, so stay below.
  const number = withDecimals
    ? fc.double({ noNaN: true, min: -999_999_999_999_999, max: 999_999_999_999_999 })
    : fc.integer();
  return fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.string(),
      number,
      fc.boolean(),
      fc.constant(null),
      bigDigits,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
    ),
  })).value;
}

describe('codec properties', () => {
  it('round-trips any value: big digit strings travel as numbers and come back exact', () => {
    fc.assert(
      fc.property(jsonWithBigNumbers(true), (value) => {
        expect(parseJson(stringifyJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 2000 },
    );
  });

  it('parses whatever it writes exactly as json-bigint does (integers; json-bigint also keeps long decimals as strings)', () => {
    fc.assert(
      fc.property(jsonWithBigNumbers(false), (value) => {
        const wire = stringifyJson(value);
        expect(parseJson(wire)).toEqual(reference.parse(wire));
      }),
      { numRuns: 2000 },
    );
  });
});
