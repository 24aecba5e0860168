import { z } from 'zod';
import { localeSchema } from './domain';
import { textSchema, idParamSchema } from './common';

// ---- partner documents (docs/documents.md) --------------------------------------------------------------------------

/** What the wealth manager publishes to its partners, by category. */
export const partnerDocumentCategories = ['contracts', 'product_sheets', 'regulatory', 'forms'] as const;
export const partnerDocumentCategorySchema = z.enum(partnerDocumentCategories);
export type PartnerDocumentCategory = z.infer<typeof partnerDocumentCategorySchema>;

export const partnerDocumentSearchMaxLength = 100;

/** `GET partners_documents?search=&category=`: the title search and the category filter. */
export const partnerDocumentsQuerySchema = z.object({
  search: textSchema().trim().max(partnerDocumentSearchMaxLength).optional(),
  category: partnerDocumentCategorySchema.optional(),
});
export type PartnerDocumentsQuery = z.infer<typeof partnerDocumentsQuerySchema>;

export const partnerDocumentVersionSchema = z.object({
  language: localeSchema,
  title: z.string(),
  file_name: z.string(),
  size: z.number().int(),
});

export const partnerDocumentSchema = z.object({
  id: z.number().int(),
  category: partnerDocumentCategorySchema,
  /** the title in the language shown: the user's when the document exists in it, else German, else the first */
  title: z.string(),
  language: localeSchema,
  file_name: z.string(),
  size: z.number().int(),
  published_at: z.string(),
  /** published since the adviser last looked at the documents */
  new: z.boolean(),
  languages: z.array(partnerDocumentVersionSchema),
});
export type PartnerDocument = z.infer<typeof partnerDocumentSchema>;

export const partnerDocumentsResponseSchema = z.object({
  documents: z.array(partnerDocumentSchema),
  /** every category with the number of documents in it (whatever the search), in a fixed order */
  categories: z.array(z.object({ category: partnerDocumentCategorySchema, count: z.number().int() })),
  new_count: z.number().int(),
});
export type PartnerDocumentsResponse = z.infer<typeof partnerDocumentsResponseSchema>;

export const partnerDocumentResponseSchema = z.object({ document: partnerDocumentSchema });

export const documentIdParamsSchema = z.object({ id: idParamSchema });

/** `GET partners_documents/{id}/download?language=`: one language of the document (default: the one shown). */
export const documentDownloadQuerySchema = z.object({
  language: localeSchema.optional(),
  /** `inline` for the preview in the page, else an attachment */
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});

export const documentsSeenResponseSchema = z.object({ last_seen_at: z.string() });

// ---- invoices ----------------------------------------------------------------------------------------------------

export const feeKinds = ['finders_fee', 'recurring_fee'] as const;
export const feeKindSchema = z.enum(feeKinds);
export type FeeKind = z.infer<typeof feeKindSchema>;

export const invoiceStatuses = ['open', 'paid', 'overdue'] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** Amounts in CHF, as numbers rounded to cents. */
export const partnerInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** `YYYY-MM` */
  month: z.string(),
  issued_on: z.string(),
  due_on: z.string(),
  currency: z.literal('CHF'),
  finders_fees: z.number(),
  recurring_fees: z.number(),
  subtotal: z.number(),
  vat_rate: z.number(),
  vat: z.number(),
  total: z.number(),
  status: invoiceStatusSchema,
  paid_at: z.string().nullable(),
  file_name: z.string(),
});
export type PartnerInvoice = z.infer<typeof partnerInvoiceSchema>;

export const partnerInvoiceLineSchema = z.object({
  client_id: z.number().int().nullable(),
  client_name: z.string(),
  kind: feeKindSchema,
  basis: z.number(),
  rate: z.number(),
  amount: z.number(),
});

export const partnerInvoicesQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** Invoices: the documents and the next expected invoice date (docs/documents.md). */
export const partnerInvoicesResponseSchema = z.object({
  documents: z.array(partnerInvoiceSchema),
  next_expected_invoice_date: z.string(),
});
export type PartnerInvoicesResponse = z.infer<typeof partnerInvoicesResponseSchema>;

export const partnerInvoiceResponseSchema = z.object({
  document: partnerInvoiceSchema.extend({ lines: z.array(partnerInvoiceLineSchema) }),
});
export type PartnerInvoiceDetail = z.infer<typeof partnerInvoiceResponseSchema>['document'];

export const nextExpectedInvoiceDateResponseSchema = z.object({ next_expected_invoice_date: z.string() });

export const feeHistoryQuerySchema = z.object({ months: z.coerce.number().int().min(1).max(60).default(24) });

/** Fees per month, oldest first, every month of the range (0 where no invoice was issued). */
export const feeHistoryResponseSchema = z.object({
  months: z.array(z.object({ month: z.string(), finders_fees: z.number(), recurring_fees: z.number() })),
});
export type FeeHistoryResponse = z.infer<typeof feeHistoryResponseSchema>;

/** `YYYY-MM`, a real month. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const compensationStatementQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
