import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page's one `h1`, as every area writes it (docs/screens-and-layout.md): the size of an h2, smaller on a phone. `id`
 * names the page's landmark (`aria-labelledby`), and the shell moves the focus to it after a navigation.
 */
export function PageTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} component="h1" variant="h2" sx={{ fontWeight: 700, fontSize: { xs: '1.375rem', sm: '1.625rem' } }}>
      {children}
    </Typography>
  );
}
