import { describe, expect, it } from 'vitest';
import { characterCount } from './characters';
import { CLIENT_TOKEN, faqSearchQuerySchema, faqSearchTerms, reportFieldsSchema, ticketFieldsSchema } from './support';
import { FAQ_QUERY_MAX_LENGTH, hasEvidence, isEvidenceLink } from './support-basics';

function firstKey(
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const ticket = {
  requestType: 'technical',
  subject: 'Crash in the vault',
  platform: 'steam',
  account: 'EmberKnight',
  orderId: '',
  description: 'd'.repeat(50),
  captcha: 'payload',
};

const report = {
  type: 'bugreport',
  platform: 'steam',
  accountid: '76561198012345679',
  description: 'd'.repeat(50),
  evidenceLink: 'https://video.example/v/1',
  captcha: 'payload',
};

describe('ticket rules (SPEC §5)', () => {
  it('takes a description of 50 characters and refuses 49 with form_12', () => {
    expect(firstKey(ticketFieldsSchema, ticket)).toBeUndefined();
    expect(firstKey(ticketFieldsSchema, { ...ticket, description: 'd'.repeat(49) })).toBe('form_12');
  });

  it('counts characters as people do: 50 emoji are 50 characters, trimmed spaces none', () => {
    expect(characterCount('🔥'.repeat(50))).toBe(50);
    expect(firstKey(ticketFieldsSchema, { ...ticket, description: '🔥'.repeat(50) })).toBeUndefined();
    expect(firstKey(ticketFieldsSchema, { ...ticket, description: `  ${'d'.repeat(49)}   ` })).toBe('form_12');
  });

  it('takes a short field of 199 characters and refuses 200 with form_9', () => {
    expect(firstKey(ticketFieldsSchema, { ...ticket, orderId: 'o'.repeat(199) })).toBeUndefined();
    expect(firstKey(ticketFieldsSchema, { ...ticket, orderId: 'o'.repeat(200) })).toBe('form_9');
  });

  it('names the catalogue key of each invalid field', () => {
    expect(firstKey(ticketFieldsSchema, { ...ticket, requestType: 'x' })).toBe('form_2');
    expect(firstKey(ticketFieldsSchema, { ...ticket, subject: '' })).toBe('form_3');
    expect(firstKey(ticketFieldsSchema, { ...ticket, platform: 'x' })).toBe('form_6');
    expect(firstKey(ticketFieldsSchema, { ...ticket, account: '<b>' })).toBe('form_7');
    expect(firstKey(ticketFieldsSchema, { ...ticket, description: 5 })).toBe('form_4');
    expect(firstKey(ticketFieldsSchema, { ...ticket, description: 'd'.repeat(5001) })).toBe('form_10');
    expect(firstKey(ticketFieldsSchema, { ...ticket, requestType: 'purchase' })).toBe('form_14');
    expect(firstKey(ticketFieldsSchema, { ...ticket, captcha: '' })).toBe('captcha_1');
  });
});

describe("client token (a support form's idempotency key)", () => {
  const tokens = [
    '0b6a4c1e-2f4d-4e7a-9c3b-5d8e1f2a3b4c',
    'A'.repeat(16),
    'z_-9'.repeat(16),
    'A'.repeat(15),
    'A'.repeat(65),
    'key with spaces 0000',
    'ключ-ключ-ключ-ключ',
    '',
  ];

  it("follows the purchases' Idempotency-Key rule exactly, refusing with form_11", () => {
    expect(tokens.map((token) => CLIENT_TOKEN.safeParse(token).success)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(firstKey(CLIENT_TOKEN, 'short')).toBe('form_11');
    expect(firstKey(CLIENT_TOKEN, 42)).toBe('form_11');
  });

  it('is optional on both forms, and a malformed one is form_11 on either', () => {
    expect(firstKey(ticketFieldsSchema, { ...ticket, clientToken: tokens[0] })).toBeUndefined();
    expect(firstKey(reportFieldsSchema, { ...report, clientToken: tokens[0] })).toBeUndefined();
    expect(firstKey(ticketFieldsSchema, { ...ticket, clientToken: 'short' })).toBe('form_11');
    expect(firstKey(reportFieldsSchema, { ...report, clientToken: 'short' })).toBe('form_11');
  });
});

describe('report rules', () => {
  it('keeps the account id as the text it was, every digit', () => {
    expect(reportFieldsSchema.parse(report).accountid).toBe('76561198012345679');
  });

  it('takes 17 to 19 digits and refuses anything else with form_7', () => {
    expect(firstKey(reportFieldsSchema, { ...report, accountid: '1'.repeat(17) })).toBeUndefined();
    expect(firstKey(reportFieldsSchema, { ...report, accountid: '1'.repeat(19) })).toBeUndefined();
    expect(firstKey(reportFieldsSchema, { ...report, accountid: '1'.repeat(16) })).toBe('form_7');
    expect(firstKey(reportFieldsSchema, { ...report, accountid: '1'.repeat(20) })).toBe('form_7');
    expect(firstKey(reportFieldsSchema, { ...report, accountid: Number('76561198012345679') })).toBe('form_7');
  });

  it('needs evidence as a link or an attachment', () => {
    expect(hasEvidence('', 0)).toBe(false);
    expect(hasEvidence('   ', 0)).toBe(false);
    expect(hasEvidence('', 1)).toBe(true);
    expect(hasEvidence('https://video.example/v/1', 0)).toBe(true);
  });

  it('accepts only web links as evidence', () => {
    expect(isEvidenceLink('https://video.example/v/1')).toBe(true);
    expect(isEvidenceLink('javascript:alert(1)')).toBe(false);
    expect(isEvidenceLink('data:text/html,hi')).toBe(false);
    expect(isEvidenceLink('not a url')).toBe(false);
  });
});

describe('FAQ search query', () => {
  it(`takes a search of up to ${String(FAQ_QUERY_MAX_LENGTH)} characters and refuses a longer one`, () => {
    expect(firstKey(faqSearchQuerySchema, { q: 'q'.repeat(FAQ_QUERY_MAX_LENGTH) })).toBeUndefined();
    expect(firstKey(faqSearchQuerySchema, { q: 'q'.repeat(FAQ_QUERY_MAX_LENGTH + 1) })).toBe('defaultError_12');
  });
});

describe('faqSearchTerms', () => {
  it('splits on white space, lower-cases and drops repeats', () => {
    expect(faqSearchTerms('  Launcher  UPDATE launcher ')).toEqual(['launcher', 'update']);
    expect(faqSearchTerms('')).toEqual([]);
  });

  it('treats control characters as spaces, so none reaches the search index', () => {
    expect(faqSearchTerms('\u0000abc\u0007refund\u007f')).toEqual(['abc', 'refund']);
  });
});
