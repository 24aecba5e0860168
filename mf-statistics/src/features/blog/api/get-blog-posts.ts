import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiContext } from '@portal/shared/api/client';
import { statisticsKeys } from '../../../lib/query-keys';
import { blogPostsResponseSchema, type BlogPostsQuery } from '@portal/shared/contracts/statistics';

export async function getBlogPosts(params: BlogPostsQuery, signal?: AbortSignal) {
  // docs/dashboard.md: a failing blog feed shows no toast; the widget's own error message is enough.
  const context: ApiContext = { silent: true };
  const body = await api.get('admin_partner/blog_posts', { searchParams: params, signal, context }).json();
  return blogPostsResponseSchema.parse(body);
}

export const blogPostsQueryOptions = (params: BlogPostsQuery) =>
  queryOptions({
    queryKey: statisticsKeys.blogPosts(params.locale ?? 'de'),
    queryFn: ({ signal }) => getBlogPosts(params, signal),
  });

export const useBlogPosts = (params: BlogPostsQuery) => useQuery(blogPostsQueryOptions(params));
