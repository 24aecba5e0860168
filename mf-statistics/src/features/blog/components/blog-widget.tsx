import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import type { BlogPostsResponse } from '@portal/shared/contracts/statistics';
import { formatDate } from '@portal/shared/format';
import { currentLocale } from '@portal/shared/i18n';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { WidgetCard } from '../../../lib/widget-card';
import { WidgetSkeleton } from '../../../lib/widget-skeleton';
import { useBlogPosts } from '../api/get-blog-posts';
import type { BlogPost } from './blog-post-dialog';

// The reading dialog loads when a post is opened, not with the dashboard.
const BlogPostDialog = lazy(() =>
  import(/* webpackChunkName: "blog-post-dialog" */ './blog-post-dialog').then((module) => ({ default: module.BlogPostDialog })),
);

export function BlogWidget() {
  // useTranslation re-renders on a language switch, so the posts are then fetched in the new language.
  const { t } = useTranslation('statistics');
  const locale = currentLocale();
  const query = useBlogPosts({ locale });

  return (
    <WidgetCard title={t('blog.title')} icon={<ArticleOutlined fontSize="small" />}>
      {query.isPending ? (
        <WidgetSkeleton sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={150} />
          ))}
        </WidgetSkeleton>
      ) : query.isError ? (
        <WidgetError onRetry={() => void query.refetch()} />
      ) : query.data.posts.length === 0 ? (
        <EmptyState title={t('blog.empty')} />
      ) : (
        <BlogContent data={query.data} />
      )}
    </WidgetCard>
  );
}

function BlogContent({ data }: { data: BlogPostsResponse }) {
  const { t } = useTranslation('statistics');
  const [category, setCategory] = useState<number | null>(null);
  const [openPost, setOpenPost] = useState<BlogPost | null>(null);
  const categoryName = new Map(data.categories.map((entry) => [entry.id, entry.name]));
  const posts = [...data.posts]
    .filter((post) => category === null || post.category_id === category)
    .sort((a, b) => b.published_at.localeCompare(a.published_at));

  return (
    <Stack spacing={2}>
      <Stack direction="row" role="group" aria-label={t('blog.categories')} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip
          label={t('blog.all')}
          color={category === null ? 'primary' : 'default'}
          variant={category === null ? 'filled' : 'outlined'}
          onClick={() => setCategory(null)}
          aria-pressed={category === null}
        />
        {data.categories.map((entry) => (
          <Chip
            key={entry.id}
            label={entry.name}
            color={category === entry.id ? 'primary' : 'default'}
            variant={category === entry.id ? 'filled' : 'outlined'}
            onClick={() => setCategory(entry.id)}
            aria-pressed={category === entry.id}
          />
        ))}
      </Stack>
      {posts.length === 0 ? (
        <EmptyState title={t('blog.empty_category')} />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          {posts.map((post) => (
            <Box component="li" key={post.id} sx={{ minWidth: 0 }}>
              <CardActionArea
                // named by what it shows (category, date, title, excerpt): an aria-label of the title alone would hide the rest
                onClick={() => setOpenPost(post)}
                sx={{
                  height: '100%',
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  overflow: 'hidden',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  // ButtonBase centres its content: a card taller than its text (a shorter excerpt than the row's
                  // others) would show a strip above the image
                  justifyContent: 'flex-start',
                }}
              >
                {post.image_url && (
                  <Box
                    component="img"
                    src={post.image_url}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block', backgroundColor: 'action.hover' }}
                  />
                )}
                <Box sx={{ p: 2, display: 'grid', gap: 0.75 }}>
                  <Typography variant="overline" color="primary" sx={{ lineHeight: 1.4 }}>
                    {categoryName.get(post.category_id)} · {formatDate(post.published_at, 'dmy')}
                  </Typography>
                  <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
                    {post.title}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                  >
                    {post.excerpt}
                  </Typography>
                </Box>
              </CardActionArea>
            </Box>
          ))}
        </Box>
      )}
      {openPost && (
        <Suspense fallback={null}>
          <BlogPostDialog post={openPost} category={categoryName.get(openPost.category_id)} onClose={() => setOpenPost(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
