// The floating debug button, in development builds only (docs/product-rules.md §2, docs/SECURITY.md). The root layout
// renders <DevTools /> behind `import.meta.env.DEV`; the dynamic import sits behind the same
// constant, so a production build drops it and ships no debug code at all.
import { lazy, Suspense } from 'react';

const Panel = import.meta.env.DEV
  ? lazy(async () => ({ default: (await import('./dev-tools-panel')).DevToolsPanel }))
  : null;

export function DevTools() {
  if (!Panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
