// The PDFs about a client, one document per file; what they share is in common.ts, the drawing base in lib/pdf.
export type { DocumentMeta, StatementService, StatementTransaction } from './common';
export { profilePdf } from './profile';
export { statementPdf, type StatementData } from './statement';
export { taxStatementPdf, type TaxLine } from './tax-statement';
export { paymentSlipPdf } from './payment-slip';
export { meetingPackPdf, type MeetingPackData } from './meeting-pack';
export { signTemplatePdf, type SignTemplateData } from './sign-template';
export { vbSearchPaoPdf } from './vb-search-pao';
