import { m } from '@kairos/i18n';
import {
  buttonClass,
  ChevronDownIcon,
  DownloadIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Spinner,
  useToast,
} from '@kairos/ui';
import { useState } from 'react';
import { errorInfo } from '../errors';
import type { FileOut } from './api';
import { BlockedHint } from './blocked';
import { downloadFile } from './download';
import { useWriteAccess } from './write-access';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportMenuProps {
  /** Asks the server for the file, e.g. `(format) => trpcClient.clients.export.mutate({ format, archived })`. */
  onExport: (format: ExportFormat) => Promise<FileOut>;
  /** Button text; defaults to "Export". */
  label?: string;
}

/** An Export button with a CSV / Excel menu that downloads the file; disabled in read-only or offline mode. */
export function ExportMenu({ onExport, label = m.records_export() }: ExportMenuProps) {
  const access = useWriteAccess();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const file = await onExport(format);
      downloadFile(file);
      toast({ title: m.popup_success(), description: m.records_downloaded({ file: file.file_name }), tone: 'success' });
    } catch (error) {
      const info = errorInfo(error);
      toast({ title: m.records_export_failed(), description: info.message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <BlockedHint access={access}>
      <DropdownMenu>
        <DropdownMenuTrigger disabled={access.blocked || busy} className={buttonClass('secondary', 'md')}>
          {busy ? <Spinner /> : <DownloadIcon className="size-4" />}
          {label}
          <ChevronDownIcon className="size-4 text-gray-400" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => void run('csv')}>{m.records_export_csv()}</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void run('xlsx')}>{m.records_export_xlsx()}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </BlockedHint>
  );
}
