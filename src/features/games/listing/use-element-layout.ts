import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ElementLayout {
  /** Width of the element, in px (the window's when the element has none, as in tests). */
  width: number;
  /** Distance from the top of the document to the element, in px. */
  top: number;
}

/**
 * The width and document offset of an element, kept current as the page resizes and as the
 * content above it (banner, filters) loads and changes height.
 */
export function useElementLayout(ref: RefObject<HTMLElement | null>): ElementLayout {
  const [layout, setLayout] = useState<ElementLayout>({ width: 0, top: 0 });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const width = Math.round(rect.width || element.clientWidth || window.innerWidth);
      const top = Math.round(rect.top + window.scrollY);
      setLayout((last) => (last.width === width && last.top === top ? last : { width, top }));
    };
    measure();
    window.addEventListener('resize', measure);
    // Anything above the list may change height after it renders (the banner loads late).
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure());
    observer?.observe(element);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);

  return layout;
}
