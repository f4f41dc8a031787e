/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True in demo builds and the dev server (the simulated platform runs in the browser). */
  readonly VITE_DEMO: boolean;
  /** The build's default brand id. */
  readonly VITE_BRAND?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
