import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads after the first paint (or once `wanted` turns
 * true), and null until it has arrived. Unlike React.lazy it needs no Suspense
 * boundary: nothing shows a fallback or waits for Suspense's reveal throttle.
 * `load` must be a stable function (declare it at module level).
 */
export function useDeferredComponent<P extends object>(load: () => Promise<ComponentType<P>>, wanted = true): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    load()
      .then((loaded) => {
        if (current) setComponent(() => loaded);
      })
      // Offline: the page works without it; the next render that wants it tries again.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [load, wanted, component]);
  return component;
}
