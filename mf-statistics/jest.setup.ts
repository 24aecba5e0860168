import '@testing-library/jest-dom';

// jsdom implements neither CSS.supports nor SVG layout. Highcharts needs both to draw; with these stand-ins it
// renders its real SVG (series, axis labels, data labels) with zero-sized text boxes.
if (!('supports' in (globalThis.CSS ?? {}))) {
  Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false, escape: (value: string) => value }, configurable: true });
}
const svgElement = window.SVGElement.prototype as SVGElement & { getBBox?: () => DOMRect };
if (!svgElement.getBBox) {
  svgElement.getBBox = () => ({ x: 0, y: 0, width: 0, height: 0 }) as DOMRect;
}
