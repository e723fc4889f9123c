// The render Worker (wrangler.render.toml `main`): draws invoice PDFs and XLSX workbooks for the main Worker,
// which reaches it only through its RENDER service binding (no public route: `workers_dev = false`). It holds the
// heavy, rarely used libraries (pdf-lib, fontkit and its metrics, the embedded Noto Sans, write-excel-file), so
// the Worker that answers every request uploads and starts without them. The Node runtime draws the same
// documents in-process with the same code (`localRenderer`), so a download's bytes are the same in both.

import { localRenderer, renderResponse } from '@kairos/api/render';

export default {
  fetch(request: Request): Promise<Response> {
    return renderResponse(request, localRenderer);
  },
};
