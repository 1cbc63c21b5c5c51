import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmissionKey } from './use-submission-key';

const screenshot = (name = 'shot.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png', lastModified: 1 });

describe('useSubmissionKey', () => {
  it('keeps one key while the content is the same: a double submit or an unedited retry', () => {
    const { result, rerender } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor({ subject: 'Stuck', description: 'At 87%' }, [screenshot()]);
    rerender();
    expect(result.current.keyFor({ description: 'At 87%', subject: 'Stuck' }, [screenshot()])).toBe(first);
  });

  it('takes a new key once a field or the files changed since the last attempt', () => {
    const { result } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor({ subject: 'Stuck' }, []);
    const edited = result.current.keyFor({ subject: 'Stuck at 87%' }, []);
    expect(edited).not.toBe(first);
    expect(result.current.keyFor({ subject: 'Stuck at 87%' }, [screenshot()])).not.toBe(edited);
  });

  it('takes a new key for another file picked under the same name', () => {
    const { result } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor({ subject: 'Stuck' }, [screenshot()]);
    // The server fingerprints the bytes: the old key with another file would be refused (422).
    const retaken = new File([new Uint8Array([137, 80, 78, 71, 13, 10])], 'shot.png', {
      type: 'image/png',
      lastModified: 2,
    });
    expect(result.current.keyFor({ subject: 'Stuck' }, [retaken])).not.toBe(first);
  });

  it('starts over after a success, even for the same content', () => {
    const { result } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor({ subject: 'Stuck' }, []);
    result.current.settled();
    expect(result.current.keyFor({ subject: 'Stuck' }, [])).not.toBe(first);
  });
});
