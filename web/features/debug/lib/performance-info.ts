// Numbers for the Performance tab from the browser's Performance API: navigation timing, paint
// entries, largest contentful paint and layout shifts (buffered, so they include the page load).

export interface PerformanceInfo {
  ttfb: number | null;
  domContentLoaded: number | null;
  load: number | null;
  fcp: number | null;
  lcp: number | null;
  cls: number | null;
  resources: number;
  memoryMb: number | null;
}

const round = (value: number) => Math.round(value * 10) / 10;

function latest(type: string): PerformanceEntry | undefined {
  try {
    return performance.getEntriesByType(type).at(-1);
  } catch {
    return undefined;
  }
}

export function collectPerformance(): PerformanceInfo {
  const nav = latest('navigation') as PerformanceNavigationTiming | undefined;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const lcp = latest('largest-contentful-paint');
  let cls: number | null = null;
  try {
    const shifts = performance.getEntriesByType('layout-shift') as unknown as {
      value: number;
      hadRecentInput: boolean;
    }[];
    if (shifts.length > 0) {
      cls = shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
    }
  } catch {
    cls = null;
  }
  const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
  return {
    ttfb: nav ? round(nav.responseStart - nav.startTime) : null,
    domContentLoaded:
      nav && nav.domContentLoadedEventEnd > 0 ? round(nav.domContentLoadedEventEnd) : null,
    load: nav && nav.loadEventEnd > 0 ? round(nav.loadEventEnd) : null,
    fcp: fcp ? round(fcp.startTime) : null,
    lcp: lcp ? round(lcp.startTime) : null,
    cls: cls === null ? null : Math.round(cls * 1000) / 1000,
    resources: performance.getEntriesByType('resource').length,
    memoryMb: memory ? round(memory.usedJSHeapSize / 1024 / 1024) : null,
  };
}
