import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the viewport (or at once where there is no
 * IntersectionObserver), so what sits below the fold neither loads its code nor calls the
 * platform during home's first load.
 */
export function BelowTheFold({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
