/**
 * `@kairos/api/render`: what renders documents in-process (the Node runtime configures it; the render Worker
 * answers with it). Not exported from the package's main entry, so the request Worker does not bundle pdf-lib,
 * fontkit or write-excel-file.
 */
export { localRenderer } from './local';
export { renderResponse } from './service';
