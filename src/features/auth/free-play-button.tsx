import { FreePlayButtonView } from '#src/ui/free-play-button-view.tsx';
import { useFreePlay } from './use-free-play.ts';

/** Free demo: logs in with a trial account at once (its own chunk, with the login machine). */
export function FreePlayButton() {
  const { start, busy } = useFreePlay();
  return <FreePlayButtonView busy={busy} onClick={start} />;
}
