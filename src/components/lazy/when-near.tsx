import React, { type ComponentType, useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport a section starts loading: a flick of the thumb on a phone. */
const AHEAD = '800px 0px';
/** The visitor's first gesture: from then on the page is theirs and the sections get ready. */
const GESTURES = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * A section below the fold whose code is fetched only when it nears the viewport or at the
 * visitor's first gesture (a scroll, a tap, a key): its JavaScript (forms, date formatting) stays
 * out of the page's first load and off the main thread while the page is getting interactive
 * (loading it when idle cost a recipe page 170 ms of blocking time under Lighthouse). Until it renders, an empty block of `minHeight` holds its place (with the section's
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
      for (const gesture of GESTURES) window.addEventListener(gesture, show, { once: true, passive: true });
      return () => {
        observer.disconnect();
        for (const gesture of GESTURES) window.removeEventListener(gesture, show);
      };
    }, [near, Section]);
    if (!Section) return <div ref={ref} id={id} style={{ minHeight }} />;
    return <Section {...props} />;
  }
  return NearSection;
}
