import { useEffect, useState } from 'react';

/** Whether the browser reports when a marked element is shown (Element Timing; Chromium does, others do not). */
function reportsElementTiming(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
}

/**
 * How long a marked element may stay unreported: one that is never painted (scrolled out of view, a hidden tab) must
 * not hold back what waits for it.
 */
export const PAINT_WAIT_LIMIT_MS = 1000;

/**
 * True once what `ready` waits for is on screen; stays true. With `id`, that is the element marked
 * `elementtiming={id}`: the browser reports it once the frame that painted it has been presented (at most
 * PAINT_WAIT_LIMIT_MS later). Without `id` (nothing marked, say the figures failed), or where the browser does not
 * report element timing, a frame after `ready`. For what should come second, after the figures the adviser came for:
 * the charting library, the widgets below the first screen.
 */
export function usePainted(id: string | null, ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    const done = () => setPainted(true);
    if (id !== null && reportsElementTiming()) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === id)) {
          observer.disconnect();
          done();
        }
      });
      // buffered: the element may have been shown before this effect ran
      observer.observe({ type: 'element', buffered: true });
      const limit = setTimeout(done, PAINT_WAIT_LIMIT_MS);
      return () => {
        observer.disconnect();
        clearTimeout(limit);
      };
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [id, ready, painted]);
  return painted;
}
