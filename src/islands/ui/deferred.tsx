import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads when it first mounts, or earlier through
 * `preload()`; until then it renders `fallback` (nothing by default). Unlike
 * React.lazy it needs no Suspense boundary: nothing waits for Suspense's reveal
 * throttle, so a dialog or an editor shows as soon as its code has arrived.
 * Declare it at module level, like React.lazy.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P> | null> | null = null;

  /** Starts the download once; offline, a later mount tries again. */
  function preload(): Promise<ComponentType<P> | null> {
    loading ??= load().then(
      (component) => (loaded = component),
      () => {
        loading = null;
        return null;
      },
    );
    return loading;
  }

  function Deferred({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (component) return;
      let current = true;
      void preload().then((arrived) => {
        if (current && arrived) setComponent(() => arrived);
      });
      return () => {
        current = false;
      };
    }, [component]);
    return component ? createElement(component, props as unknown as P) : fallback;
  }

  return Object.assign(Deferred, { preload });
}
