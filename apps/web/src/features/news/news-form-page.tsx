import { newsInput } from '@kairos/api/shared/news-schemas';
import { m } from '@kairos/i18n';
import { Button, Card, SelectField, Spinner, Switch, TextField, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { FormActions } from '../../lib/form-actions';
import { FormError } from '../../lib/form-error';
import { PageHeader } from '../../lib/page-header';
import { TextAreaField } from '../../lib/records';
import { SubmitButton } from '../../lib/submit-button';
import { queryClient, type RouterOutputs, trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { DeleteNews } from './delete-news';
import { NEWS_LIST } from './labels';
import { NewsPreview } from './news-preview';

type Item = RouterOutputs['adminNews']['get'];
type Values = { title: string; body: string; locale: string; publish: string };

const valuesOf = (item?: Item): Values => ({
  title: item?.title ?? '',
  body: item?.body ?? '',
  locale: item?.locale ?? '',
  publish: item?.status === 'published' ? '1' : '',
});

/** /admin/news/form/:id?: write or change a news item, with a preview of it as the owners' bell shows it. */
export function NewsFormPage() {
  const { id } = useParams();
  const item = useQuery({ ...trpc.adminNews.get.queryOptions({ id: id ?? '' }), enabled: !!id });
  const title = id ? m.news_edit_title() : m.news_new_title();
  if (id && !item.data) {
    return (
      <>
        <PageHeader title={title} />
        {item.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorInfo(item.error).message}
          </p>
        ) : (
          <Spinner className="size-6 text-brand-600" label={m.web_loading()} />
        )}
      </>
    );
  }
  return <NewsForm key={id ?? 'new'} title={title} item={item.data} />;
}

function NewsForm({ title, item }: { title: string; item?: Item }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const create = useMutation(trpc.adminNews.create.mutationOptions());
  const update = useMutation(trpc.adminNews.update.mutationOptions());
  const form = useForm({
    schema: newsInput,
    initial: valuesOf(item),
    toInput: (v: Values) => ({ title: v.title, body: v.body, locale: v.locale || null, publish: v.publish === '1' }),
    onSubmit: async (data) => {
      const saved = item ? await update.mutateAsync({ ...data, id: item.id }) : await create.mutateAsync(data);
      await queryClient.invalidateQueries({ queryKey: trpc.adminNews.pathKey() });
      toast({
        title: m.popup_success(),
        description: saved.status === 'published' ? m.news_saved_published() : m.news_saved_draft(),
      });
      navigate(NEWS_LIST);
    },
  });
  const v = form.values;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          item ? (
            <Button variant="danger" onClick={() => setDeleting(true)} data-testid="news-delete">
              {m.news_delete()}
            </Button>
          ) : null
        }
      />
      {item ? <DeleteNews id={item.id} open={deleting} onOpenChange={setDeleting} /> : null}
      <form noValidate onSubmit={form.handleSubmit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <FormError message={form.formError} />
          <Card>
            <div className="flex flex-col gap-5">
              <TextField label={m.news_field_title()} maxLength={150} autoComplete="off" {...form.field('title')} />
              <TextAreaField
                label={m.news_field_body()}
                hint={m.news_field_body_hint()}
                rows={8}
                maxLength={5000}
                {...form.field('body')}
              />
              <SelectField label={m.news_field_language()} fieldClassName="sm:max-w-xs" {...form.field('locale')}>
                <option value="">{m.news_locale_both()}</option>
                <option value="uk">{m.news_locale_uk()}</option>
                <option value="en">{m.news_locale_en()}</option>
              </SelectField>
              <Switch
                id={form.idOf('publish')}
                checked={v.publish === '1'}
                onChange={(on) => form.setValue('publish', on ? '1' : '')}
                label={m.news_field_publish()}
                description={m.news_field_publish_hint()}
              />
            </div>
          </Card>
        </div>
        <NewsPreview title={v.title} body={v.body} />
        <div className="lg:col-span-2">
          <FormActions>
            <Button variant="secondary" onClick={() => navigate(NEWS_LIST)}>
              {m.news_cancel()}
            </Button>
            <SubmitButton loading={form.submitting} data-testid="news-save">
              {v.publish === '1' ? m.news_save_publish() : m.news_save_draft()}
            </SubmitButton>
          </FormActions>
        </div>
      </form>
    </>
  );
}
