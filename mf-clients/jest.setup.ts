import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { configureApi } from '@portal/shared/api';
import './src/i18n';

// Node's Request (jsdom has none) needs absolute URLs; in the browser the base resolves against the page.
configureApi({ apiBase: 'http://localhost/api/v1' });

// jsdom implements neither CSS.supports nor SVG layout. Highcharts needs both to draw; with these stand-ins it
// renders its real SVG (series, axis labels, data labels) with zero-sized text boxes.
if (!('supports' in (globalThis.CSS ?? {}))) {
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false, escape: (value: string) => value }, configurable: true });
}
const svgElement = window.SVGElement.prototype as SVGElement & { getBBox?: () => DOMRect };
if (!svgElement.getBBox) {
  svgElement.getBBox = () => ({ x: 0, y: 0, width: 0, height: 0 }) as DOMRect;
}

// Two cores run every suite at once: a render can take seconds. findBy/waitFor return as soon as the page shows what
// they wait for; the limit only decides how long a failing test keeps trying (1 s by default, too short under load).
configure({ asyncUtilTimeout: 15_000 });
