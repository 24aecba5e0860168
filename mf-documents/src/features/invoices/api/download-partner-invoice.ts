import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared/api';

/** The invoice as a PDF with its QR bill, in the interface language (GET admin/partner_invoices/{id}/download). */
export async function downloadPartnerInvoice(id: number): Promise<Blob> {
  return api.get(`admin_partner/admin/partner_invoices/${id}/download`).blob();
}

export const useInvoiceFile = () => useMutation({ mutationFn: downloadPartnerInvoice });
