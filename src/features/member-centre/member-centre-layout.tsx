import { Outlet } from 'react-router';
import { MemberCentreGuard } from './member-centre-guard.tsx';
import { MemberCentreMenu } from './member-centre-menu.tsx';
import './member-centre.css';

/**
 * The layout of every personal-centre page: the menu beside the page (one column on a
 * phone), behind the member-centre guard.
 */
export function MemberCentreLayout() {
  return (
    <div className="member-centre" data-testid="member-centre">
      <MemberCentreGuard>
        <MemberCentreMenu />
        <div className="member-centre__page">
          <Outlet />
        </div>
      </MemberCentreGuard>
    </div>
  );
}
