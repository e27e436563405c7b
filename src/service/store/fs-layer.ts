/** The file-system seam now lives in `src/common/store/` (the contract service's record store uses it too). */
export { nodeFsLayer, type FsLayer } from '../../common/store/fs-layer.js';
