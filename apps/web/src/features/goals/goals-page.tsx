import { GOAL_CATEGORIES, type GoalProgress } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Button, ConfirmDialog, PlusIcon, useToast } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FeatureGate } from '../../lib/blocked-feature';
import { PageHeader } from '../../lib/page-header';
import { BlockedHint, EmptyState, ListSkeleton, LoadError, useWriteAccess } from '../../lib/records';
import { useMoneyField } from '../../lib/use-money-field';
import { goalCalls, goalQueries, refreshGoals } from './api';
import { GoalCard } from './goal-card';
import { GoalWizard } from './goal-wizard';

type Editing = { goal: GoalProgress | null } | null;

/** /account-setup/goals (premium): the goals with their progress, the 4-step wizard to add or change one. */
export function GoalsPage() {
  return (
    <>
      <PageHeader title={m.wgo_title()} description={m.wgo_description()} />
      <FeatureGate feature="goals">
        <GoalsScreen />
      </FeatureGate>
    </>
  );
}

function GoalsScreen() {
  const toast = useToast();
  const access = useWriteAccess();
  const { currency } = useMoneyField(null);
  const list = useQuery(goalQueries.list());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GoalProgress | null>(null);
  if (list.isPending) return <ListSkeleton label={m.wgo_loading()} rows={3} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const goals = list.data;
  const full = goals.length >= GOAL_CATEGORIES.length;

  const remove = async () => {
    if (!deleting) return;
    await goalCalls.remove(deleting.id);
    await refreshGoals();
    toast({ title: m.popup_success(), description: m.wgo_deleted(), tone: 'success' });
    setDeleting(null);
  };
  const newButton = (
    <BlockedHint access={access}>
      <Button onClick={() => setEditing({ goal: null })} disabled={access.blocked || full} data-testid="goal-new">
        <PlusIcon className="size-4" />
        {m.wgo_new()}
      </Button>
    </BlockedHint>
  );

  return (
    <div className="flex flex-col gap-4">
      {goals.length === 0 ? (
        <EmptyState title={m.wgo_empty_title()} text={m.wgo_empty_text()} action={newButton} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">{newButton}</div>
          {full ? <Alert tone="info">{m.wgo_all_taken()}</Alert> : null}
          <div className="grid gap-4 lg:grid-cols-2">
            {goals.map((g) => (
              <GoalCard key={g.id} goal={g} onEdit={() => setEditing({ goal: g })} onDelete={() => setDeleting(g)} />
            ))}
          </div>
        </>
      )}
      {editing ? <GoalWizard goal={editing.goal} goals={goals} currency={currency} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={m.wgo_delete_title()}
        description={m.wgo_delete_text()}
        confirmLabel={m.wgo_delete()}
        cancelLabel={m.records_cancel()}
        closeLabel={m.web_close()}
        onConfirm={remove}
      />
    </div>
  );
}
