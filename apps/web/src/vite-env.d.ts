/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** The hash this build was made with; compared with /version.json (docs/product/common.md). */
  readonly VITE_BUILD_HASH: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
