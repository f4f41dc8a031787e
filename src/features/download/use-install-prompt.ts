import { useEffect, useState } from 'react';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the lite app can offer here. */
export type InstallOffer =
  /** The browser offered installation: `install()` shows its prompt. */
  | { kind: 'prompt'; install: () => Promise<boolean> }
  /** iOS Safari: no prompt; the player adds the site to the home screen by hand. */
  | { kind: 'ios' }
  /** Already running as an installed app. */
  | { kind: 'installed' }
  /** Nothing offered (yet): the browser's own menu may still install it. */
  | { kind: 'none' };

const isIos = (agent: string) => /iPad|iPhone|iPod/.test(agent);

/**
 * The lite app's install offer: `beforeinstallprompt` when the browser fires it, the iOS
 * "Add to Home Screen" steps on iOS, and nothing when the site already runs installed.
 */
export function useInstallPrompt(): InstallOffer {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(
    () =>
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(display-mode: standalone)').matches,
  );

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setDeferred(null);
      setInstalled(true);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (installed) return { kind: 'installed' };
  if (deferred) {
    return {
      kind: 'prompt',
      install: async () => {
        await deferred.prompt();
        const { outcome } = await deferred.userChoice;
        setDeferred(null);
        return outcome === 'accepted';
      },
    };
  }
  return isIos(navigator.userAgent) ? { kind: 'ios' } : { kind: 'none' };
}
