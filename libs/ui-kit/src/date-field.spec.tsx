import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, datePartOrder, isoDateOf, type DateParts } from './date-field';

const PART_LABELS = { day: 'Day', month: 'Month', year: 'Year' };

function BirthDate({
  languageTag = 'en',
  error,
  onChange = () => undefined,
}: {
  languageTag?: string;
  error?: string;
  onChange?: (value: DateParts) => void;
}) {
  const [value, setValue] = useState<DateParts>({ day: '', month: '', year: '' });
  return (
    <DateField
      label="Date of birth"
      partLabels={PART_LABELS}
      hint="You must be 18 or older."
      error={error}
      languageTag={languageTag}
      name="birth"
      autoComplete="bday"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const partNames = () => screen.getAllByRole('textbox').map((input) => input.getAttribute('name'));

describe('DateField', () => {
  it('is a group named by its label, one labelled numeric field per part, each with the hint read', () => {
    render(<BirthDate />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    for (const [part, label] of Object.entries(PART_LABELS)) {
      const input = screen.getByRole('textbox', { name: label });
      expect(group).toContainElement(input);
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', `bday-${part}`);
      expect(input).toHaveAccessibleDescription('You must be 18 or older.');
      expect(input).not.toHaveAttribute('aria-invalid');
    }
  });

  it('puts the parts in the order the language writes a date', () => {
    const { rerender } = render(<BirthDate languageTag="de" />);
    expect(partNames()).toEqual(['birthDay', 'birthMonth', 'birthYear']);
    rerender(<BirthDate languageTag="en" />);
    expect(partNames()).toEqual(['birthMonth', 'birthDay', 'birthYear']);
    rerender(<BirthDate languageTag="ja" />);
    expect(partNames()).toEqual(['birthYear', 'birthMonth', 'birthDay']);
    expect(datePartOrder('ko')).toEqual(['year', 'month', 'day']);
    expect(datePartOrder('zh-Hant')).toEqual(['year', 'month', 'day']);
  });

  it('gives every part typed, the others kept', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<BirthDate languageTag="fr" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '11');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '19901');
    expect(onChange).toHaveBeenLastCalledWith({ day: '5', month: '11', year: '1990' });
  });

  it('marks every part invalid and reads the error with each', () => {
    render(<BirthDate error="You must be 18 years or older to register." />);
    for (const input of screen.getAllByRole('textbox')) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('You must be 18 or older. You must be 18 years or older to register.');
    }
  });
});

describe('isoDateOf', () => {
  it('writes the parts as YYYY-MM-DD, day and month padded', () => {
    expect(isoDateOf({ day: '5', month: '3', year: '1990' })).toBe('1990-03-05');
    expect(isoDateOf({ day: ' 29 ', month: '02', year: '2000' })).toBe('2000-02-29');
  });

  it('gives nothing for a part missing, too long or not a number', () => {
    for (const parts of [
      { day: '', month: '3', year: '1990' },
      { day: '5', month: '3', year: '90' },
      { day: '5', month: '123', year: '1990' },
      { day: '5.', month: '3', year: '1990' },
      { day: '５', month: '3', year: '1990' },
    ])
      expect(isoDateOf(parts), JSON.stringify(parts)).toBe('');
  });
});
