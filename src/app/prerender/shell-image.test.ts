import { describe, expect, it, vi } from 'vitest';
import { getBanners } from '#schemas/endpoints/content.ts';
import { getActivities } from '#schemas/endpoints/promotions.ts';
import { SHELL_BANNER_OPTIONS, SHELL_LEAD_OPTIONS } from './app-script-loader.ts';
import { shellImage } from './shell-image.ts';

const BANNERS_URL = `${getBanners.path}?groupName=w_home`;

/** A live build's prerendered page while it parses: the banners address on <html>, an empty box. */
function livePage() {
  const doc = document.implementation.createHTMLDocument('shell');
  doc.documentElement.lang = 'vi';
  // The page's own address, against which a same-origin banner path resolves.
  doc.head.innerHTML = '<base href="https://casino.example/">';
  doc.documentElement.setAttribute('data-shell-banners', BANNERS_URL);
  let readyState: DocumentReadyState = 'loading';
  Object.defineProperty(doc, 'readyState', { get: () => readyState });
  doc.body.innerHTML =
    '<div id="prerendered-shell"><div class="banner-strip banner-strip--pending"></div></div>';
  const parsed = () => {
    readyState = 'interactive';
    doc.dispatchEvent(new Event('DOMContentLoaded'));
  };
  const box = () => doc.querySelector('#prerendered-shell .banner-strip');
  return { doc, parsed, box };
}

/** A window whose fetch answers with `answer` (a platform envelope, or a string as the raw body), or fails. */
function windowAnswering(answer: unknown, status = 200) {
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    answer instanceof Error
      ? Promise.reject(answer)
      : Promise.resolve(
          new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status }),
        ),
  );
  return { win: { fetch } as unknown as Window & typeof globalThis, fetch };
}

const banners = (...value: unknown[]) => ({ success: true, message: null, value });

describe('shellImage: the banner', () => {
  it("asks the platform for the page's group at once, in the page's language and without cookies", () => {
    const { doc } = livePage();
    const { win, fetch } = windowAnswering(banners());
    void shellImage(doc, win, SHELL_BANNER_OPTIONS);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(BANNERS_URL);
    expect(init?.credentials).toBe('omit');
    expect(init?.headers).toEqual({ Accept: 'application/json', Language: 'vi' });
  });

  it('puts the first banner into the empty box once the page is parsed, as the app shows it', async () => {
    const { doc, parsed, box } = livePage();
    const { win } = windowAnswering(
      banners(
        { url: '/mock-assets/banners/demo/1.svg', title: 'Welcome bonus' },
        { url: '/2.svg' },
      ),
    );
    const found = shellImage(doc, win, SHELL_BANNER_OPTIONS);
    await new Promise((done) => setTimeout(done, 0));
    expect(box()?.querySelector('img'), 'not before the box is parsed').toBeNull();
    parsed();
    const image = await found;
    expect(image?.parentElement).toBe(box());
    expect(box()?.className).toBe('banner-strip');
    expect(image?.className).toBe('banner-strip__image');
    expect(image?.getAttribute('src')).toBe(
      new URL('/mock-assets/banners/demo/1.svg', doc.baseURI).href,
    );
    expect(image?.alt).toBe('Welcome bonus');
    expect([image?.width, image?.height]).toEqual([1200, 360]);
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('leaves the box empty when the address is not http(s), the group is empty or the call fails', async () => {
    const answers: [string, unknown, number?][] = [
      ['javascript: URL', banners({ url: 'javascript:alert(1)', title: 'x' })],
      ['data: URL', banners({ url: 'data:image/svg+xml,<svg/>', title: 'x' })],
      ['no banners', banners()],
      ['no url', banners({ title: 'x' })],
      ['refused', { success: false, message: 'System error', value: null }],
      ['503', { success: false, message: 'System error', value: null }, 503],
      ['network', new Error('offline')],
      ['not JSON', '<html>Bad gateway</html>'],
    ];
    expect(answers.length).toBeGreaterThan(0);
    for (const [name, answer, status] of answers) {
      const { doc, parsed, box } = livePage();
      const { win } = windowAnswering(answer, status);
      const found = shellImage(doc, win, SHELL_BANNER_OPTIONS);
      parsed();
      expect(await found, name).toBeNull();
      expect(box()?.querySelector('img'), name).toBeNull();
      expect(box()?.classList.contains('banner-strip--pending'), name).toBe(true);
    }
  });

  it("on a demo build's page (no address) asks nothing and gives the shell's own banner", async () => {
    const doc = document.implementation.createHTMLDocument('shell');
    doc.body.innerHTML =
      '<div id="prerendered-shell"><div class="banner-strip"><img src="/b.svg"></div></div>';
    const { win, fetch } = windowAnswering(banners());
    const image = await shellImage(doc, win, SHELL_BANNER_OPTIONS);
    expect(fetch).not.toHaveBeenCalled();
    expect(image?.getAttribute('src')).toBe('/b.svg');
  });
});

describe("shellImage: promotions' first card", () => {
  const ACTIVITIES_URL = getActivities.path;

  /** A live build's promotions page while it parses: both addresses on <html>, both boxes empty. */
  function livePromotionsPage() {
    const { doc, parsed } = livePage();
    doc.documentElement.setAttribute('data-shell-lead', ACTIVITIES_URL);
    doc
      .querySelector('#prerendered-shell')
      ?.insertAdjacentHTML(
        'beforeend',
        '<section class="promotions-page"><div class="prerendered-shell__lead prerendered-shell__lead--pending"></div></section>',
      );
    const lead = () => doc.querySelector('#prerendered-shell .prerendered-shell__lead');
    return { doc, parsed, lead };
  }

  it("puts the first promotion's picture into the lead box, not the banner's", async () => {
    const { doc, parsed, lead } = livePromotionsPage();
    const { win, fetch } = windowAnswering(
      banners({ id: 7, title: 'Cashback', image: '/mock-assets/promotions/demo/vi/7.svg' }),
    );
    const found = shellImage(doc, win, SHELL_LEAD_OPTIONS);
    parsed();
    const image = await found;
    expect(fetch.mock.calls[0]?.[0]).toBe(ACTIVITIES_URL);
    expect(image?.parentElement).toBe(lead());
    expect(lead()?.className).toBe('prerendered-shell__lead');
    expect(image?.className).toBe('promotion-card__image');
    expect(image?.getAttribute('src')).toBe(
      new URL('/mock-assets/promotions/demo/vi/7.svg', doc.baseURI).href,
    );
    // The app's card picture is decorative (its title follows): no text here either.
    expect(image?.alt).toBe('');
    expect([image?.width, image?.height]).toEqual([640, 240]);
    expect(doc.querySelector('.banner-strip img'), 'the banner box').toBeNull();
  });

  it('asks nothing and finds nothing on a page without the lead address or box', async () => {
    const { doc, parsed } = livePage();
    const { win, fetch } = windowAnswering(banners());
    const found = shellImage(doc, win, SHELL_LEAD_OPTIONS);
    parsed();
    expect(await found).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
