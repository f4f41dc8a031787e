import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import './home-game-rows.css';

/** Cards a row shows while it loads. */
const PLACEHOLDERS = 6;

/**
 * A home game row's titled section and "see all" link, around its cards. It holds no game
 * code, so home can show a row's final shape before the row's own chunk arrives.
 */
export function GameRowFrame({
  title,
  allPath,
  testId,
  children,
}: {
  title: ReactNode;
  allPath?: string;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId} data-testid={testId}>
      <div className="home-section__header">
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        {allPath && (
          <Link to={allPath} className="home-section__all">
            <FormattedMessage
              id="home.seeAll"
              defaultMessage={'See all <hidden>{category}</hidden>'}
              values={{
                category: title,
                hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>,
              }}
            />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * The row's list while its games load: placeholder cards of a card's size, so nothing below
 * moves when the games arrive.
 */
export function GameRowPlaceholders() {
  return (
    <ul className="game-row" aria-busy="true">
      {Array.from({ length: PLACEHOLDERS }, (_, i) => (
        <li key={i} className="game-row__item">
          <div className="game-row__placeholder" aria-hidden="true" />
        </li>
      ))}
    </ul>
  );
}
