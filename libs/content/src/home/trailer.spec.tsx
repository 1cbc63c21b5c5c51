import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-page';
import { Trailer } from './trailer';

describe('Trailer', () => {
  it('loads no video until the poster button is pressed, then plays in an embedded player', async () => {
    const { container } = await renderPage(<Trailer src="https://www.youtube-nocookie.com/embed/test" />);
    const play = screen.getByRole('button', { name: 'Play the Emberdeep trailer' });
    expect(container.querySelector('iframe, video')).toBeNull();

    await userEvent.click(play);

    const player = screen.getByTitle('Emberdeep trailer');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/test');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play the Emberdeep trailer' })).toBeNull();
  });
});
