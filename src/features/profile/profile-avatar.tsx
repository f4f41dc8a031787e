import { useState } from 'react';

/** A neutral silhouette: what shows when the avatar image does not load (spec section 8). */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#9aa4b2"/><circle cx="32" cy="25" r="11" fill="#eef1f5"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#eef1f5"/></svg>',
  );

/** The member's avatar; a broken image falls back to the default once. */
export function ProfileAvatar({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src;
  return (
    <img
      className="profile__avatar"
      src={broken ? DEFAULT_AVATAR : src}
      alt={alt}
      width={72}
      height={72}
      data-testid="profile-avatar"
      data-fallback={broken ? 'true' : undefined}
      onError={() => {
        if (!broken) setFailed(src);
      }}
    />
  );
}
