import '@testing-library/jest-dom';
import { configureApi } from '@portal/shared/api';
import { registerShellResources } from './src/i18n';

registerShellResources();

// jsdom has no matchMedia; MUI's useMediaQuery asks it for the phone layout. Desktop unless a test says so.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Node's Request (jsdom has none) needs absolute URLs; in the browser the base resolves against the page.
configureApi({ apiBase: 'http://localhost/api/v1' });
