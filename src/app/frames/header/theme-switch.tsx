import { defineMessages, useIntl } from 'react-intl';
import { usePreferences } from '#src/shared/preferences.tsx';
import { Icon } from '#src/ui/icon.tsx';

const messages = defineMessages({
  toDark: { id: 'header.themeToDark', defaultMessage: 'Switch to dark theme' },
  toLight: { id: 'header.themeToLight', defaultMessage: 'Switch to light theme' },
});

/** Switches between the light and dark theme; its name says which one it switches to. */
export function ThemeSwitch() {
  const intl = useIntl();
  const { theme, setTheme } = usePreferences();
  const next = theme === 'light' ? 'dark' : 'light';
  const label = intl.formatMessage(next === 'dark' ? messages.toDark : messages.toLight);
  return (
    <button
      type="button"
      className="icon-button"
      data-testid="theme-switch"
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
    >
      <Icon name={next === 'dark' ? 'moon' : 'sun'} />
    </button>
  );
}
