import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { minifySync, runnerImport, type Plugin, type Rollup } from 'vite';
import { readBrandFiles } from '#brands/brand-files.ts';
import type { Brand } from '#brands/brand.types.ts';
import { promotionLanguage, promotionsOf } from '#mock-server/content/promotions.ts';
import { bannerImageUrl, promotionImageUrl } from '#mock-server/paths.ts';
import type { DemoPlatformData } from '#mock-server/snapshot-build.ts';
import { getBanners } from '#schemas/endpoints/content.ts';
import { getActivities } from '#schemas/endpoints/promotions.ts';
import { isCompleteLanguage } from '#schemas/languages.ts';
import type { ShellPicture } from '../src/app/prerender/prerendered-shell.tsx';
import type { AppPreload } from '../src/app/prerender/render-shell.tsx';
import type * as RenderShell from '../src/app/prerender/render-shell.tsx';
import type * as ShellRoutes from '../src/app/prerender/shell-routes.ts';

/** What the demo-platform plugin offers other plugins (`api`): the build's seeded data. */
export interface DemoPlatformApi {
  platformData: () => Promise<DemoPlatformData>;
}

interface BannerRecord {
  bannerId: number;
  groupName: string;
  title: string;
}

/** The first banner of a group in a brand's seeded data, as `/wps/system/banners` answers it. */
export function firstBanner(
  data: DemoPlatformData,
  brandId: string,
  group: string,
): (ShellPicture & { bannerId: number }) | undefined {
  const records = (data.snapshots[brandId]?.collections.banners ?? []) as BannerRecord[];
  const first = records
    .filter((banner) => banner.groupName === group)
    .sort((a, b) => a.bannerId - b.bannerId)[0];
  return first && { ...first, url: bannerImageUrl(brandId, first.bannerId) };
}

/** The first promotion's picture of a brand, as `/wps/promotion/activities` gives it to a guest. */
export function firstPromotion(brandId: string, language: string): ShellPicture | undefined {
  const [first] = promotionsOf(brandId);
  return (
    first && { url: promotionImageUrl(brandId, first.id, promotionLanguage(language)), title: '' }
  );
}

/** The chunks every page imports as it boots (`chunkGroups`' names in scripts/vite-chunks.ts). */
const BOOT_CHUNKS = ['session-engine', 'demo-platform'];
const CORE_MESSAGES = /[\\/]locales[\\/]([\w-]+)\.json\?part=core$/;

/**
 * What the app script's loader asks for beside the entry (docs/decisions/017): the boot chunks,
 * and per language its core messages (English under a partial bundle, as `loadMessages` does).
 */
export function appPreload(bundle: Rollup.OutputBundle, base: string): AppPreload {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const url = (file: Rollup.OutputChunk) => `${base}${file.fileName}`;
  const core = new Map<string, string>();
  for (const chunk of chunks) {
    const code = chunk.facadeModuleId && CORE_MESSAGES.exec(chunk.facadeModuleId)?.[1];
    if (code) core.set(code, url(chunk));
  }
  const english = core.get('en');
  if (!english) throw new Error('prerender-shell: no chunk of locales/en.json?part=core');
  return {
    chunks: BOOT_CHUNKS.flatMap((name) => chunks.filter((chunk) => chunk.name === name)).map(url),
    locales: Object.fromEntries(
      [...core].map(([code, file]) => [code, isCompleteLanguage(code) ? [file] : [english, file]]),
    ),
  };
}

/**
 * Prerendered first paint (docs/decisions/013): after the build is written, React renders the
 * default brand's shell (header, first banner, skeleton) for each public page into a copy of
 * index.html (`register.html`, `rng.html`, `promotions.html`; home into index.html itself).
 * Demo builds put the page's first banner in the HTML, with its image written as a static file
 * at the URL the simulated platform gives it, so it loads before any script has run; live
 * builds learn banners from the real platform at run time: their pages carry the group's
 * banners address, which the shell's script asks while the page parses (`shell-image.ts`).
 * Promotions shows its first card's picture too (`ShellRoute.lead`), found the same two ways.
 */
export function prerenderShell({ brandId, demo }: { brandId: string; demo: boolean }): Plugin {
  let root = process.cwd();
  let base = '/';
  let demoPlatform: DemoPlatformApi | undefined;
  return {
    name: 'prerender-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      const plugin = config.plugins.find((p) => p.name === 'demo-platform');
      demoPlatform = plugin?.api as DemoPlatformApi | undefined;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? resolve(root, 'dist');
      const brand = readBrandFiles()
        .flatMap((input) => ('data' in input ? [input.data as Brand] : []))
        .find((candidate) => candidate.app.id === brandId);
      if (!brand) throw new Error(`prerender-shell: no brand '${brandId}' in brands/`);
      const language = brand.app.defaultLanguage;
      const messages = JSON.parse(
        readFileSync(resolve(root, `locales/${language}.json`), 'utf8'),
      ) as Record<string, string>;
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const load = <T>(file: string) =>
        runnerImport<T>(resolve(root, file), { configFile: false, root, logLevel: 'error' });
      const [{ module: render }, { module: routes }] = await Promise.all([
        load<typeof RenderShell>('src/app/prerender/render-shell.tsx'),
        load<typeof ShellRoutes>('src/app/prerender/shell-routes.ts'),
      ]);
      // Minified like the app's chunks: it is written here, after the bundle, not bundled.
      const script = minifySync(render.SHELL_SCRIPT_FILE, render.SHELL_SCRIPT);
      if (script.errors.length > 0)
        throw new Error(`prerender-shell: ${script.errors[0]?.message}`);
      writeFileSync(join(outDir, render.SHELL_SCRIPT_FILE), script.code);
      writeFileSync(join(outDir, render.SHELL_STYLE_FILE), render.shellStyles(brand));
      const data = demo ? await demoPlatform?.platformData() : undefined;
      // A picture the shell shows, written where the simulated platform serves it (none: no picture).
      const written = (picture: ShellPicture | undefined) => {
        const asset = picture && data?.assets[picture.url];
        if (!asset) return undefined;
        const file = join(outDir, picture.url);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, asset.body);
        return picture;
      };
      const platform = brand.app.api.baseUrl;
      const preload = appPreload(bundle, base);
      for (const route of routes.SHELL_ROUTES) {
        const lead = route.lead && data ? firstPromotion(brandId, language) : undefined;
        const html = render.renderShellDocument({
          template,
          brand,
          route,
          messages,
          banner: written(data && firstBanner(data, brandId, route.bannerGroup)),
          lead: written(lead),
          bannersUrl: demo
            ? undefined
            : `${platform}${getBanners.path}?${new URLSearchParams({ groupName: route.bannerGroup })}`,
          leadUrl: demo ? undefined : `${platform}${getActivities.path}`,
          directRegistration: brand.platform?.whitelabel.DIRECTREG3 ?? true,
          freePlay: brand.platform?.whitelabel.FREEPLAY3 ?? false,
          preload,
        });
        writeFileSync(join(outDir, route.file), html);
      }
    },
  };
}
