import { describe, expect, it } from 'vitest';
import { formatInstant } from './dates';

describe('formatInstant', () => {
  it('writes the hour as each language does: unpadded in English, padded in German', () => {
    expect(formatInstant('2025-09-26T02:00:00.000Z', 'en', 'UTC')).toBe('September 26, 2025 at 2:00 AM UTC');
    expect(formatInstant('2025-09-26T02:00:00.000Z', 'de', 'UTC')).toBe('26. September 2025 um 02:00 UTC');
  });
});
