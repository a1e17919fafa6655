import React, { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code loads after hydration, out of the page's first load: until then, in the
 * static HTML and in the first render, `Placeholder` (the same markup, so nothing shifts; or
 * nothing) stands in its place. Every instance shares one load; a load that fails (offline) is
 * tried again by the next instance to mount, never with a reload.
 */
export function afterHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P> | null,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  function Deferred(props: P) {
    // Loaded already when a later page mounts it (no hydration then): no placeholder flash.
    const [Loaded, setLoaded] = useState(() => loaded);
    useEffect(() => {
      if (Loaded) return;
      let shown = true;
      loading ??= load();
      loading.then(
        (component) => {
          loaded = component;
          if (shown) setLoaded(() => component);
        },
        () => (loading = undefined),
      );
      return () => {
        shown = false;
      };
    }, [Loaded]);
    if (Loaded) return <Loaded {...props} />;
    return Placeholder ? <Placeholder {...props} /> : null;
  }
  return Deferred;
}
