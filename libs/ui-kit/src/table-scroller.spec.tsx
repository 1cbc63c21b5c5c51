import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TableScroller } from './table-scroller';

describe('TableScroller', () => {
  it('is a region named by the table caption that the keyboard reaches', async () => {
    render(
      <TableScroller labelledBy="caption">
        <table>
          <caption id="caption">System requirements</caption>
          <tbody>
            <tr>
              <td>8 GB</td>
            </tr>
          </tbody>
        </table>
      </TableScroller>,
    );
    const region = screen.getByRole('region', { name: 'System requirements' });
    expect(region).toContainElement(screen.getByRole('table', { name: 'System requirements' }));
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
