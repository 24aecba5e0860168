import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes as RouterRoutes } from 'react-router';
import { Link, localePrefix, Navigate, NavLink, useLocation, useNavigate, withLocalePrefix } from './index';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function NavigateButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(to)}>go</button>;
}

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterRoutes>
        <Route path="*" element={element} />
      </RouterRoutes>
      <Where />
    </MemoryRouter>,
  );
}

describe('the language prefix on internal navigation', () => {
  it('reads a prefix and puts absolute paths under it', () => {
    expect(localePrefix('/fr/clients/7')).toBe('/fr');
    expect(localePrefix('/fr')).toBe('/fr');
    expect(localePrefix('/friends')).toBe('');
    expect(localePrefix('/clients')).toBe('');
    expect(withLocalePrefix('/clients/7?tab=docs', '/fr')).toBe('/fr/clients/7?tab=docs');
    expect(withLocalePrefix('/', '/it')).toBe('/it');
    expect(withLocalePrefix('/de/clients', '/fr')).toBe('/de/clients');
    expect(withLocalePrefix('documents', '/fr')).toBe('documents');
    expect(withLocalePrefix({ pathname: '/invoices', search: '?page=2' }, '/en')).toEqual({ pathname: '/en/invoices', search: '?page=2' });
    expect(withLocalePrefix('/clients', '')).toBe('/clients');
  });

  it('keeps a page in its language: links and nav links on /fr lead under /fr', () => {
    renderAt(
      '/fr/clients',
      <>
        <Link to="/clients/7">detail</Link>
        <NavLink to="/clients">list</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'detail' })).toHaveAttribute('href', '/fr/clients/7');
    expect(screen.getByRole('link', { name: 'list' })).toHaveAttribute('href', '/fr/clients');
    expect(screen.getByRole('link', { name: 'list' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves a page without prefix as it is, and hands a ref on to the anchor (MUI component={Link})', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt(
      '/clients',
      <Link ref={ref} to="/clients/7">
        detail
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'detail' })).toHaveAttribute('href', '/clients/7');
    expect(ref.current).toBe(screen.getByRole('link', { name: 'detail' }));
  });

  it('navigates and redirects under the prefix', async () => {
    renderAt('/it/clients', <NavigateButton to="/invoices?page=2" />);
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/it/invoices?page=2');
  });

  it('redirects under the prefix', () => {
    render(
      <MemoryRouter initialEntries={['/en/old']}>
        <RouterRoutes>
          <Route path="/en/old" element={<Navigate to="/documents" replace />} />
          <Route path="*" element={<Where />} />
        </RouterRoutes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/en/documents');
  });
});
