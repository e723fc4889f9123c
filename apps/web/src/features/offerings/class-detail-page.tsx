import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Badge, Card } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackLink, DetailBody, DetailHeader, Fact } from '../../lib/detail-parts';
import { useLocale } from '../../lib/i18n';
import { formatDuration } from '../../lib/money';
import { OfferingGate } from '../../lib/offering-gate';
import { trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { ClassSessions } from './class-sessions';
import { todayIn } from './format';
import { CLASSES_FORM, CLASSES_LIST, type ClassDetail } from './records';
import { refreshClass } from './session-actions';

/**
 * /appointments/classes/:id: the class's facts and its sessions, 62 days at a
 * time from today (Earlier / Later move the window), where sessions are added
 * and clients booked in or taken out.
 */
export function ClassDetailPage() {
  const { id = '' } = useParams();
  const user = useUser();
  const today = todayIn(user.business?.timezone ?? 'UTC');
  const [from, setFrom] = useState(today);
  const query = useQuery({ ...trpc.classes.get.queryOptions({ id, from }), placeholderData: keepPreviousData });
  const listPath = query.data?.archived_at ? `${CLASSES_LIST}?archived=1` : CLASSES_LIST;

  return (
    <OfferingGate feature="classes" title={m.wo_nav_classes()}>
      <BackLink to={listPath} />
      <DetailBody query={query} listPath={CLASSES_LIST}>
        {(c) => (
          <>
            <DetailHeader
              area="classes"
              record={c}
              formPath={CLASSES_FORM}
              listPath={CLASSES_LIST}
              marker={<span aria-hidden="true" className="size-4 shrink-0 rounded-full" style={{ backgroundColor: c.colour }} />}
              subtitle={<span>{m.wo_class_kind()}</span>}
              toasts={{
                archived: () => m.classes_archived(),
                restored: () => m.classes_restored(),
                deleted: () => m.classes_deleted(),
              }}
              deleteTitle={(name) => m.wo_class_delete_title({ name })}
              onChanged={() => void refreshClass()}
            />
            {c.archived_at ? (
              <Alert tone="info" className="mb-6">
                {m.wo_class_archived_notice()}
              </Alert>
            ) : null}
            <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
              <ClassFacts record={c} />
              <ClassSessions record={c} today={today} onWindow={setFrom} loading={query.isPlaceholderData} />
            </div>
          </>
        )}
      </DetailBody>
    </OfferingGate>
  );
}

function ClassFacts({ record: c }: { record: ClassDetail }) {
  const { locale } = useLocale();
  return (
    <Card title={m.wo_class_section_details()} className="self-start">
      <dl className="grid grid-cols-2 gap-4 text-sm lg:grid-cols-1">
        <Fact label={m.wo_class_spaces()} testId="class-spaces">
          {c.spaces}
        </Fact>
        <Fact label={m.wo_class_limit()}>
          {c.limit_spaces ? (
            <Badge tone="info">{m.wo_limit_on()}</Badge>
          ) : (
            <span className="text-gray-600">{m.wo_limit_off()}</span>
          )}
        </Fact>
        <Fact label={m.wo_class_duration()}>{formatDuration(c.duration_minutes)}</Fact>
        <Fact label={m.wo_class_price()}>{formatMoney(c.price, c.currency, locale)}</Fact>
        <Fact label={m.wc_col_online()}>{c.online_booking ? m.wc_yes() : m.wc_no()}</Fact>
        <Fact label={m.wo_notes()} className="col-span-2 lg:col-span-1">
          {c.notes ? <span className="whitespace-pre-line">{c.notes}</span> : null}
        </Fact>
      </dl>
    </Card>
  );
}
