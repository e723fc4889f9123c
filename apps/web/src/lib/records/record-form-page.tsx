import { m } from '@kairos/i18n';
import { Alert, Badge, Button, buttonClass } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorInfo } from '../errors';
import { FormActions } from '../form-actions';
import { PageHeader } from '../page-header';
import { SubmitButton } from '../submit-button';
import { type BaseRecord, getQueryOptions, type RecordArea, type RecordOf } from './api';
import { BlockedHint } from './blocked';
import { ChevronLeftIcon } from './icons';
import { LoadError } from './list-parts';
import { useWriteAccess } from './write-access';

export interface RecordFormPageProps<A extends RecordArea> {
  area: A;
  /** Page titles for creating and editing, e.g. "Add client" / "Edit client". */
  titles: { create: string; edit: string };
  description?: ReactNode;
  listPath: string;
  /** Renders the form once the record (for /form/:id) has loaded; null when creating. */
  children: (record: RecordOf<A> | null) => ReactNode;
}

/**
 * The frame of a `/form` and `/form/:id` route: loads the record for `:id`
 * (skeleton, not-found and error states), the title and a link back to the list.
 * The form itself uses `useRecordForm` and ends with `RecordFormActions`.
 */
export function RecordFormPage<A extends RecordArea>({ area, titles, description, listPath, children }: RecordFormPageProps<A>) {
  const { id } = useParams();
  const query = useQuery({ ...getQueryOptions(area, id ?? ''), enabled: !!id });
  const title = id ? titles.edit : titles.create;

  let body: ReactNode;
  if (!id) body = children(null);
  else if (query.isPending) body = <FormSkeleton label={m.web_loading()} />;
  else if (query.isError) {
    body =
      errorInfo(query.error).code === 'NOT_FOUND' ? (
        <Alert tone="warning" role="alert" title={m.records_not_found()}>
          <Link to={listPath} className="font-medium underline">
            {m.records_back_to_list()}
          </Link>
        </Alert>
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      );
  } else {
    const record: BaseRecord = query.data;
    body = (
      <>
        {record.archived_at ? (
          <Alert tone="info" className="mb-6">
            <span className="inline-flex items-center gap-2">
              <Badge>{m.records_archived_badge()}</Badge>
              {m.records_unsaved_archived()}
            </span>
          </Alert>
        ) : null}
        {/* Keyed by id so the form starts from this record's values. */}
        <div key={record.id}>{children(query.data)}</div>
      </>
    );
  }

  return (
    <>
      <Link
        to={listPath}
        className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ChevronLeftIcon className="size-4" />
        {m.records_back_to_list()}
      </Link>
      <PageHeader title={title} description={description} />
      {body}
    </>
  );
}

/** Cancel (back to the list) and Save; Save is disabled in read-only or offline mode. */
export function RecordFormActions({
  listPath,
  submitting,
  saveLabel,
}: {
  listPath: string;
  submitting: boolean;
  saveLabel?: string;
}) {
  const access = useWriteAccess();
  return (
    <FormActions>
      <Link to={listPath} className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
        {m.records_cancel()}
      </Link>
      {access.blocked ? (
        <BlockedHint access={access}>
          <Button disabled className="w-full sm:w-auto">
            {saveLabel ?? m.records_save()}
          </Button>
        </BlockedHint>
      ) : (
        <SubmitButton loading={submitting} className="w-full sm:w-auto">
          {saveLabel ?? m.records_save()}
        </SubmitButton>
      )}
    </FormActions>
  );
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4 rounded-xl border border-gray-200 bg-white p-5">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="space-y-2">
          <div className="h-3 w-24 animate-pulse rounded bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
