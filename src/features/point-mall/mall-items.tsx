import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MallItem } from '#schemas/loyalty-api.ts';
import { pointsRewardsQuery } from '#src/api/points.queries.ts';
import { RetryNotice } from '#src/ui/retry-notice.tsx';
import { pointMallMessages as m } from './point-mall-messages.ts';
import { RedeemDialog } from './redeem-dialog.tsx';

/** The items to redeem: price, stock, and a redeem button when stock and points allow. */
export function MallItems({
  account,
  points,
  onRedeemed,
}: {
  account: string;
  points: number;
  onRedeemed: () => void;
}) {
  const items = useQuery(pointsRewardsQuery(account));
  const [open, setOpen] = useState<MallItem | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (items.isError) return <RetryNotice onRetry={() => void items.refetch()} />;
  if (!items.data) {
    return (
      <p role="status">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }
  if (items.data.length === 0) {
    return (
      <p>
        <FormattedMessage {...m.emptyItems} />
      </p>
    );
  }
  return (
    <>
      <p className="point-mall__done" role="status">
        {done && <FormattedMessage {...m.redeemed} values={{ item: done }} />}
      </p>
      <ul className="point-mall__items">
        {items.data.map((item) => {
          const soldOut = item.stock === 0;
          const tooDear = item.points > points;
          return (
            <li
              key={item.id}
              className="point-mall__item"
              data-testid="mall-item"
              data-item-id={item.id}
            >
              <div className="point-mall__tile" style={{ background: item.color }} aria-hidden>
                {item.name.slice(0, 1)}
              </div>
              <h3 className="point-mall__item-name">{item.name}</h3>
              <p className="point-mall__price">
                <FormattedMessage {...m.pointsValue} values={{ points: item.points }} />
              </p>
              <p className="ui-field__hint">
                {soldOut ? (
                  <FormattedMessage {...m.soldOut} />
                ) : (
                  <FormattedMessage {...m.stock} values={{ stock: item.stock }} />
                )}
              </p>
              <button
                type="button"
                className="button button--primary"
                disabled={soldOut || tooDear}
                onClick={() => {
                  setDone(null);
                  setOpen(item);
                }}
              >
                <FormattedMessage {...(soldOut ? m.soldOut : tooDear ? m.notEnough : m.redeem)} />
              </button>
            </li>
          );
        })}
      </ul>
      {open && (
        <RedeemDialog
          item={open}
          points={points}
          onClose={() => setOpen(null)}
          onDone={() => {
            setDone(open.name);
            setOpen(null);
            onRedeemed();
          }}
        />
      )}
    </>
  );
}
