import { m } from '@kairos/i18n';
import { Alert, Button, CopyIcon, ExternalIcon, errorText, TextField, type TextFieldProps, useToast } from '@kairos/ui';

/** The slug field with the page's full address, a copy button and a link to the saved page. */
export function PageAddress({
  base,
  savedSlug,
  field,
}: {
  base: string;
  savedSlug: string;
  field: Omit<TextFieldProps, 'label'> & { value?: string };
}) {
  const toast = useToast();
  const url = `${base}${(field.value ?? '').trim().toLowerCase()}`;
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast({ title: m.ob_copied(), description: url });
  };
  return (
    <div className="flex flex-col gap-2">
      <TextField
        hint={m.ob_slug_hint()}
        autoComplete="off"
        maxLength={60}
        fieldClassName="sm:max-w-md"
        {...field}
        label={m.ob_slug()}
      />
      <div className="flex flex-wrap items-center gap-2">
        <code className="break-all rounded bg-gray-50 px-2 py-1 text-xs text-gray-700" data-testid="ob-page-url">
          {url}
        </code>
        <Button type="button" variant="secondary" size="sm" onClick={copy} data-tour="booking-copy">
          <CopyIcon className="size-4" aria-hidden="true" />
          {m.ob_copy()}
        </Button>
        <a
          href={`${base}${savedSlug}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          {m.ob_open()}
          <ExternalIcon className="size-4" aria-hidden="true" />
        </a>
      </div>
    </div>
  );
}

/** Every field's error in one list at the top of the form, as well as under each field. */
export function ErrorSummary({ errors }: { errors: Record<string, string | string[] | undefined> }) {
  const messages = [
    ...new Set(
      Object.values(errors)
        .map((e) => errorText(e))
        .filter((e): e is string => Boolean(e)),
    ),
  ];
  if (messages.length === 0) return null;
  return (
    <Alert tone="error" role="alert">
      <ul className="list-disc pl-4">
        {messages.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </Alert>
  );
}
