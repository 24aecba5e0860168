import createCache, { type EmotionCache } from '@emotion/cache';

/** `prepend` puts MUI's styles first so that a remote's own styles win without `!important`. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'portal', prepend: true });
}

export const emotionCache = createEmotionCache();
