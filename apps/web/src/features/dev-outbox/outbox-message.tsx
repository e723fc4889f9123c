import { m } from '@kairos/i18n';
import { Button, DownloadIcon, ExternalIcon } from '@kairos/ui';
import { useState } from 'react';
import { downloadFile } from '../../lib/records/download';
import { queryClient, trpc } from '../../lib/trpc';

const URL_RE = /https?:\/\/[^\s<>"')]+/g;

/** Links in a message; ones to this site become same-origin paths so they work from any port. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(URL_RE) ?? [])];
}

function localHref(url: string): string {
  try {
    const u = new URL(url);
    const here = window.location;
    if (u.hostname === here.hostname || u.hostname === 'localhost' || u.hostname === '127.0.0.1') {
      return `${u.pathname}${u.search}${u.hash}`;
    }
    return url;
  } catch {
    return url;
  }
}

/**
 * The HTML body in a sandboxed frame (links open in the top window), the text body and its links.
 * `preferHtml` false starts on the text (the page frames only its newest emails: a hundred frames
 * make the page slow to load and to scan); the button switches either way.
 */
export function OutboxMessage({
  text,
  html,
  title,
  preferHtml = true,
}: {
  text: string;
  html: string | null;
  title: string;
  preferHtml?: boolean;
}) {
  const [showText, setShowText] = useState(!html || !preferHtml);
  const links = linksIn(`${text} ${html ?? ''}`);
  const srcDoc = html ? `<base target="_top">${html}` : '';

  return (
    <div className="flex flex-col gap-4">
      {links.length ? (
        <div>
          <p className="mb-1.5 text-xs font-semibold tracking-wide text-gray-500 uppercase">{m.outbox_links()}</p>
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link}>
                <a
                  href={localHref(link)}
                  className="inline-flex items-center gap-1.5 text-sm font-medium break-all text-brand-700 hover:underline"
                  data-testid="outbox-link"
                >
                  <ExternalIcon className="size-4 shrink-0" />
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {html && !showText ? (
        <iframe
          title={title}
          srcDoc={srcDoc}
          sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
          className="h-96 w-full rounded-lg border border-gray-200 bg-white"
        />
      ) : (
        <pre className="overflow-x-auto rounded-lg bg-gray-50 p-4 font-sans text-sm whitespace-pre-wrap text-gray-800">
          {text}
        </pre>
      )}
      {html ? (
        <button
          type="button"
          className="self-start rounded text-sm font-medium text-gray-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          onClick={() => setShowText((v) => !v)}
        >
          {showText ? m.outbox_show_html() : m.outbox_show_text()}
        </button>
      ) : null}
    </div>
  );
}

/** Files sent with the email (an invoice's PDF), each downloadable from the outbox. */
export function OutboxAttachments({
  messageId,
  files,
}: {
  messageId: string;
  files: { filename: string; content_type: string; size: number; downloadable: boolean }[];
}) {
  if (!files.length) return null;
  const download = async (index: number) =>
    downloadFile(await queryClient.fetchQuery(trpc.system.outboxAttachment.queryOptions({ message_id: messageId, index })));
  return (
    <div className="mt-4">
      <p className="mb-1.5 text-xs font-semibold tracking-wide text-gray-500 uppercase">{m.winv_outbox_attachments()}</p>
      <ul className="flex flex-wrap gap-2">
        {files.map((f, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the attachment's address on the server, and the list never reorders
          <li key={index}>
            <Button
              variant="secondary"
              size="sm"
              disabled={!f.downloadable}
              onClick={() => void download(index)}
              data-testid="outbox-attachment"
            >
              <DownloadIcon className="size-4" />
              {f.filename} <span className="text-gray-500">({Math.max(1, Math.round(f.size / 1024))} KB)</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
