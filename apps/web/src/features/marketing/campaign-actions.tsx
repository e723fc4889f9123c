import type { CampaignOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import {
  buttonClass,
  ConfirmDialog,
  CopyIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  useToast,
} from '@kairos/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { DotsIcon, PencilIcon, TrashIcon } from '../../lib/records/icons';
import { marketingCalls, refreshMarketing } from './api';
import { campaignPath, editCampaignPath, isOpen } from './labels';
import { RunNowDialog } from './run-now-dialog';

type Confirm = 'run' | 'cancel' | null;

/** Hook: run now / cancel / duplicate a campaign with their toasts; the list and pages refresh after each. */
export function useCampaignCommands(c: CampaignOutput) {
  const toast = useToast();
  const navigate = useNavigate();
  const fail = (e: unknown) => {
    toast({ title: m.popup_failed(), description: errorInfo(e).message, tone: 'error' });
    throw e;
  };
  const done = (description: string) => {
    void refreshMarketing();
    toast({ title: m.popup_success(), description, tone: 'success' });
  };
  return {
    run: () => marketingCalls.run(c.id).then(() => done(m.wmkt_run_done({ name: c.name })), fail),
    cancel: () => marketingCalls.cancel(c.id).then(() => done(m.wmkt_cancel_done({ name: c.name })), fail),
    duplicate: () =>
      marketingCalls.duplicate(c.id).then((copy) => {
        done(m.wmkt_duplicate_done({ name: c.name }));
        navigate(editCampaignPath(copy.id));
      }, fail),
  };
}

/** The confirmations of run now (recipients and credits first) and cancel. */
export function CampaignConfirms({
  campaign: c,
  confirm,
  setConfirm,
}: {
  campaign: CampaignOutput;
  confirm: Confirm;
  setConfirm: (c: Confirm) => void;
}) {
  const commands = useCampaignCommands(c);
  const close = (open: boolean) => (open ? undefined : setConfirm(null));
  return (
    <>
      <RunNowDialog campaign={c} open={confirm === 'run'} onOpenChange={close} onConfirm={commands.run} />
      <ConfirmDialog
        open={confirm === 'cancel'}
        onOpenChange={close}
        title={m.wmkt_cancel_title({ name: c.name })}
        description={m.wmkt_cancel_text()}
        confirmLabel={m.wmkt_cancel_confirm()}
        cancelLabel={m.wmkt_keep()}
        closeLabel={m.wmkt_close()}
        onConfirm={commands.cancel}
      />
    </>
  );
}

/** A campaign's menu: edit, run now and cancel while it is a draft or scheduled; duplicate and show always. */
export function CampaignActions({ campaign: c }: { campaign: CampaignOutput }) {
  const navigate = useNavigate();
  const commands = useCampaignCommands(c);
  const [confirm, setConfirm] = useState<Confirm>(null);
  // A dialog opens once the menu has handed focus back to its button, so it returns focus there.
  const pending = useRef<Confirm>(null);
  const open = isOpen(c);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger aria-label={m.wmkt_actions_for({ name: c.name })} className={buttonClass('ghost', 'sm', 'px-2')}>
          <DotsIcon className="size-5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          onCloseAutoFocus={() => {
            const next = pending.current;
            pending.current = null;
            if (next) window.setTimeout(() => setConfirm(next), 0);
          }}
        >
          <DropdownMenuItem onSelect={() => navigate(campaignPath(c.id))}>{m.wmkt_action_show()}</DropdownMenuItem>
          {open ? (
            <>
              <DropdownMenuItem onSelect={() => navigate(editCampaignPath(c.id))}>
                <PencilIcon className="size-4 text-gray-400" />
                {m.wmkt_action_edit()}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => (pending.current = 'run')}>{m.wmkt_action_run()}</DropdownMenuItem>
            </>
          ) : null}
          <DropdownMenuItem onSelect={() => void commands.duplicate().catch(() => undefined)}>
            <CopyIcon className="size-4 text-gray-400" />
            {m.wmkt_action_duplicate()}
          </DropdownMenuItem>
          {open ? (
            <DropdownMenuItem
              className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
              onSelect={() => (pending.current = 'cancel')}
            >
              <TrashIcon className="size-4" />
              {m.wmkt_action_cancel()}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <CampaignConfirms campaign={c} confirm={confirm} setConfirm={setConfirm} />
    </>
  );
}
