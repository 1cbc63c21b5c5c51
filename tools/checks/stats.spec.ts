import { describe, expect, it } from 'vitest';
import { median } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for no values, so a missing reading never passes for zero', () => {
    expect(median([])).toBeNaN();
  });
});
