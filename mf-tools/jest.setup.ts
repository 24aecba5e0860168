import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { configureApi } from '@portal/shared/api';
import './src/i18n';

// Node's Request (jsdom has none) needs absolute URLs; in the browser the base resolves against the page.
configureApi({ apiBase: 'http://localhost/api/v1' });

// Two cores run every suite at once: a render can take seconds. findBy/waitFor return as soon as the page shows what
// they wait for; the limit only decides how long a failing test keeps trying (1 s by default, too short under load).
configure({ asyncUtilTimeout: 15_000 });
