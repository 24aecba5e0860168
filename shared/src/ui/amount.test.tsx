import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { useSession } from '../session';
import { Amount } from './amount';

describe('Amount', () => {
  it('shows the amount in the reference currency, Swiss style', () => {
    renderWithProviders(<Amount value={1234567} />, { session: { referenceCurrency: 'CHF' } });
    expect(screen.getByText("CHF 1'234'567.00")).toBeInTheDocument();
  });

  it('hides the amount in private mode and shows it again when private mode ends', () => {
    renderWithProviders(<Amount value={1234567} currency="EUR" />, { session: { privateMode: true } });

    expect(screen.queryByText(/1'234'567/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Betrag verborgen (Privatmodus)' })).toHaveTextContent('••••••');

    act(() => useSession.getState().setPrivateMode(false));
    expect(screen.getByText("EUR 1'234'567.00")).toBeInTheDocument();
  });
});
