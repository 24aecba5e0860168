import type { FastifyRequest } from 'fastify';

/**
 * Array query parameters come bracket-style (`status[]=a&status[]=b`, docs/api.md). A preValidation hook that folds
 * them, and a single plain `status=a`, into arrays under the plain name, so that the route's zod schema sees
 * `{ status: ['a', 'b'] }`. Other parameters stay as they are.
 */
export function bracketArrays(names: readonly string[]) {
  const wanted = new Set(names);
  return async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    const folded: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(query)) {
      const name = key.endsWith('[]') ? key.slice(0, -2) : key;
      if (!wanted.has(name)) {
        folded[key] = value;
        continue;
      }
      const values = Array.isArray(value) ? value : [value];
      const existing = folded[name];
      folded[name] = [...(Array.isArray(existing) ? (existing as unknown[]) : []), ...(values as unknown[]).filter((v) => v !== '')];
    }
    request.query = folded;
  };
}
