import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** Spans the whole width of the panel (the chart). */
  wide?: boolean;
  children: ReactNode;
}

/** One titled box of the visualiser's panels. */
export function QaBox({ id, title, wide = false, children }: Props) {
  return (
    <section
      aria-labelledby={id}
      className={wide ? 'qa-machines__box qa-machines__chart' : 'qa-machines__box'}
    >
      <h2 id={id} className="qa-machines__inline">
        {title}
      </h2>
      {children}
    </section>
  );
}
