import { QRCodeSVG } from 'qrcode.react';

/** Spec section 9: default size 200 px, default margin 20 px, error correction level M. */
export const QR_DEFAULT_SIZE = 200;
export const QR_DEFAULT_MARGIN = 20;
export const QR_LEVEL = 'M';
/** The download modal's and the install guide's sizes (spec section 9). */
export const QR_MODAL_SIZE = 130;
export const QR_GUIDE_SIZE = 100;

interface Props {
  value: string;
  /** Accessible name, e.g. 'QR code for the Android app'. */
  label: string;
  size?: number;
  margin?: number;
}

/**
 * A QR code drawn by qrcode.react at level M, in a white quiet zone of `margin` px (dark on
 * light whatever the theme, so any phone camera reads it).
 */
export function BrandQr({
  value,
  label,
  size = QR_DEFAULT_SIZE,
  margin = QR_DEFAULT_MARGIN,
}: Props) {
  return (
    <span
      className="brand-qr"
      style={{ padding: margin, width: size + 2 * margin }}
      data-testid="download-qr"
      data-value={value}
    >
      <QRCodeSVG
        value={value}
        size={size}
        level={QR_LEVEL}
        title={label}
        role="img"
        aria-label={label}
      />
    </span>
  );
}
