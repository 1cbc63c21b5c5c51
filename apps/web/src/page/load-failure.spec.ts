import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_FAILURE_ID, showLoadFailure } from './load-failure';

describe('showLoadFailure', () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete document.documentElement.dataset['app'];
  });

  it('marks the page failed, moves focus to the prerendered notice, and its button loads the page again', () => {
    const notice = document.createElement('section');
    notice.id = LOAD_FAILURE_ID;
    notice.tabIndex = -1;
    const retry = document.createElement('button');
    notice.append(retry);
    document.body.append(notice);
    const reload = vi.fn();

    showLoadFailure(document, reload);

    expect(document.documentElement.dataset['app']).toBe('failed');
    expect(document.activeElement).toBe(notice);
    expect(reload).not.toHaveBeenCalled();
    retry.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still marks a page without a notice (the plain index.html)', () => {
    showLoadFailure(document, vi.fn());
    expect(document.documentElement.dataset['app']).toBe('failed');
  });
});
