import { HelpModal } from '#src/features/help/help-modal.tsx';
import { HomePage } from '#src/features/home/home-page.tsx';

/** /help: the home page with the help-centre popup over it (spec section 2). */
export function HelpRoute() {
  return (
    <>
      <HomePage />
      <HelpModal />
    </>
  );
}
