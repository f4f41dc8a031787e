/** Sets `<link rel=…>` in the head to `href`, adding the element when missing. */
function setLink(doc: Document, rel: string, href: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * Points the page's web app manifest (and the iOS home-screen icon) at `brandId`'s lite app,
 * made at build time by scripts/vite-lite-app.ts under `lite-app/`, so the browser offers to
 * install this brand.
 */
export function applyManifest(doc: Document, brandId: string, base = '/'): void {
  const id = encodeURIComponent(brandId);
  setLink(doc, 'manifest', `${base}lite-app/${id}.webmanifest`);
  setLink(doc, 'apple-touch-icon', `${base}lite-app/${id}-192.png`);
}
