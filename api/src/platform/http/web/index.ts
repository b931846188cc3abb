export { webAssets } from './web-assets.middleware';
export { createRemoteManifestSource } from './remote-manifest';
export { EMBED_FRAME_PATH } from './embed-paths';
