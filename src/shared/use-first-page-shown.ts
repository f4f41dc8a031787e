import { useEffect, useState } from 'react';
import { firstPage } from '#src/platform/first-page-shown.ts';

/** Whether the app's first page has shown its content (`firstPage`); true from then on. */
export function useFirstPageShown(): boolean {
  const [shown, setShown] = useState(firstPage.shown);
  useEffect(() => {
    if (shown) return;
    let current = true;
    void firstPage.wait().then(() => current && setShown(true));
    return () => {
      current = false;
    };
  }, [shown]);
  return shown;
}
