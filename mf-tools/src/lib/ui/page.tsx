import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageTitle } from '@portal/shared/ui/page-title';

/** The frame of every tools page: a level-one heading, an optional intro, the content in a grid. */
export function ToolPage({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <PageTitle id={`${id}-title`}>{title}</PageTitle>
        {actions}
      </Box>
      {intro && (
        <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** A titled card. */
export function Panel({
  title,
  action,
  children,
  labelledBy,
}: {
  title?: string;
  action?: ReactNode;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 2, md: 2.5 },
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      {(title || action) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          {title && (
            <Typography id={labelledBy} component="h2" variant="h6" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
              {title}
            </Typography>
          )}
          {action}
        </Box>
      )}
      {children}
    </Box>
  );
}

/** One figure with its label. */
export function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h6" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}
