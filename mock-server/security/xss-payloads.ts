/**
 * Hostile payloads the `hostile-content` scenario serves in every HTML field and link target
 * (issue 21's XSS figure). Each calls the canary `xssCanary('<id>')` where it can, so a test
 * that defines the canary sees any payload that runs; the DOM-clobbering ones call nothing and
 * are checked by what they would shadow (`document.cookie`, `window.xssClobbered`).
 */
export interface XssPayload {
  /** Unique; the argument of its canary call. */
  readonly id: string;
  readonly html: string;
}

const canary = (id: string) => `xssCanary('${id}')`;
const page = (id: string) => `<script>opener.${canary(id)};parent.${canary(id)}</script>`;

function toPayloads(entries: readonly (readonly [string, string])[]): XssPayload[] {
  return entries.map(([id, html]) => ({ id, html }));
}

/** HTML payloads: script, handlers, links, SVG and MathML, style, forms, clobbering, mXSS. */
export const XSS_PAYLOADS: readonly XssPayload[] = toPayloads([
  ['script', `<script>${canary('script')}</script>`],
  ['script-src', `<script src="data:text/javascript,${canary('script-src')}"></script>`],
  ['img-onerror', `<img src=x onerror="${canary('img-onerror')}">`],
  // A same-origin picture survives the sanitiser; its handler must not.
  ['img-same-origin', `<img src="/xss-missing.png" onerror="${canary('img-same-origin')}">`],
  ['img-case', `<IMG SRC=x OnErRoR="${canary('img-case')}">`],
  ['body-onload', `<body onload="${canary('body-onload')}">`],
  ['svg-onload', `<svg onload="${canary('svg-onload')}"></svg>`],
  ['svg-script', `<svg><script>${canary('svg-script')}</script></svg>`],
  [
    'svg-animate',
    `<svg><animate onbegin="${canary('svg-animate')}" attributeName=x dur=1s></animate></svg>`,
  ],
  [
    'svg-xlink',
    `<svg><a xlink:href="javascript:${canary('svg-xlink')}"><text x=20 y=20>svg link</text></a></svg>`,
  ],
  [
    'svg-set-href',
    `<svg><a><set attributeName=href to="javascript:${canary('svg-set-href')}"/><text x=20 y=20>svg set</text></a></svg>`,
  ],
  ['svg-cdata', `<svg><![CDATA[><img src=x onerror="${canary('svg-cdata')}">]]></svg>`],
  ['math-href', `<math><mi xlink:href="javascript:${canary('math-href')}">math link</mi></math>`],
  [
    'mxss-mglyph',
    `<math><mtext><table><mglyph><style><img src=x onerror="${canary('mxss-mglyph')}">`,
  ],
  [
    'mxss-noscript',
    `<noscript><p title="</noscript><img src=x onerror=${canary('mxss-noscript')}>"></noscript>`,
  ],
  [
    'mxss-svg-style',
    `<svg></p><style><a id="</style><img src=x onerror=${canary('mxss-svg-style')}>">`,
  ],
  [
    'mxss-form-math',
    `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${canary('mxss-form-math')}>`,
  ],
  ['mxss-comment', `<!--<img src="--><img src=x onerror=${canary('mxss-comment')}>-->`],
  ['template', `<template><img src=x onerror="${canary('template')}"></template>`],
  ['js-link', `<a href="javascript:${canary('js-link')}">js link</a>`],
  ['js-link-tab', `<a href="java&#x09;script:${canary('js-link-tab')}">tab link</a>`],
  ['js-link-case', `<a href=" JaVaScRiPt:${canary('js-link-case')}">case link</a>`],
  [
    'js-link-entities',
    `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${canary('js-link-entities')}">entity link</a>`,
  ],
  ['data-link', `<a href="data:text/html,${page('data-link')}">data link</a>`],
  [
    'data-link-base64',
    `<a href="data:text/html;base64,${btoa(page('data-link-base64'))}">base64 link</a>`,
  ],
  ['iframe-srcdoc', `<iframe srcdoc="${page('iframe-srcdoc').replaceAll("'", '&#39;')}"></iframe>`],
  ['iframe-js', `<iframe src="javascript:parent.${canary('iframe-js')}"></iframe>`],
  ['object', `<object data="javascript:${canary('object')}"></object>`],
  ['embed', `<embed src="data:text/html,${page('embed')}">`],
  [
    'form-action',
    `<form action="javascript:${canary('form-action')}"><input type=submit value="form submit"></form>`,
  ],
  [
    'formaction',
    `<form><button formaction="javascript:${canary('formaction')}">formaction</button></form>`,
  ],
  ['input-autofocus', `<input autofocus onfocus="${canary('input-autofocus')}">`],
  [
    'details-ontoggle',
    `<details open ontoggle="${canary('details-ontoggle')}"><summary>toggle</summary></details>`,
  ],
  ['style-import', `<style>@import 'javascript:${canary('style-import')}';</style>`],
  [
    'style-attr',
    `<p style="background:url(javascript:${canary('style-attr')})" onmouseover="${canary('style-attr')}">styled</p>`,
  ],
  [
    'meta-refresh',
    `<meta http-equiv="refresh" content="0;url=javascript:${canary('meta-refresh')}">`,
  ],
  ['base-href', `<base href="javascript:${canary('base-href')}//"><a href="x">base link</a>`],
  ['link-stylesheet', `<link rel=stylesheet href="javascript:${canary('link-stylesheet')}">`],
  ['video-source', `<video><source onerror="${canary('video-source')}"></video>`],
  ['marquee', `<marquee onstart="${canary('marquee')}">marquee</marquee>`],
  [
    'attr-breakout',
    `<p title="&quot;&gt;&lt;img src=x onerror=${canary('attr-breakout')}&gt;">title</p>`,
  ],
  ['clobber-cookie', `<img name="cookie" src="/xss-missing.png"><form name="cookie"></form>`],
  [
    'clobber-global',
    `<a id="xssClobbered"></a><a id="xssClobbered" name="href"></a><form id="location"></form>`,
  ],
]);

/**
 * Hostile link targets for fields that hold a URL (banners' links): schemes that run script,
 * spellings that hide one, and addresses a browser reads as another origin.
 */
export const XSS_LINKS: readonly XssPayload[] = toPayloads([
  ['link-js', `javascript:${canary('link-js')}`],
  ['link-js-case', `JaVaScRiPt:${canary('link-js-case')}`],
  ['link-js-space', ` javascript:${canary('link-js-space')}`],
  ['link-js-tab', `java\tscript:${canary('link-js-tab')}`],
  ['link-js-newline', `java\nscript:${canary('link-js-newline')}`],
  ['link-js-nul', `\u0000javascript:${canary('link-js-nul')}`],
  ['link-data', `data:text/html,${page('link-data')}`],
  ['link-vbscript', `vbscript:${canary('link-vbscript')}`],
  ['link-protocol-relative', '//evil.example/xss'],
  ['link-backslash', '/\\evil.example/xss'],
  ['link-tab-slash', '/\t/evil.example/xss'],
  ['link-file', 'file:///etc/passwd'],
]);
