import { m } from '@kairos/i18n';
import { Button } from '@kairos/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { FileIcon, UploadIcon } from '../../lib/records/icons';

export interface ReceiptState {
  /** A picked file, uploaded after the expense is saved. */
  file: File | null;
  /** Remove the stored receipt on save. */
  remove: boolean;
}

interface Stored {
  name: string;
  type: string;
  url: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/** A blob: URL for a picked image, revoked when it changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The receipt of an expense: the stored one (an image preview or a link to the PDF) with
 * Replace and Remove, or "Attach a receipt". The file goes up when the form is saved; the
 * server checks what it really is (JPEG, PNG, WebP or PDF, up to 5 MB).
 */
export function ReceiptField({
  existing,
  state,
  onChange,
}: {
  existing: Stored | null;
  state: ReceiptState;
  onChange: (state: ReceiptState) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pickedUrl = useObjectUrl(state.file);
  const shown = state.file ? null : state.remove ? null : existing;
  const imageUrl = pickedUrl ?? (shown?.type.startsWith('image/') ? shown.url : null);

  return (
    <div className="flex flex-col gap-3" data-testid="receipt-field">
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        className="hidden"
        data-testid="receipt-input"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          e.target.value = '';
          if (file) onChange({ file, remove: false });
        }}
      />
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={m.wexp_receipt_preview()}
          className="max-h-48 w-auto max-w-full self-start rounded-lg border border-gray-200 object-contain"
        />
      ) : null}
      {shown ? (
        <a
          href={shown.url}
          download={shown.name}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-2 self-start text-sm font-medium text-brand-700 wrap-anywhere hover:underline"
          data-testid="receipt-link"
        >
          <FileIcon className="size-4 shrink-0" />
          {m.wexp_receipt_open({ name: shown.name })}
        </a>
      ) : null}
      {state.file ? (
        <p className="text-sm text-gray-700 wrap-anywhere">{m.wexp_receipt_chosen({ name: state.file.name })}</p>
      ) : null}
      {state.remove && existing && !state.file ? <p className="text-sm text-gray-700">{m.wexp_receipt_removed_note()}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => input.current?.click()}>
          <UploadIcon className="size-4" />
          {existing || state.file ? m.wexp_receipt_replace() : m.wexp_receipt_pick()}
        </Button>
        {(existing && !state.remove) || state.file ? (
          <Button variant="ghost" onClick={() => onChange({ file: null, remove: !!existing })}>
            {m.wexp_receipt_remove()}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-gray-500">{m.wexp_receipt_hint()}</p>
    </div>
  );
}
