import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { HelpCategory } from '#schemas/platform-api.ts';
import { tabPanelProps, Tabs } from '#src/ui/tabs.tsx';
import { HelpArticle } from './help-article.tsx';
import './help.css';

const messages = defineMessages({
  categories: { id: 'help.categories', defaultMessage: 'Help topics' },
});

const TABS_ID = 'help';

/** Categories as tabs; the linked article's category is selected and that article open. */
export function HelpCategories({
  categories,
  articleId,
}: {
  categories: HelpCategory[];
  articleId: string;
}) {
  const intl = useIntl();
  const linked = categories.find((category) =>
    category.articles.some((article) => article.id === articleId),
  );
  const [selectedId, setSelectedId] = useState(linked?.id ?? categories[0]?.id);
  const selected = categories.find((category) => category.id === selectedId) ?? categories[0];

  if (!selected) {
    return (
      <p>
        <FormattedMessage id="help.empty" defaultMessage="There are no help articles yet." />
      </p>
    );
  }
  return (
    <div className="help">
      <Tabs
        items={categories.map((category) => ({ id: category.id, label: category.title }))}
        selected={selected.id}
        onSelect={setSelectedId}
        label={intl.formatMessage(messages.categories)}
        idPrefix={TABS_ID}
      />
      <div className="help__panel" {...tabPanelProps(TABS_ID, selected.id)}>
        {selected.articles.map((article) => (
          <HelpArticle key={article.id} article={article} linked={article.id === articleId} />
        ))}
      </div>
    </div>
  );
}
