import { FormattedMessage } from 'react-intl';

const SECTIONS = 2;
const CARDS = 6;

/** Grey shapes where the category sections will appear, announced as loading. */
export function HomeSkeleton() {
  return (
    <div className="home-skeleton" role="status">
      <span className="visually-hidden">
        <FormattedMessage id="home.loading" defaultMessage="Loading games…" />
      </span>
      {Array.from({ length: SECTIONS }, (_, section) => (
        <div key={section} className="home-skeleton__section" aria-hidden="true">
          <div className="home-skeleton__title" />
          <div className="vendor-grid">
            {Array.from({ length: CARDS }, (_, card) => (
              <div key={card} className="home-skeleton__card" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
