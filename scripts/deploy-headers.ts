import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The nginx snippet holding the app's security headers (included by deploy/nginx.conf). */
export const SECURITY_HEADERS_FILE = join(import.meta.dirname, '../deploy/security-headers.conf');

const ADD_HEADER = /^\s*add_header\s+([A-Za-z-]+)\s+"([^"]*)"\s+always;\s*$/;

/**
 * The headers of an nginx snippet's `add_header Name "value" always;` lines, so `vite preview`
 * sends what nginx sends. Any other directive (a line that is neither such a header, a comment
 * nor blank) is refused: the preview would otherwise silently differ from the deployment.
 */
export function parseSecurityHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [index, line] of text.split('\n').entries()) {
    if (/^\s*(#.*)?$/.test(line)) continue;
    const match = ADD_HEADER.exec(line);
    if (!match) throw new Error(`security-headers.conf:${index + 1}: not an add_header line`);
    headers[match[1]!] = match[2]!;
  }
  return headers;
}

/** The deployment's security headers, read from deploy/security-headers.conf. */
export function deploySecurityHeaders(): Record<string, string> {
  return parseSecurityHeaders(readFileSync(SECURITY_HEADERS_FILE, 'utf8'));
}
