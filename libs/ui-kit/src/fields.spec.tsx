import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './fields';

describe('fields', () => {
  it('name the control by its label and describe it by its hint; valid until an error is given', () => {
    render(<TextField label="Email" hint="We send the code here" name="email" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send the code here');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('mark a refused value invalid and read its message with the control', () => {
    render(
      <SelectField label="Platform" error="Choose a platform." fieldClassName="support-field" defaultValue="">
        <option value="">-</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Platform' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a platform.');
    expect(select.closest('.field')).toHaveClass('support-field');
  });

  it('read a textarea counter after its hint and error', () => {
    render(
      <TextAreaField
        label="Description"
        hint="At least 50 characters."
        error="Too short."
        counter="12 / 5000"
        defaultValue="Short text."
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'At least 50 characters. Too short. 12 / 5000',
    );
  });
});
