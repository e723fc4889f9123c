import { m } from '@kairos/i18n';
import { ConfirmDialog, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { queryClient, trpc } from '../../lib/trpc';
import { NEWS_LIST } from './labels';

/** Deleting an item takes it out of every bell; the dialog says so. */
export function DeleteNews({ id, open, onOpenChange }: { id: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useMutation(trpc.adminNews.remove.mutationOptions());
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="danger"
      title={m.news_delete_title()}
      description={m.news_delete_description()}
      confirmLabel={m.news_delete()}
      cancelLabel={m.news_cancel()}
      closeLabel={m.news_close()}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ id });
        } catch (error) {
          toast({ tone: 'error', title: errorInfo(error).message });
          return;
        }
        await queryClient.invalidateQueries({ queryKey: trpc.adminNews.pathKey() });
        toast({ title: m.popup_success(), description: m.news_deleted() });
        navigate(NEWS_LIST);
      }}
    />
  );
}
