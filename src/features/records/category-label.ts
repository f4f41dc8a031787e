import { useIntl } from 'react-intl';
import { menuMessages } from '#src/ui/menu-messages.ts';

/** A game category's name as the menus call it ('LIVE' -> 'Casino'). */
export function useCategoryLabel(): (category: string) => string {
  const intl = useIntl();
  return (category) => {
    const descriptor =
      menuMessages[`gameCategory.${category.toLowerCase()}` as keyof typeof menuMessages];
    return descriptor ? intl.formatMessage(descriptor) : category;
  };
}
