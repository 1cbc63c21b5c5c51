import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DisclosureMenu } from './disclosure-menu';

function renderMenu(closeKey?: string) {
  const view = render(
    <>
      <DisclosureMenu label="Support" closeKey={closeKey}>
        <li>
          <a href="#faq">FAQ Search</a>
        </li>
        <li>
          <a href="#tickets">My Tickets</a>
        </li>
      </DisclosureMenu>
      <button type="button">Elsewhere</button>
      <p>Patch notes</p>
    </>,
  );
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'Support' }), view };
}

describe('DisclosureMenu (WAI-ARIA disclosure navigation)', () => {
  it('starts closed; Enter opens it and shows its links', async () => {
    const { user, button } = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'FAQ Search' })).not.toBeInTheDocument();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'FAQ Search' })).toBeVisible();
  });

  it('closes on Escape from inside the list and puts focus back on the button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'FAQ Search' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('moves through its items with Down/Up, Home and End, without wrapping', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}');
    const faq = screen.getByRole('link', { name: 'FAQ Search' });
    const tickets = screen.getByRole('link', { name: 'My Tickets' });
    expect(faq).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tickets).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tickets).toHaveFocus();
    await user.keyboard('{Home}');
    expect(faq).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}');
    expect(faq).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a click outside', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside that moves focus nowhere (on text)', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByText('Patch notes'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the keys it uses from the page (no scrolling, no outer Escape), and leaves Home and End on the toggle to it', async () => {
    const { user, button } = renderMenu();
    const prevented: Record<string, boolean> = {};
    const watch = (event: KeyboardEvent) => {
      prevented[event.key] = event.defaultPrevented;
    };
    window.addEventListener('keydown', watch);
    try {
      button.focus();
      await user.keyboard('{Enter}{Home}{End}');
      expect(button).toHaveFocus();
      expect(prevented).toMatchObject({ Home: false, End: false });
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'FAQ Search' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(prevented).toMatchObject({ ArrowDown: true, Escape: true });
    } finally {
      window.removeEventListener('keydown', watch);
    }
  });

  it('closes when focus leaves it', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when one of its links is used', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'My Tickets' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the close key changes (navigation)', async () => {
    const { user, button, view } = renderMenu('/home');
    await user.click(button);
    view.rerender(
      <DisclosureMenu label="Support" closeKey="/shop">
        <li>
          <a href="#faq">FAQ Search</a>
        </li>
      </DisclosureMenu>,
    );
    expect(screen.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('DisclosureMenu with an item that is not a control', () => {
  it('stays open after a click on it', async () => {
    const user = userEvent.setup();
    render(
      <DisclosureMenu label="NYX">
        <li>Signed in as NYX</li>
        <li>
          <a href="#dashboard">Dashboard</a>
        </li>
      </DisclosureMenu>,
    );
    const toggle = screen.getByRole('button', { name: 'NYX' });
    await user.click(toggle);
    await user.click(screen.getByText('Signed in as NYX'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('DisclosureMenu with an action button', () => {
  it('closes after the action and leaves focus on its toggle', async () => {
    const user = userEvent.setup();
    let used = 0;
    render(
      <DisclosureMenu label="NYX">
        <li>
          <button type="button" onClick={() => (used += 1)}>
            Logout
          </button>
        </li>
      </DisclosureMenu>,
    );
    const toggle = screen.getByRole('button', { name: 'NYX' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(used).toBe(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
