import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box component="img" src="/images/logo.svg" alt="" sx={{ width: 28, height: 28, flexShrink: 0 }} />
      {!compact && (
        <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          Partner Portal
        </Typography>
      )}
    </Box>
  );
}
