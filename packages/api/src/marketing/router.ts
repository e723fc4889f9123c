import { router } from '../core/trpc';
import { requestAccess } from './access';
import { cancel, count, run } from './actions';
import { optedOut, optOut } from './opt-out';
import { list, show } from './read';
import { campaignSales } from './sales';
import { create, duplicate, update } from './write';

/** Marketing campaigns: /marketing/* (SPEC 7 "Marketing"). One file per procedure group. */
export const marketingRouter = router({
  list,
  show,
  create,
  update,
  cancel,
  run,
  duplicate,
  count,
  sales: campaignSales,
  requestAccess,
  optedOut,
  optOut,
});
