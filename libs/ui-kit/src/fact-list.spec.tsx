import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list';

describe('FactList', () => {
  it('is a description list of its pairs, bare or in rows, with the caller’s class and attributes', () => {
    render(
      <FactList className="receipt" aria-label="Receipt">
        <dt>Receipt number</dt>
        <dd>EMB-20251102</dd>
        <div>
          <dt>Account id</dt>
          <dd>76561198000000001</dd>
        </div>
      </FactList>,
    );
    const list = screen.getByLabelText('Receipt');
    expect(list.tagName).toBe('DL');
    expect(list).toHaveClass('ui-facts', 'receipt');
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Receipt number', 'Account id']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['EMB-20251102', '76561198000000001']);
  });

  it('has only its own class when the caller gives none', () => {
    const { container } = render(<FactList />);
    expect(container.querySelector('dl')?.className).toBe('ui-facts');
  });
});
