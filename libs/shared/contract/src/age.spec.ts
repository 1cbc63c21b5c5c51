import { describe, expect, it } from 'vitest';
import { ageOn } from './age';

const on = (day: string) => new Date(`${day}T12:00:00Z`);

describe('ageOn (SPEC §5 and §9: registrants are 18 or older)', () => {
  it('counts a year only from the birthday itself: 17 the day before, 18 on the day', () => {
    expect(ageOn('2008-11-27', on('2026-11-26'))).toBe(17);
    expect(ageOn('2008-11-27', on('2026-11-27'))).toBe(18);
    expect(ageOn('2008-12-01', on('2026-11-30'))).toBe(17);
    expect(ageOn('2008-01-01', on('2026-12-31'))).toBe(18);
  });

  it('makes someone born on 29 February 18 on 1 March of a common year', () => {
    expect(ageOn('2008-02-29', on('2026-02-28'))).toBe(17);
    expect(ageOn('2008-02-29', on('2026-03-01'))).toBe(18);
  });

  it('answers null for a date that does not exist or is not YYYY-MM-DD', () => {
    for (const birthDate of ['2008-02-30', '2007-02-29', '2008-13-01', '2008-00-10', '2008-04-31', '2008-1-5', '', 'x'])
      expect(ageOn(birthDate, on('2026-11-27')), birthDate).toBeNull();
  });
});
