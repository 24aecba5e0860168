// The PDF base of the API's documents (invoices, statements, payment slips): see README.md beside this file.
export * from './document';
export * from './format';
export * from './table';
export * from './qr-bill';
export * from './blocks';
export * from './charts';
