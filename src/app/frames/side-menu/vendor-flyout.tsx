import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { flyoutColumns, vendorPath, type CategoryEntry } from '#schemas/menu.builder.ts';
import type { VendorCard } from '#schemas/platform-api.ts';
import { menuMessages } from '#src/ui/menu-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';

/** The vendors of one category in columns of 8 (at most 16), scrolling above 10. */
export function VendorFlyout({
  id,
  entry,
  open,
  onNavigate,
  onVendor,
  ref,
}: {
  id: string;
  entry: CategoryEntry;
  open: boolean;
  onNavigate: () => void;
  /**
   * A plain click on a vendor: the game launch decides where it leads (a lobby, a popup game
   * list, the filtered category page). The link itself still serves new tabs.
   */
  onVendor: (card: VendorCard) => void;
  ref: Ref<HTMLDivElement>;
}) {
  const { columns, scrolls } = flyoutColumns(entry.vendors);
  return (
    <div
      ref={ref}
      id={id}
      className={scrolls ? 'vendor-flyout vendor-flyout--scrolls' : 'vendor-flyout'}
      hidden={!open}
    >
      <p className="vendor-flyout__title" aria-hidden="true">
        <FormattedMessage {...messageById(menuMessages, entry.messageId)} />
      </p>
      <div className="vendor-flyout__columns">
        {columns.map((column) => (
          <ul key={column[0]?.vassalage} className="vendor-flyout__column">
            {column.map((vendor) => (
              <li key={vendor.vassalage}>
                <Link
                  to={vendorPath(entry.category, vendor.vassalage)}
                  className="vendor-flyout__link"
                  onClick={(event) => {
                    onNavigate();
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                      return;
                    event.preventDefault();
                    onVendor(vendor);
                  }}
                >
                  {vendor.accountTypeName}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
