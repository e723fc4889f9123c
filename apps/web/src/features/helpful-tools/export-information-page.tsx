import { m } from '@kairos/i18n';
import { Alert, Button, Card, DownloadIcon, useToast } from '@kairos/ui';
import { useState } from 'react';
import { ExportSettingsCard } from '../../lib/account/export-settings-card';
import { errorInfo } from '../../lib/errors';
import { PageHeader } from '../../lib/page-header';
import { BlockedHint, downloadFile, useWriteAccess } from '../../lib/records';
import { trpcClient } from '../../lib/trpc';

/** /account-setup/helpful-tools/export-information: everything the business owns as one workbook, and its automatic export. */
export function ExportInformationPage() {
  const toast = useToast();
  const access = useWriteAccess();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const file = await trpcClient.settings.exportInformation.query();
      downloadFile(file);
      toast({ title: m.popup_success(), description: m.records_downloaded({ file: file.file_name }), tone: 'success' });
    } catch (e) {
      setError(errorInfo(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={m.tools_export_title()} description={m.tools_export_subtitle()} />
      <Card>
        <div className="flex max-w-2xl flex-col gap-4">
          <p className="text-sm text-gray-700">{m.tools_export_text()}</p>
          <p className="text-sm text-gray-500">{m.tools_export_hint()}</p>
          {error ? (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <div>
            <BlockedHint access={access}>
              <Button loading={busy} disabled={access.blocked} onClick={() => void download()} className="w-full sm:w-auto">
                <DownloadIcon className="size-4" />
                {m.tools_export_button()}
              </Button>
            </BlockedHint>
          </div>
        </div>
      </Card>
      <ExportSettingsCard />
    </>
  );
}
