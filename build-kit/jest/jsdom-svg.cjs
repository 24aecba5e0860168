// Set up before every frontend test file (build-kit/jest/preset.mjs). jsdom implements neither CSS.supports nor SVG
// layout; Highcharts (@portal/shared/ui/chart) needs both to draw. With these stand-ins it renders its real SVG
// (series, axis labels, data labels, legend) with zero-sized text boxes.
if (globalThis.SVGElement) {
  if (!('supports' in (globalThis.CSS ?? {}))) {
    Object.defineProperty(globalThis, 'CSS', { value: { supports: () => false, escape: (value) => value }, configurable: true });
  }
  const svgElement = globalThis.SVGElement.prototype;
  if (!svgElement.getBBox) {
    svgElement.getBBox = () => ({ x: 0, y: 0, width: 0, height: 0 });
  }
}
