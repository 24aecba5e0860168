import type { FastifyRequest } from 'fastify';
import { locales, type Locale } from '@portal/shared/contracts';

/**
 * The interface language a request comes from: the first supported language of its `Accept-Language` (the portal's
 * client sends the page's language). Answers to it are written in that language; without one, in the user's saved
 * language, else German.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale | undefined {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { language: tag.trim().slice(0, 2).toLowerCase(), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find((language): language is Locale => (locales as readonly string[]).includes(language));
}
