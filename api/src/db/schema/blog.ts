import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@portal/shared/contracts';
import { at, timestamps } from './columns';

export const blogCategories = pgTable('blog_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  ...timestamps,
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    excerpt: jsonb('excerpt').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    publishedAt: at('published_at').notNull(),
    ...timestamps,
  },
  (table) => [index('blog_posts_published_idx').on(table.publishedAt)],
);
