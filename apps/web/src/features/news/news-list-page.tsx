import { m } from '@kairos/i18n';
import { Alert, Badge, Button, buttonClass, PlusIcon, ScrollArea, Spinner } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { ListTableHead } from '../../lib/list-table-head';
import { PageHeader } from '../../lib/page-header';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';
import { localeLabel, NEWS_FORM, newsDate, newsFormPath } from './labels';

type Row = RouterOutputs['adminNews']['list']['items'][number];

/** /admin/news: every item (drafts too) with its status, language and date; the title opens the form. */
export function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({ ...trpc.adminNews.list.queryOptions({ page, per_page: 25 }), placeholderData: keepPreviousData });
  const data = query.data;
  const go = (p: number) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true });
  return (
    <>
      <PageHeader
        title={m.news_list_title()}
        description={m.news_list_description()}
        actions={
          <Link to={NEWS_FORM} className={buttonClass('primary')} data-testid="news-new">
            <PlusIcon className="size-4" />
            {m.news_new()}
          </Link>
        }
      />
      {query.isError ? (
        <Alert tone="error" role="alert">
          {errorInfo(query.error).message}
        </Alert>
      ) : null}
      {query.isPending ? <Spinner className="size-6 text-brand-600" label={m.web_loading()} /> : null}
      {data && data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center text-sm text-gray-500">
          {m.news_empty()}
        </p>
      ) : data ? (
        <NewsTable rows={data.items} />
      ) : null}
      {data && data.last_page > 1 ? (
        <nav className="mt-4 flex items-center justify-between gap-3 text-sm text-gray-600">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
            {m.news_prev()}
          </Button>
          <span>{m.news_page({ page, pages: data.last_page })}</span>
          <Button variant="secondary" size="sm" disabled={page >= data.last_page} onClick={() => go(page + 1)}>
            {m.news_next()}
          </Button>
        </nav>
      ) : null}
    </>
  );
}

function StatusBadge({ row }: { row: Row }) {
  return row.status === 'published' ? (
    <Badge tone="success">{m.news_status_published()}</Badge>
  ) : (
    <Badge tone="neutral">{m.news_status_draft()}</Badge>
  );
}

/** A table from md (768 px), cards below. */
function NewsTable({ rows }: { rows: Row[] }) {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const when = (r: Row) => newsDate(r.published_at ?? r.updated_at, locale, timeZone);
  const open = (r: Row) => (
    <Link
      to={newsFormPath(r.id)}
      className="font-medium wrap-anywhere text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {r.title}
    </Link>
  );
  return (
    <>
      <ScrollArea label={m.news_list_title()} className="hidden rounded-xl border border-gray-200 bg-white shadow-xs md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.news_list_title()}</caption>
          <ListTableHead
            columns={[
              { label: m.news_col_title() },
              { label: m.news_col_language() },
              { label: m.news_col_status() },
              { label: m.news_col_date() },
            ]}
          />
          <tbody className="divide-y divide-gray-100">
            {rows.map((r) => (
              <tr key={r.id} className="hover:bg-gray-50/60" data-testid="news-row">
                <th scope="row" className="max-w-md px-4 py-3 font-normal">
                  {open(r)}
                </th>
                <td className="px-4 py-3 text-gray-600">{localeLabel(r.locale)}</td>
                <td className="px-4 py-3">
                  <StatusBadge row={r} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-600">{when(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={m.news_list_title()}>
        {rows.map((r) => (
          <li key={r.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs" data-testid="news-row">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">{open(r)}</div>
              <StatusBadge row={r} />
            </div>
            <p className="mt-2 text-sm text-gray-500">
              {localeLabel(r.locale)} · {when(r)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
