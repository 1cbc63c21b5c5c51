import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { id: 'privacy', label: 'Your Privacy', panel: <p>About privacy</p> },
  { id: 'necessary', label: 'Necessary', panel: <p>Always on</p> },
  { id: 'functional', label: 'Functional', panel: <p>Remembers you</p> },
];

function renderTabs(onSelect = vi.fn()) {
  render(<Tabs label="Cookie categories" items={items} onSelect={onSelect} />);
  return { user: userEvent.setup(), onSelect, tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('Tabs (WAI-ARIA tabs)', () => {
  it('shows the first tab and its panel, with one tab stop', () => {
    const { tab } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Cookie categories' })).toBeInTheDocument();
    expect(tab('Your Privacy')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Your Privacy')).toHaveAttribute('tabindex', '0');
    expect(tab('Necessary')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Your Privacy' })).toHaveTextContent('About privacy');
    expect(screen.queryByText('Always on')).not.toBeVisible();
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const { user, tab, onSelect } = renderTabs();
    await user.tab();
    expect(tab('Your Privacy')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Necessary')).toHaveFocus();
    expect(tab('Necessary')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Necessary' })).toHaveTextContent('Always on');
    expect(onSelect).toHaveBeenLastCalledWith('necessary');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Functional')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Your Privacy')).toHaveFocus();
  });

  it('goes to the first and last tab with Home and End', async () => {
    const { user, tab } = renderTabs();
    await user.tab();
    await user.keyboard('{End}');
    expect(tab('Functional')).toHaveFocus();
    expect(tab('Functional')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Your Privacy')).toHaveFocus();
  });

  it('leaves the tab list with one Tab press, to the selected panel', async () => {
    const { user } = renderTabs();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Your Privacy' })).toHaveFocus();
  });

  it('keeps the keys it uses from scrolling the page', async () => {
    const { user } = renderTabs();
    await user.tab();
    const prevented: boolean[] = [];
    const watch = (event: KeyboardEvent) => {
      prevented.push(event.defaultPrevented);
    };
    window.addEventListener('keydown', watch);
    try {
      await user.keyboard('{ArrowRight}{ArrowLeft}{End}{Home}');
    } finally {
      window.removeEventListener('keydown', watch);
    }
    expect(prevented).toEqual([true, true, true, true]);
  });

  it('shows what its owner selects when controlled, and asks the owner on a click', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(
      <Tabs label="Cookie categories" items={items} selectedId="necessary" onSelect={onSelect} />,
    );
    expect(screen.getByRole('tab', { name: 'Necessary' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Functional' }));
    expect(onSelect).toHaveBeenLastCalledWith('functional');
    // The owner has not agreed yet: the selection is still its own.
    expect(screen.getByRole('tabpanel', { name: 'Necessary' })).toHaveTextContent('Always on');
    rerender(<Tabs label="Cookie categories" items={items} selectedId="functional" onSelect={onSelect} />);
    expect(screen.getByRole('tabpanel', { name: 'Functional' })).toHaveTextContent('Remembers you');
  });

  it('selects a tab on click', async () => {
    const { user, tab } = renderTabs();
    await user.click(tab('Functional'));
    expect(screen.getByRole('tabpanel', { name: 'Functional' })).toHaveTextContent('Remembers you');
  });
});
