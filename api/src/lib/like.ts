/** `text` with LIKE's wildcards and escape character escaped, so that it matches only itself. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere (the repositories' searches). */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;
