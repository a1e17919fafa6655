import React, { type ComponentType, useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport a section starts loading: a flick of the thumb on a phone. */
const AHEAD = '800px 0px';
/** Loaded anyway once the page has settled, so a fast scroller or a find-in-page meets it ready. */
const IDLE_TIMEOUT_MS = 2500;

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => clearTimeout(id);
}

/**
 * A section below the fold whose code is fetched only when it nears the viewport, or once the
 * page is idle after loading: its JavaScript (forms, date formatting) stays out of the page's
 * first load. Until it renders, an empty block of `minHeight` holds its place (with the section's
 * anchor: following `#rating` scrolls to it, which loads it), so nothing shifts above it. Server
 * rendering and the first client render agree: both show the block.
 */
export function whenNear<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { minHeight, id }: { minHeight: string; /** The section's anchor, so a link to it loads it. */ id?: string },
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  function NearSection(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(false);
    const [Section, setSection] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (!near || Section) return;
      let live = true;
      // A chunk that fails to load leaves the block in place; Gatsby reloads the page on chunk errors.
      void load().then((module) => {
        loaded = module.default;
        if (live) setSection(() => module.default);
      });
      return () => {
        live = false;
      };
    }, [near, Section]);
    useEffect(() => {
      const element = ref.current;
      if (near || Section || !element) return;
      const show = () => setNear(true);
      if (!('IntersectionObserver' in window)) return show();
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
        rootMargin: AHEAD,
      });
      observer.observe(element);
      let cancelIdle = () => {};
      const afterLoad = () => (cancelIdle = whenIdle(show));
      if (document.readyState === 'complete') afterLoad();
      else window.addEventListener('load', afterLoad, { once: true });
      return () => {
        observer.disconnect();
        cancelIdle();
        window.removeEventListener('load', afterLoad);
      };
    }, [near, Section]);
    if (!Section) return <div ref={ref} id={id} style={{ minHeight }} />;
    return <Section {...props} />;
  }
  return NearSection;
}
