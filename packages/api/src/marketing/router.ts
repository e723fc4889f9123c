import { router } from '../core/trpc';
import { requestAccess } from './access';
import { cancel, count } from './actions';
import { optedOut, optOut } from './opt-out';
import { list, show } from './read';
import { campaignSales } from './sales';
import { run, sendNow } from './send';
import { create, duplicate, update } from './write';

/** Marketing campaigns: /marketing/* (docs/product/marketing.md "Marketing"). One file per procedure group. */
export const marketingRouter = router({
  list,
  show,
  create,
  update,
  cancel,
  run,
  sendNow,
  duplicate,
  count,
  sales: campaignSales,
  requestAccess,
  optedOut,
  optOut,
});
