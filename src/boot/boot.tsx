import { createRoot } from 'react-dom/client';
import { brands } from '#brands/index.ts';
import type { Brand } from '#brands/brand.types.ts';
import { App } from '#src/app/app.tsx';
import { preloadBanners } from '#src/app/frames/banner-strip.tsx';
import { createQueryClient } from '#src/shared/query-client.ts';
import { preloadSession } from '#src/shared/session.tsx';
import { routeHandleOf } from '#src/app/route-handle.ts';
import { appRouter } from '#src/app/router.ts';
import { prefetchMemberPage } from '#src/app/member-page-data.ts';
import { configureClient } from '#src/api/client.ts';
import { vendorGroupsQuery } from '#src/api/games.queries.ts';
import { platformConfigQuery } from '#src/api/system.queries.ts';
import {
  inspectionPageId,
  installMachineInspector,
  machineInspection,
} from '#src/platform/machine-inspection.ts';
import { LOCAL_KEYS } from '#src/platform/storage-keys.ts';
import { claimPrerenderedShell } from '#src/platform/prerendered-shell.ts';
import { local } from '#src/platform/safe-storage.ts';
import { firstPage } from '#src/platform/first-page-shown.ts';
import { offeredLanguage } from '#src/platform/offered-language.ts';
import {
  resolveBrand,
  wantsDraftPreview,
  type BrandResolution,
} from '#src/platform/resolve-brand.ts';
import { readSessionToken } from '#src/platform/session-token.ts';
import { claimSessionForBrand } from '#src/platform/member-storage.ts';
import { createBroadcastInspector } from '#src/qa/live/broadcast-inspector.ts';

/**
 * Boot order (DESIGN.md): resolve the brand -> in demo builds start the simulated platform
 * -> render. The demo renders at once while its platform starts: every platform call waits
 * for it (`ready`), so the frame and the language bundle load in parallel with the platform.
 * The first page's banners are asked for at once too: the first banner is usually its largest
 * paint.
 * Demo builds also boot the brand studio's preview of a draft brand (`bootDraftPreview`).
 */
export function boot(root: HTMLElement): void {
  const query = new URLSearchParams(window.location.search);
  if (import.meta.env.VITE_DEMO && wantsDraftPreview(query, window.name)) {
    void bootDraftPreview(root, query);
    return;
  }
  // A frame of the brand gallery (/qa/brands): storage of its own, then the brand of ?brand=.
  if (import.meta.env.VITE_DEMO && query.get('galleryFrame') === '1') {
    void import('#src/qa/brands/gallery-frame.ts').then(({ openGalleryFrame }) => {
      openGalleryFrame(query);
      start(root, query);
    });
    return;
  }
  start(root, query);
}

/**
 * The studio's preview: the stored draft runs as the brand, on the seeded data of the shipped
 * brand it started from, with storage of its own; a draft that cannot run shows why. Loaded
 * only here, so the brand check (ajv) stays out of every other page load.
 */
async function bootDraftPreview(root: HTMLElement, query: URLSearchParams): Promise<void> {
  const { openDraftPreview } = await import('#src/qa/brand/draft-preview.ts');
  const preview = openDraftPreview(query);
  if (preview.ok) {
    start(root, query, { draft: preview.brand, dataOf: preview.baseId });
    return;
  }
  const { renderDraftPreviewProblem } = await import('#src/qa/brand/draft-preview-problem.tsx');
  renderDraftPreviewProblem(root, preview);
}

function start(
  root: HTMLElement,
  query: URLSearchParams,
  preview?: { draft: Brand; dataOf: string },
): void {
  const demo = import.meta.env.VITE_DEMO;
  // Demo builds report the app's machines to the QA visualiser, before any actor starts.
  if (import.meta.env.VITE_DEMO && machineInspection) {
    installMachineInspector(createBroadcastInspector(undefined, undefined, inspectionPageId));
  }
  const resolution = resolveBrand({
    brands,
    queryBrand: query.get('brand'),
    rememberedBrand: local.get(LOCAL_KEYS.demoBrand),
    hostname: window.location.hostname,
    buildDefault: import.meta.env.VITE_BRAND,
    demo,
    draft: preview?.draft,
  });
  const { brand } = resolution;
  if (demo && resolution.source === 'query') local.set(LOCAL_KEYS.demoBrand, brand.app.id);
  // The page's prerendered first paint stays over the app until the app shows the same page.
  claimPrerenderedShell(preview ? '' : brand.app.id, window.location.pathname);
  // Another brand's session ends here, before the session, the guard or a call reads the token
  // (the studio's preview keeps storage of its own and is left alone).
  if (!preview) claimSessionForBrand(brand.app);

  configureClient({
    baseUrl: demo ? '' : brand.app.api.baseUrl,
    getToken: readSessionToken,
    // The interface's language (PreferencesProvider picks it the same way).
    getLanguage: () => offeredLanguage(local.get(LOCAL_KEYS.lang), brand.app),
    // If the simulated platform cannot start (no service worker on a plain-http LAN host, say),
    // the calls still go out: the first fails and the app shows the translated retry screen.
    ready: demo
      ? import('./start-demo-platform.ts')
          .then(({ startDemoPlatform }) =>
            startDemoPlatform(brand, query, { dataOf: preview?.dataOf }),
          )
          .catch((error: unknown) => console.warn('The simulated platform did not start:', error))
      : Promise.resolve(),
  });

  document.title = brand.app.name;
  // The tab's icon can wait: off the first load (its 150 KB budget), once the first page shows.
  void firstPage
    .wait()
    .then(() => import('#src/platform/brand-icon.ts'))
    .then(({ showBrandIcon }) => showBrandIcon(brand.app));
  // The router (made with its first navigation), then the first page's banners and the render,
  // each in a task of its own: three shorter tasks, not one long one (decision 006).
  setTimeout(() => {
    const { matches } = appRouter().state;
    setTimeout(() => mount(root, resolution, matches), 0);
  }, 0);
}

/** Asks for the first page's banners and the session machine, and renders the app. */
function mount(
  root: HTMLElement,
  resolution: BrandResolution,
  matches: ReturnType<typeof appRouter>['state']['matches'],
): void {
  const queryClient = createQueryClient();
  const handle = routeHandleOf(matches.map((match) => match.route));
  if (handle.frame.banner && handle.bannerGroup) preloadBanners(queryClient, handle.bannerGroup);
  // What the frame asks for on its first render goes out now, beside the page's own files
  // instead of behind them (decision 017): the platform config, the session's first calls, a
  // member page's data, the header's and side menu's game categories.
  void queryClient.prefetchQuery(platformConfigQuery(window.location.host));
  preloadSession(queryClient);
  void prefetchMemberPage(queryClient, handle);
  if (handle.frame.header || handle.frame.sideMenu) {
    void queryClient.prefetchQuery(vendorGroupsQuery());
  }
  createRoot(root).render(<App brand={resolution} queryClient={queryClient} />);
}
