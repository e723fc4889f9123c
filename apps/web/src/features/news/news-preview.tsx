import { m } from '@kairos/i18n';
import { Card } from '@kairos/ui';

/** The item as an owner's bell shows it: the title, then the body as plain text with its line breaks. */
export function NewsPreview({ title, body }: { title: string; body: string }) {
  return (
    <aside aria-labelledby="news-preview-title" className="lg:sticky lg:top-4 lg:self-start">
      <Card>
        <h2 id="news-preview-title" className="mb-3 text-sm font-medium text-gray-500">
          {m.news_preview()}
        </h2>
        <div className="rounded-lg border border-gray-200 p-3 text-sm" data-testid="news-preview">
          <p className="font-semibold wrap-anywhere text-gray-900">{title.trim() || m.news_preview_title()}</p>
          <p className="mt-1 whitespace-pre-line wrap-anywhere text-gray-700">{body.trim() || m.news_preview_body()}</p>
        </div>
      </Card>
    </aside>
  );
}
