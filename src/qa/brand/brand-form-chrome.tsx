import {
  englishStringTranslator,
  TranslatableString,
  type IconButtonProps,
  type Registry,
  type TemplatesType,
} from '@rjsf/utils';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * RJSF's own words in the brand form (buttons of lists, empty lists), from our locales. The
 * field titles and help texts are the schema's: the studio edits the file the schema describes.
 */
const messages = defineMessages({
  add: { id: 'qa.brand.form.add', defaultMessage: 'Add' },
  remove: { id: 'qa.brand.form.remove', defaultMessage: 'Remove' },
  moveUp: { id: 'qa.brand.form.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'qa.brand.form.moveDown', defaultMessage: 'Move down' },
  copy: { id: 'qa.brand.form.copy', defaultMessage: 'Copy' },
  clear: { id: 'qa.brand.form.clear', defaultMessage: 'Clear' },
  item: { id: 'qa.brand.form.item', defaultMessage: 'Item' },
  emptyList: {
    id: 'qa.brand.form.emptyList',
    defaultMessage: 'Nothing here yet. Use the button below to add some.',
  },
  yes: { id: 'qa.brand.form.yes', defaultMessage: 'Yes' },
  no: { id: 'qa.brand.form.no', defaultMessage: 'No' },
  errors: { id: 'qa.brand.form.errors', defaultMessage: 'Problems' },
  close: { id: 'qa.brand.form.close', defaultMessage: 'Close' },
  addOptional: { id: 'qa.brand.form.addOptional', defaultMessage: 'Add this optional part' },
  removeOptional: {
    id: 'qa.brand.form.removeOptional',
    defaultMessage: 'Remove this optional part',
  },
  noOptional: { id: 'qa.brand.form.noOptional', defaultMessage: 'This optional part is not set' },
});

const TRANSLATED: Partial<Record<TranslatableString, MessageDescriptor>> = {
  [TranslatableString.AddButton]: messages.add,
  [TranslatableString.AddItemButton]: messages.add,
  [TranslatableString.RemoveButton]: messages.remove,
  [TranslatableString.MoveUpButton]: messages.moveUp,
  [TranslatableString.MoveDownButton]: messages.moveDown,
  [TranslatableString.CopyButton]: messages.copy,
  [TranslatableString.ClearButton]: messages.clear,
  [TranslatableString.ArrayItemTitle]: messages.item,
  [TranslatableString.EmptyArray]: messages.emptyList,
  [TranslatableString.YesLabel]: messages.yes,
  [TranslatableString.NoLabel]: messages.no,
  [TranslatableString.ErrorsLabel]: messages.errors,
  [TranslatableString.CloseLabel]: messages.close,
  [TranslatableString.OptionalObjectAdd]: messages.addOptional,
  [TranslatableString.OptionalObjectRemove]: messages.removeOptional,
  [TranslatableString.OptionalObjectEmptyMsg]: messages.noOptional,
};

/**
 * RJSF's `translateString` on react-intl. Strings this schema never makes RJSF show (date
 * widgets, file uploads, unsupported schemas) stay RJSF's English.
 */
export function formTranslator(intl: IntlShape): Registry['translateString'] {
  return (key, params) => {
    const message = TRANSLATED[key];
    return message ? intl.formatMessage(message) : englishStringTranslator(key, params);
  };
}

type ButtonProps = IconButtonProps & { label: TranslatableString };

/** A list button that says what it does in words (RJSF's default draws Bootstrap glyphs). */
function TextButton({
  label,
  iconType,
  className,
  registry,
  // Not for the DOM: the words replace the icon and its title.
  icon: _icon,
  uiSchema: _uiSchema,
  title: _title,
  ...button
}: ButtonProps) {
  const tone = iconType === 'danger' ? ' brand-form__button--danger' : '';
  return (
    <button type="button" className={`brand-form__button${tone} ${className ?? ''}`} {...button}>
      {registry.translateString(label)}
    </button>
  );
}

/** RJSF's list buttons with visible, translated words. */
export const BUTTON_TEMPLATES: Partial<TemplatesType['ButtonTemplates']> = {
  AddButton: (props) => <TextButton {...props} label={TranslatableString.AddItemButton} />,
  RemoveButton: (props) => (
    <TextButton {...props} iconType="danger" label={TranslatableString.RemoveButton} />
  ),
  MoveUpButton: (props) => <TextButton {...props} label={TranslatableString.MoveUpButton} />,
  MoveDownButton: (props) => <TextButton {...props} label={TranslatableString.MoveDownButton} />,
  CopyButton: (props) => <TextButton {...props} label={TranslatableString.CopyButton} />,
  ClearButton: (props) => <TextButton {...props} label={TranslatableString.ClearButton} />,
};
