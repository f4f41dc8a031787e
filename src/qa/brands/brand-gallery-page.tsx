import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Brand, ThemeName } from '#brands/brand.types.ts';
import { brands } from '#brands/index.ts';
import { useMessagePart } from '#src/shared/intl.tsx';
import { galleryFrameUrl } from './gallery-frame.ts';
import { GALLERY_ROWS, galleryCell, rowDiffers, type GalleryRow } from './gallery-rows.ts';
import './brand-gallery.css';

const messages = defineMessages({
  heading: { id: 'qa.brands.heading', defaultMessage: 'Brand gallery' },
  intro: {
    id: 'qa.brands.intro',
    defaultMessage:
      'Every shipped brand side by side: how their files differ, then each home page live in both themes.',
  },
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  tableCaption: { id: 'qa.brands.tableCaption', defaultMessage: 'How the brands differ' },
  differs: { id: 'qa.brands.differs', defaultMessage: '(differs)' },
});

const frameMessages = defineMessages<{ frame: { brand: string; themeName: string } }>({
  frame: { id: 'qa.brands.frame', defaultMessage: '{brand}, home page, {themeName} theme' },
});

const THEME_NAMES = defineMessages({
  light: { id: 'qa.brands.light', defaultMessage: 'light' },
  dark: { id: 'qa.brands.dark', defaultMessage: 'dark' },
});

const ROW_LABELS = defineMessages({
  name: { id: 'qa.brands.row.name', defaultMessage: 'Name (mark)' },
  merchantCode: { id: 'qa.brands.row.merchantCode', defaultMessage: 'Merchant code' },
  domains: { id: 'qa.brands.row.domains', defaultMessage: 'Domains' },
  languages: { id: 'qa.brands.row.languages', defaultMessage: 'Languages (default first)' },
  currency: { id: 'qa.brands.row.currency', defaultMessage: 'Currency' },
  theme: { id: 'qa.brands.row.theme', defaultMessage: 'Default theme' },
  loginWall: { id: 'qa.brands.row.loginWall', defaultMessage: 'Login wall' },
  registration: { id: 'qa.brands.row.registration', defaultMessage: 'Registration modes' },
  flags: { id: 'qa.brands.row.flags', defaultMessage: 'Other flags on' },
  categories: { id: 'qa.brands.row.categories', defaultMessage: 'Game categories' },
} satisfies Record<GalleryRow, unknown>);

const THEMES: readonly ThemeName[] = ['light', 'dark'];

function DifferenceTable({ list }: { list: readonly Brand[] }) {
  return (
    <div className="qa-brands__scroll">
      <table className="qa-brands__table" data-testid="qa-brands-table">
        <caption>
          <FormattedMessage {...messages.tableCaption} />
        </caption>
        <thead>
          <tr>
            <td />
            {list.map((brand) => (
              <th key={brand.app.id} scope="col">
                {brand.app.id}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GALLERY_ROWS.map((row) => {
            const differs = rowDiffers(list, row);
            return (
              <tr key={row} data-row={row} className={differs ? 'qa-brands__differs' : undefined}>
                <th scope="row">
                  <FormattedMessage {...ROW_LABELS[row]} />
                  {differs && (
                    <span className="qa-brands__note">
                      <FormattedMessage {...messages.differs} />
                    </span>
                  )}
                </th>
                {list.map((brand) => (
                  <td key={brand.app.id}>{galleryCell(brand, row)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function BrandFrames({ brand }: { brand: Brand }) {
  const intl = useIntl();
  return (
    <section className="qa-brands__brand" aria-labelledby={`qa-brands-${brand.app.id}`}>
      <h2 id={`qa-brands-${brand.app.id}`}>
        {brand.app.name} <code>{brand.app.id}</code>
      </h2>
      <div className="qa-brands__frames">
        {THEMES.map((theme) => (
          <iframe
            key={theme}
            className="qa-brands__frame"
            data-testid="qa-brands-frame"
            data-brand={brand.app.id}
            data-theme={theme}
            src={galleryFrameUrl(brand.app.id, theme, brand.app.defaultLanguage)}
            title={intl.formatMessage(frameMessages.frame, {
              brand: brand.app.name,
              themeName: intl.formatMessage(THEME_NAMES[theme]),
            })}
            loading="lazy"
          />
        ))}
      </div>
    </section>
  );
}

/**
 * /qa/brands (demo builds only): every shipped brand side by side, a table of how their files
 * differ, and each home page live in a frame per theme, so an operator sees at a glance what
 * a copy changed.
 */
export function BrandGalleryPage() {
  const ready = useMessagePart('qa');
  const list = Object.values(brands);
  if (!ready) {
    return (
      <p role="status">
        <FormattedMessage {...messages.loading} />
      </p>
    );
  }
  return (
    <section className="qa-brands" data-testid="qa-brands" aria-labelledby="qa-brands-heading">
      <h1 id="qa-brands-heading">
        <FormattedMessage {...messages.heading} />
      </h1>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      <DifferenceTable list={list} />
      {list.map((brand) => (
        <BrandFrames key={brand.app.id} brand={brand} />
      ))}
    </section>
  );
}
