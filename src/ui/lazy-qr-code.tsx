import { lazy, Suspense, type ComponentProps } from 'react';
import type { QRCodeSVG as QRCodeSVGType } from 'qrcode.react';

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

type Props = ComponentProps<typeof QRCodeSVGType> & { size: number };

/**
 * qrcode.react's code, loaded when one is first shown (about 5 KB gzip): pages that show a code
 * only after a step (a USDT deposit's order, an agent's invitation) load without it. Until it
 * comes, an empty box of the code's size holds its place.
 */
export function LazyQrCode(props: Props) {
  const placeholder = (
    <span
      aria-hidden="true"
      style={{ display: 'inline-block', inlineSize: props.size, blockSize: props.size }}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <QRCodeSVG {...props} />
    </Suspense>
  );
}
