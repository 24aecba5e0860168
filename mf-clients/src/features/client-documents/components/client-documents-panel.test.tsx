import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
import { mockFileApi } from '../../../test/file-api';
import { ClientDocumentsPanel } from './client-documents-panel';

const base = '/api/v1/admin_partner';

describe('the client’s documents', () => {
  it('lists the documents and QR-bills the API offers and downloads them', async () => {
    const server = mockFileApi({
      [`GET ${base}/clients/7/documents`]: () => ({
        json: {
          documents: [
            { type: 'regulatory_profile', year: null, available: true },
            { type: 'investor_profile', year: null, available: false },
            { type: 'tax_statement', year: 2025, available: true },
          ],
          bank_accounts: [
            { id: 9, name: 'Vermögensverwaltung', kind: 'wealth_management', custodian: 'Zürcher Kantonalbank', payment_slip: true },
            { id: 10, name: 'Depot', kind: 'wealth_management', custodian: 'Eigene Depotbank', payment_slip: false },
          ],
        },
      }),
      [`GET ${base}/client_document/7`]: () => ({ file: { body: '%PDF', type: 'application/pdf', name: 'Steuerauszug-2025.pdf' } }),
      [`GET ${base}/clients/7/bank_account/9/payment_slip`]: () => ({
        file: { body: '%PDF', type: 'application/pdf', name: 'Einzahlungsschein.pdf' },
      }),
    });
    const { user } = renderWithProviders(<ClientDocumentsPanel clientId={7} />, {
      session: { partnerUser, accessToken: 'token', visibleModules: ['clients'] },
    });

    expect(await screen.findByText('Steuerauszug 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anlegerprofil PDF' })).toBeDisabled();
    expect(screen.getByText('Fragebogen noch nicht ausgefüllt')).toBeInTheDocument();
    expect(screen.getByText('Depot · Eigene Depotbank: keine QR-IBAN der Depotbank')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Steuerauszug 2025 PDF' }));
    await waitFor(() => expect(server.downloads).toEqual(['Steuerauszug-2025.pdf']));
    const params = new URL(server.to('GET', `${base}/client_document/7`)[0]!.url).searchParams;
    expect(Object.fromEntries(params)).toEqual({ type: 'tax_statement', year: '2025', locale: 'de' });

    await user.click(screen.getByRole('button', { name: 'QR Einzahlungsschein Vermögensverwaltung · Zürcher Kantonalbank' }));
    await waitFor(() => expect(server.downloads).toEqual(['Steuerauszug-2025.pdf', 'Einzahlungsschein.pdf']));
  });
});
