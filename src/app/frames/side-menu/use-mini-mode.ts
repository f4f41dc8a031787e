import { useState } from 'react';
import { local } from '#src/platform/safe-storage.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';

/** Whether the side menu shows icons only; the choice is remembered on this device. */
export function useMiniMode(): [mini: boolean, toggle: () => void] {
  const [mini, setMini] = useState(() => local.get(LOCAL_KEYS.sideMenuMini) === '1');
  const toggle = () => {
    local.set(LOCAL_KEYS.sideMenuMini, mini ? '0' : '1');
    setMini(!mini);
  };
  return [mini, toggle];
}
