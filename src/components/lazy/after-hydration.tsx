import React, { type ComponentType, useEffect, useState } from 'react';

/** What a deferred component is told: whether the visitor asked for it through its placeholder. */
export interface Demand {
  demanded: boolean;
}

/**
 * A component whose code loads after hydration, out of the page's first load: until then, in the
 * static HTML and in the first render, `Placeholder` (the same markup, so nothing shifts; or
 * nothing) stands in its place. It loads once hydrated when `eager(props)` says so (checked on
 * each render), or when the visitor uses the placeholder (`demand`, say a tap): the loaded component is
 * then told `demanded`, to do what was asked. Every instance shares one load; a load that fails
 * (offline) is tried again later, never with a reload.
 */
export function afterHydration<P extends object>(
  load: () => Promise<ComponentType<P & Demand>>,
  Placeholder: ComponentType<P & { demand: () => void }> | null,
  eager: (props: P) => boolean = () => true,
): ComponentType<P> {
  let loading: Promise<void> | undefined;
  let loaded: ComponentType<P & Demand> | undefined;
  const waiting = new Set<() => void>();
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        waiting.forEach((show) => show());
      },
      () => (loading = undefined),
    );
  };
  function Deferred(props: P) {
    // Loaded already when a later page mounts it (no hydration then): no placeholder flash.
    const [Loaded, setLoaded] = useState(() => loaded);
    const [demanded, setDemanded] = useState(false);
    useEffect(() => {
      if (Loaded) return;
      const show = () => setLoaded(() => loaded);
      if (loaded) return show();
      waiting.add(show);
      if (demanded || eager(props)) start();
      return () => void waiting.delete(show);
    });
    if (Loaded) return <Loaded {...props} demanded={demanded} />;
    return Placeholder ? <Placeholder {...props} demand={() => setDemanded(true)} /> : null;
  }
  return Deferred;
}
