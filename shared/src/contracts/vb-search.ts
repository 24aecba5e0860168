/**
 * The vested-benefits search (docs/clients.md): a search for a client's forgotten vested-benefit accounts, made with the
 * client's power of attorney, signed on paper and uploaded or signed on screen.
 */
import { z } from 'zod';
import { nulFree, idParamSchema, idSchema } from './common';
import { invalidValueMessage } from './statistics';

/** pending (being prepared), submitted (signed and handed in), rejected, forwarded (the answer came and was passed on). */
export const vbSearchStatuses = ['pending', 'submitted', 'rejected', 'forwarded'] as const;
export type VbSearchStatus = (typeof vbSearchStatuses)[number];
export const vbSignatureKinds = ['wet', 'drawn'] as const;

/** A drawn signature as the page sends it: a PNG data URL of at most 500 KB. */
export const MAX_SIGNATURE_BYTES = 500 * 1024;

const employer = z
  .string({ error: invalidValueMessage })
  .check(nulFree)
  .trim()
  .min(1, { error: invalidValueMessage })
  .max(120, { error: invalidValueMessage });

/** Former employers, whose pension funds may have passed the benefits on: they help the search. */
export const vbSearchFieldsSchema = z.object({
  former_employers: z.array(employer, { error: invalidValueMessage }).max(20, { error: invalidValueMessage }),
});
export const createVbSearchBodySchema = vbSearchFieldsSchema.extend({ client_id: idSchema });
export const vbSearchParamsSchema = z.object({ id: idParamSchema });

export const vbSearchSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  status: z.enum(vbSearchStatuses),
  former_employers: z.array(z.string()),
  /** how the power of attorney was signed, once it is */
  signature: z.enum(vbSignatureKinds).nullable(),
  submitted_at: z.string().nullable(),
  /** when the wealth manager recorded the answer (forwarded or rejected), and what it said about it */
  answered_at: z.string().nullable(),
  answer_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VbSearch = z.infer<typeof vbSearchSchema>;

/** `GET clients/{id}/vb_search`: the client's search, if there is one, and whose it is. */
export const clientVbSearchResponseSchema = z.object({
  client: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  vb_search: vbSearchSchema.nullable(),
});
export type ClientVbSearchResponse = z.infer<typeof clientVbSearchResponseSchema>;

/** `PUT vb_search/{id}/sign_document`: the signature drawn on screen. */
export const signVbSearchBodySchema = z.object({
  poa_signature: z
    .string()
    .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 32, { error: invalidValueMessage })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { error: invalidValueMessage }),
});

/** The states the wealth manager's answer moves a handed-in search to. */
export const vbSearchAnswers = ['forwarded', 'rejected'] as const;
export type VbSearchAnswer = (typeof vbSearchAnswers)[number];

/** `PUT vb_search/{id}/answer` (internal operators): the answer to a handed-in search, with a note for the adviser. */
export const vbSearchAnswerBodySchema = z.object({
  status: z.enum(vbSearchAnswers, { error: invalidValueMessage }),
  note: z
    .string()
    .check(nulFree)
    .trim()
    .max(500, { error: invalidValueMessage })
    .transform((value) => value || null)
    .nullable()
    .optional(),
});
export type VbSearchAnswerBody = z.infer<typeof vbSearchAnswerBodySchema>;
