import { m } from '@kairos/i18n';
import { CSRF_HEADER, csrfToken } from '../../lib/csrf';
import { currentLocale } from '../../lib/i18n';

/** The server's answer to a refused upload, already translated. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/**
 * POST /api/v1/expenses/{id}/receipt with the file's bytes (tRPC does not
 * carry binary): CSRF header like every write, the name in X-File-Name. The
 * server decides the type from the content.
 */
export async function uploadReceipt(expenseId: string, file: File): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/v1/expenses/${encodeURIComponent(expenseId)}/receipt`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        [CSRF_HEADER]: await csrfToken(),
        'x-locale': currentLocale(),
        'x-file-name': encodeURIComponent(file.name),
        'content-type': 'application/octet-stream',
      },
      body: file,
    });
  } catch {
    throw new UploadError(m.web_connection_error(), null);
  }
  if (res.ok) return;
  const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
  throw new UploadError(body?.message ?? m.error_internal(), body?.code ?? null);
}
