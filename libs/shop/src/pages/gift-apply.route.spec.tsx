import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderShopPage } from '../testing/render-shop-page';
import { Component as GiftApplyPage } from './gift-apply.route';

let sent: Request[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      if (request.method === 'POST') sent.push(request);
      // No captcha challenge: the widget stays unsolved, as a player who has not ticked it yet.
      return Promise.resolve(jsonResponse({ error: 'defaultError_12' }, 404));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/gift/apply', () => {
  it("moves focus to the code when the form's own check refuses it, keeps what was typed and sends nothing", async () => {
    await renderShopPage(<GiftApplyPage />, { path: '/gift/apply' });
    const code = await screen.findByRole('textbox', { name: 'Gift code' });
    await userEvent.type(code, 'ABCD-12');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));

    await waitFor(() => {
      expect(code).toHaveFocus();
    });
    expect(code).toHaveAttribute('aria-invalid', 'true');
    // giftcode_2, said with the format's hint.
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter a valid code.') as string);
    expect(code).toHaveValue('ABCD-12');
    expect(sent).toHaveLength(0);
  });
});
