import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { isKnownLanguage, LANGUAGES } from '#schemas/languages.ts';
import { updateLanguage } from '#src/api/member.ts';
import { usePlatformConfig } from '#src/shared/platform-config.tsx';
import { usePreferences } from '#src/shared/preferences.tsx';
import { readSessionToken } from '#src/platform/session-token.ts';
import { Icon } from '#src/ui/icon.tsx';
import './language-select.css';

const nativeName = (code: string) => (isKnownLanguage(code) ? LANGUAGES[code].nativeName : code);

/**
 * The languages the platform offers, each in its own script. A change applies at once; for a
 * logged-in player it is also reported to the server.
 */
export function LanguageSelect() {
  const id = useId();
  const { languages } = usePlatformConfig();
  const { language, setLanguage } = usePreferences();

  const change = (code: string) => {
    setLanguage(code);
    // Best effort: the interface follows the player's choice even if the server misses it.
    if (readSessionToken()) updateLanguage(code).catch(() => {});
  };

  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">
        <FormattedMessage id="header.language" defaultMessage="Language" />
      </label>
      <Icon name="globe" />
      <select
        id={id}
        className="language-select__control"
        data-testid="language-select"
        value={language}
        onChange={(event) => change(event.target.value)}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {nativeName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
