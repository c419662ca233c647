import { Fragment, type ReactNode } from 'react';

/**
 * The text with a line-break opportunity (<wbr>) after each '@' and '.', so a long e-mail or key wraps between its
 * parts ('anna.kowalska@' / 'example.pl'), never inside a word; copying it gives the text unchanged. A link or a
 * heading made of it takes the text as its `aria-label` too: where a line breaks at a <wbr>, Chromium names the
 * element with a space there ('anna. kowalska@ example. pl').
 */
export function breakable(text: string): ReactNode {
  const parts = text.split(/(?<=[@.])/);
  if (parts.length < 2) return text;
  return parts.map((part, index) => (
    // The parts of one string in their fixed order: the position is the key.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
