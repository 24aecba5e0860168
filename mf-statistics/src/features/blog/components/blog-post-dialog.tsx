import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@portal/shared/ui/use-theme';
import { useTranslation } from '@portal/shared/i18n/react';
import type { BlogPostsResponse } from '@portal/shared/contracts/statistics';
import { formatDate } from '@portal/shared/format';

export type BlogPost = BlogPostsResponse['posts'][number];

export function BlogPostDialog({ post, category, onClose }: { post: BlogPost; category?: string; onClose: () => void }) {
  const { t } = useTranslation('statistics');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // The body is plain text with blank lines between paragraphs; it is rendered as text, never as HTML.
  const paragraphs = post.body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="md" scroll="paper">
      {post.image_url && (
        <Box component="img" src={post.image_url} alt="" sx={{ width: '100%', maxHeight: 260, objectFit: 'cover', display: 'block' }} />
      )}
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {post.title}
      </DialogTitle>
      <DialogContent>
        <Typography variant="overline" color="primary">
          {[category, formatDate(post.published_at, 'long')].filter(Boolean).join(' · ')}
        </Typography>
        {paragraphs.map((paragraph, index) => (
          <Typography key={index} variant="body1" sx={{ mt: 1.5, whiteSpace: 'pre-line', lineHeight: 1.7 }}>
            {paragraph}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('blog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
