import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * An e-mail address that wraps only before its `@` and its dots, never inside a word (docs/screens-and-layout.md):
 * a break opportunity (<wbr>) before each, and no breaking anywhere else unless a single part is wider than the line.
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'break-word' }}>
      {email.split(/(?=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Box>
  );
}
