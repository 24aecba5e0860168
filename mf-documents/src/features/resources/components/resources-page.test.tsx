import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
import { mockApi, serverError } from '../../../test/mock-api';
import { ResourcesPage } from './resources-page';

const profilePath = '/api/v1/admin_partner/profile';

describe('the first page of mf-documents', () => {
  it('shows who is signed in, for which company, as the API answered', async () => {
    const server = mockApi({ [profilePath]: () => ({ body: { partner_user: partnerUser } }) });
    renderWithProviders(<ResourcesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeInTheDocument();
    expect(await screen.findByText('Angemeldet als Anna Meier (Alpen Finanz AG).')).toBeInTheDocument();
    expect(server.to(profilePath)).toHaveLength(1);
  });

  it('speaks the interface language', async () => {
    mockApi({ [profilePath]: () => ({ body: { partner_user: partnerUser } }) });
    renderWithProviders(<ResourcesPage />, { locale: 'fr' });

    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(await screen.findByText('Connecté en tant que Anna Meier (Alpen Finanz AG).')).toBeInTheDocument();
  });

  it('says when the data could not be loaded, and loads it again on request', async () => {
    let fail = true;
    mockApi({ [profilePath]: (request) => (fail ? serverError(request) : { body: { partner_user: partnerUser } }) });
    const { user } = renderWithProviders(<ResourcesPage />);

    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Angemeldet als Anna Meier (Alpen Finanz AG).')).toBeInTheDocument();
  });
});
