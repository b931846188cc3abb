export { webAssets, type WebAssetsOptions } from './web-assets.middleware';
export { createRemoteManifestSource, DEFAULT_REMOTE_MANIFEST } from './remote-manifest';
export type { RemoteManifest, RemoteManifestSource } from './remote-manifest';
export { EMBED_FRAME_PATH, EMBED_PREFIX } from './embed-paths';
