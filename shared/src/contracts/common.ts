import { z } from 'zod';

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const validationErrorResponseSchema = z.object({ message: z.string(), errors: z.array(fieldErrorSchema) });
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;

export const unauthorizedReasons = ['expired', 'revoked', 'unknown'] as const;
export const unauthorizedResponseSchema = z.object({
  message: z.string(),
  reason: z.enum(unauthorizedReasons).optional(),
});
export type UnauthorizedResponse = z.infer<typeof unauthorizedResponseSchema>;

/** Paging (docs/screens-and-layout.md): pages from 1, ten per page by default. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export const emptyObjectSchema = z.object({}).strict();

// ---- ids ------------------------------------------------------------------------------------------

/** The largest value of PostgreSQL's `integer` (int4), the type of every id column. */
export const MAX_ID = 2_147_483_647;
/**
 * Every id the API takes in a body: a positive integer within int4. A larger one would reach the database and fail
 * there (a 500); the schema refuses it (422, zod's text in the request's language). docs/operations.md
 */
export const idSchema = z.number().int().positive().max(MAX_ID);
/** Every id the API takes in a path or a query string: the text of an `idSchema`. */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID);

// ---- NUL bytes ------------------------------------------------------------------------------------

/**
 * No text of the portal contains a NUL character, and PostgreSQL cannot store one: a string with NUL is invalid
 * input (422) everywhere. `nulFree` is the check of the input string schemas (so the browser's validation refuses
 * it too); `findNul` finds it anywhere in a parsed body, query or path, which the API checks for every route.
 */
export const nulMessage = 'Die Eingabe enthält ein unzulässiges Zeichen.';

export const hasNul = (value: string): boolean => value.includes('\u0000');

export const nulFree = z.refine<string>((value) => !hasNul(value), { error: nulMessage });

/** A string schema without NUL: the base of the contracts' input strings. */
export const textSchema = () => z.string().check(nulFree);

/** The paths (`a.0.b`) of every string, key or array item in `value` that holds a NUL; `''` for `value` itself. */
export function findNul(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (hasNul(value)) found.push(path);
  } else if (Array.isArray(value)) {
    if (depth < 64) value.forEach((item, index) => findNul(item, path ? `${path}.${index}` : String(index), found, depth + 1));
  } else if (value !== null && typeof value === 'object' && depth < 64) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasNul(key)) found.push(at);
      findNul(item, at, found, depth + 1);
    }
  }
  return found;
}
