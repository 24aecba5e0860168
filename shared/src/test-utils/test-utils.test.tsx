import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../session';
import { renderWithProviders, setToday } from '.';

function Probe() {
  const location = useLocation();
  const { t } = useTranslation('common');
  const firstName = useSession((s) => s.partnerUser?.first_name ?? 'anonym');
  const { data } = useQuery({ queryKey: ['probe'], queryFn: async () => 'geladen' });
  return (
    <ul>
      <li>{`${location.pathname}${location.search}`}</li>
      <li>{t('logout.action')}</li>
      <li>{firstName}</li>
      <li>{data ?? 'lädt'}</li>
    </ul>
  );
}

describe('renderWithProviders', () => {
  it('renders at the given route, in German, with the given session and a working query client', async () => {
    renderWithProviders(<Probe />, {
      route: '/users/management?page=2',
      session: { accessToken: 't', partnerUser: { first_name: 'Anna' } as never },
    });

    expect(screen.getByText('/users/management?page=2')).toBeInTheDocument();
    expect(screen.getByText('Ausloggen')).toBeInTheDocument();
    expect(screen.getByText('Anna')).toBeInTheDocument();
    expect(await screen.findByText('geladen')).toBeInTheDocument();
  });

  it('starts each render signed out unless told otherwise, in the language asked for', () => {
    renderWithProviders(<Probe />, { locale: 'it' });
    expect(screen.getByText('anonym')).toBeInTheDocument();
    expect(screen.getByText('Disconnettersi')).toBeInTheDocument();
  });
});

describe('setToday', () => {
  afterEach(() => jest.useRealTimers());

  it('sets the date and leaves the timers real', async () => {
    setToday('2031-02-03T10:00:00Z');
    expect(new Date().toISOString().slice(0, 10)).toBe('2031-02-03');
    expect(Object.prototype.hasOwnProperty.call(setTimeout, 'clock')).toBe(false);
    await expect(new Promise((resolve) => setTimeout(() => resolve('fired'), 0))).resolves.toBe('fired');
  });

  it('refuses what is no date', () => {
    expect(() => setToday('someday')).toThrow(/not a date/);
  });
});
