import { Fragment } from 'react';
import type { TextRange } from '@dungeon/contract';

/** Splits plain text at the server's match ranges and marks the matches; React escapes every part. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  const parts: { text: string; marked: boolean; at: number }[] = [];
  let cursor = 0;
  for (const { start, end } of ranges) {
    if (start < cursor || end > text.length || start >= end) continue;
    if (start > cursor) parts.push({ text: text.slice(cursor, start), marked: false, at: cursor });
    parts.push({ text: text.slice(start, end), marked: true, at: start });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), marked: false, at: cursor });
  return (
    <>
      {parts.map((part) =>
        part.marked ? <mark key={part.at}>{part.text}</mark> : <Fragment key={part.at}>{part.text}</Fragment>,
      )}
    </>
  );
}
