import { m } from '@kairos/i18n';
import { Badge, buttonClass, PlusIcon } from '@kairos/ui';
import { type DataColumn, DataTable } from '@kairos/ui/data-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { EmptyState, PagedList } from '../../lib/records/list-parts';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';
import { localeLabel, NEWS_FORM, newsDate, newsFormPath } from './labels';

type Row = RouterOutputs['adminNews']['list']['items'][number];

/** /admin/news: every item (drafts too) with its status, language and date; the title opens the form. */
export function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({ ...trpc.adminNews.list.queryOptions({ page, per_page: 25 }), placeholderData: keepPreviousData });
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
      <PagedList query={query} rows={5} empty={<EmptyState title={m.news_empty()} />} onPage={go}>
        {(items) => <NewsTable rows={items} />}
      </PagedList>
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

/** The kit's table (cards on phones); the title opens the form. */
function NewsTable({ rows }: { rows: Row[] }) {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const columns: DataColumn<Row>[] = [
    {
      id: 'title',
      header: m.news_col_title(),
      primary: true,
      cell: (r) => (
        <Link
          to={newsFormPath(r.id)}
          className="font-medium wrap-anywhere text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {r.title}
        </Link>
      ),
    },
    { id: 'language', header: m.news_col_language(), cell: (r) => localeLabel(r.locale) },
    { id: 'status', header: m.news_col_status(), aside: true, cell: (r) => <StatusBadge row={r} /> },
    {
      id: 'date',
      header: m.news_col_date(),
      className: 'whitespace-nowrap',
      cell: (r) => newsDate(r.published_at ?? r.updated_at, locale, timeZone),
    },
  ];
  return <DataTable rows={rows} columns={columns} caption={m.news_list_title()} rowId={(r) => r.id} rowTestId="news-row" />;
}
