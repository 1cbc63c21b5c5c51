import { Fragment } from 'react';

/**
 * An email address that may wrap before its "@" and its dots instead of between any two letters
 * (`overflow-wrap: anywhere` in a narrow column). Line breaking gives no chance inside an address
 * (UAX #14), so `<wbr>` offers one; the text, copied or read aloud, is the address unchanged.
 */
export function EmailText({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((part, index) => (
    // The parts of one address never move: their position is their identity.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
