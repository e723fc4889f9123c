import { m } from '@kairos/i18n';
import { Alert, Button, buttonClass, Card, ScrollArea, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type ErrorInfo, errorInfo } from '../../lib/errors';
import { PageHeader } from '../../lib/page-header';
import { BlockedHint, downloadFile, readFileAsBase64, recordIcons, refreshLists, useWriteAccess } from '../../lib/records';
import { trpc, trpcClient } from '../../lib/trpc';
import { useFormCore } from '../../lib/use-form-core';
import { type ImportProblem, importProblems } from './import-errors';

/** docs/product/settings.md: at most 250 contacts per import, first and last name required. */
export const IMPORT_MAX_CONTACTS = 250;
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Outcome =
  | { kind: 'invalid'; problems: ImportProblem[] }
  | { kind: 'error'; message: string }
  | { kind: 'done'; message: string }
  | null;

/** Why a picked file cannot be imported (its type, its size), or null. */
function fileProblem(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return m.tools_file_wrong_type();
  if (file.size > MAX_FILE_BYTES) return m.tools_file_too_big();
  return null;
}

/** /account-setup/helpful-tools/import-clients. */
export function ImportClientsPage() {
  const toast = useToast();
  const access = useWriteAccess();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [template, setTemplate] = useState<'csv' | 'xlsx' | null>(null);
  const run = useMutation(trpc.clients.import.mutationOptions());
  const form = useFormCore<{ file: File | null }, File>({
    initial: { file: null },
    check: ({ file }) => {
      const problem = file ? fileProblem(file) : m.tools_file_wrong_type();
      if (problem || !file) {
        const errors = { file: [problem ?? m.tools_file_wrong_type()] };
        return { ok: false, errors, raw: errors };
      }
      return { ok: true, data: file };
    },
    // The file's problem shows under it; a refusal's rows go to the table below (`refused`).
    isShown: () => true,
    onInvalid: (errors) => (errors.file ? fileInput.current?.focus() : undefined),
  });
  const { file } = form.values;
  // A wrong file is said at once, before any submit.
  const fileError = form.errors.file?.[0] ?? (file ? fileProblem(file) : null);

  const focusResult = () => window.requestAnimationFrame(() => resultRef.current?.focus());

  const downloadTemplate = async (format: 'csv' | 'xlsx') => {
    setTemplate(format);
    try {
      downloadFile(await trpcClient.clients.importTemplate.query({ format }));
    } catch (error) {
      toast({ title: m.popup_failed(), description: errorInfo(error).message, tone: 'error' });
    } finally {
      setTemplate(null);
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setOutcome(null);
    form.setValue('file', event.target.files?.[0] ?? null);
  };

  const upload = async (picked: File) => {
    setOutcome(null);
    const content_base64 = await readFileAsBase64(picked);
    const result = await run.mutateAsync({ file_name: picked.name, content_base64 });
    void refreshLists('clients');
    toast({ title: m.tools_import_done_title(), description: result.message, tone: 'success' });
    setOutcome({ kind: 'done', message: result.message });
    form.reset();
    if (fileInput.current) fileInput.current.value = '';
    focusResult();
  };
  const refused = (info: ErrorInfo) => {
    const problems = importProblems(info.errors);
    setOutcome(problems.length ? { kind: 'invalid', problems } : { kind: 'error', message: info.message });
    focusResult();
  };

  return (
    <>
      <PageHeader title={m.tools_import_title()} description={m.tools_import_subtitle()} />
      <div className="grid gap-6 lg:grid-cols-5">
        <Card title={m.tools_import_how()} className="lg:col-span-3">
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-gray-700 marker:font-semibold marker:text-brand-600">
            <li>{m.tools_import_step_template()}</li>
            <li>{m.tools_import_step_fill({ first: `“${m.column_first_name()}”`, last: `“${m.column_last_name()}”` })}</li>
            <li>{m.tools_import_step_marketing({ column: `“${m.column_marketing()}”` })}</li>
            <li>{m.tools_import_step_limit({ max: IMPORT_MAX_CONTACTS })}</li>
            <li>{m.tools_import_step_upload()}</li>
          </ol>
        </Card>
        <Card title={m.tools_template_title()} className="lg:col-span-2">
          <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
            <Button variant="secondary" loading={template === 'csv'} onClick={() => void downloadTemplate('csv')}>
              <recordIcons.FileIcon className="size-4" />
              {m.tools_template_csv()}
            </Button>
            <Button variant="secondary" loading={template === 'xlsx'} onClick={() => void downloadTemplate('xlsx')}>
              <recordIcons.FileIcon className="size-4" />
              {m.tools_template_xlsx()}
            </Button>
          </div>
        </Card>
      </div>

      <Card title={m.tools_upload_title()} className="mt-6">
        <form noValidate onSubmit={(event) => form.submit(event, upload, refused)} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
              {m.tools_file_label()}
            </label>
            {/* The browser's own "Choose file" text ignores the page language, so the input is hidden behind a translated button. */}
            <div className="relative flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-3">
              <input
                ref={fileInput}
                id={inputId}
                type="file"
                accept={ACCEPT}
                onChange={pick}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ''}`}
                className="peer sr-only"
              />
              <button
                type="button"
                tabIndex={-1}
                onClick={() => fileInput.current?.click()}
                className={buttonClass(
                  'secondary',
                  'sm',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
                )}
              >
                <recordIcons.FileIcon className="size-4" />
                {m.tools_choose_file()}
              </button>
              <span className="min-w-0 text-sm break-all text-gray-700">{file ? file.name : m.tools_no_file()}</span>
            </div>
            <p id={`${inputId}-hint`} className="text-xs text-gray-500">
              {m.tools_file_hint()}
            </p>
            {fileError ? (
              <p id={`${inputId}-error`} className="text-xs font-medium text-red-600" data-field-error>
                {fileError}
              </p>
            ) : null}
          </div>
          <div>
            <BlockedHint access={access}>
              <Button
                type="submit"
                loading={form.submitting}
                disabled={access.blocked || !file || !!fileError}
                className="w-full sm:w-auto"
              >
                <recordIcons.UploadIcon className="size-4" />
                {m.tools_import_button()}
              </Button>
            </BlockedHint>
          </div>
        </form>
      </Card>

      <div ref={resultRef} tabIndex={-1} className="mt-6 outline-none" aria-live="polite">
        {outcome?.kind === 'done' ? (
          <Alert
            tone="success"
            role="status"
            title={m.tools_import_done_title()}
            actions={
              <Link to="/clients/list" className={buttonClass('secondary', 'sm')}>
                {m.tools_view_clients()}
              </Link>
            }
          >
            {outcome.message}
          </Alert>
        ) : null}
        {outcome?.kind === 'error' ? (
          <Alert tone="error" role="alert" title={m.tools_import_failed()}>
            {outcome.message}
          </Alert>
        ) : null}
        {outcome?.kind === 'invalid' ? <ProblemTable problems={outcome.problems} /> : null}
      </div>
    </>
  );
}

function ProblemTable({ problems }: { problems: ImportProblem[] }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="error" role="alert" title={m.tools_import_failed()}>
        {m.tools_import_failed_text()}
      </Alert>
      <ScrollArea label={m.tools_errors_caption()} className="rounded-xl border border-gray-200 bg-white shadow-xs">
        <table className="w-full text-left text-sm">
          <caption className="border-b border-gray-100 px-4 py-3 text-left font-semibold text-gray-900">
            {m.tools_errors_caption()}
          </caption>
          <thead className="bg-gray-50 text-xs font-medium tracking-wide text-gray-500 uppercase">
            <tr>
              <th scope="col" className="w-20 px-4 py-2.5 font-medium">
                {m.tools_col_row()}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {m.tools_col_column()}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {m.tools_col_problem()}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {problems.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several messages for one column
              <tr key={i}>
                <td className="px-4 py-2.5 font-medium text-gray-900 tabular-nums">{p.row ?? '—'}</td>
                <td className="px-4 py-2.5 text-gray-700">{p.column}</td>
                <td className="px-4 py-2.5 text-red-700">{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </div>
  );
}
