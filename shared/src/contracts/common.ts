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

/** Paging of SPEC §9: pages from 1, ten per page by default. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export const emptyObjectSchema = z.object({}).strict();
