import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { toast } from './toast-store';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows an error toast for 5 seconds', () => {
    renderWithProviders(<div />, { toastsExpire: true });
    act(() => {
      toast.error('Internal Server Error');
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server Error');
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a success toast for 2 seconds unless told otherwise', () => {
    renderWithProviders(<div />, { toastsExpire: true });
    act(() => {
      toast.success('Vorgang erfolgreich');
      toast.success('Gespeichert', { duration: 4000 });
    });

    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Gespeichert']);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a toast until it is closed when the test renders it so (the default of renderWithProviders)', () => {
    renderWithProviders(<div />);
    act(() => {
      toast.success('Gespeichert');
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Gespeichert');
  });

  it('refuses expiring toasts on the real clock', () => {
    jest.useRealTimers();
    expect(() => renderWithProviders(<div />, { toastsExpire: true })).toThrow(/jest\.useFakeTimers/);
  });

  it('shows one toast for the same error raised several times at once', () => {
    renderWithProviders(<div />);
    act(() => {
      toast.error('Internal Server Error');
      toast.error('Internal Server Error');
      toast.error('Netzwerkfehler');
    });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Internal Server Error', 'Netzwerkfehler']);
  });

  it('keeps line breaks of joined error messages and can be closed', async () => {
    jest.useRealTimers();
    const { user } = renderWithProviders(<div />);
    act(() => {
      toast.error('E-Mail fehlt\nPLZ ungültig');
    });

    const alert = screen.getByRole('alert');
    // The text keeps its line break, and the message is laid out with `white-space: pre-line` (the theme's MuiAlert
    // override), which shows it as a break instead of collapsing it into a space.
    const message = [...alert.querySelectorAll('div')].find((element) => element.textContent === 'E-Mail fehlt\nPLZ ungültig');
    expect(message).toBeDefined();
    expect(message).toHaveStyle({ whiteSpace: 'pre-line' });
    await user.click(screen.getByRole('button', { name: 'Meldung schliessen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
