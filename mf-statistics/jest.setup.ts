import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Two cores run every suite at once: a render can take seconds. findBy/waitFor return as soon as the page shows what
// they wait for; the limit only decides how long a failing test keeps trying (1 s by default, too short under load).
configure({ asyncUtilTimeout: 15_000 });
