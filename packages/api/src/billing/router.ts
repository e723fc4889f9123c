import { router } from '../core/trpc';
import { addon, cancelAddon } from './addon';
import { addCard, confirmCard, deleteCard, listCards, setDefaultCard } from './cards';
import { addons, plans } from './catalogue';
import { details } from './details';
import { history } from './history';
import { autoRenew, cancel, resume } from './renew';
import { subscribe } from './subscribe';
import { swap } from './swap';

/** Kairos's own billing: /subscription/* and PUT /user/auto-renew (docs/product/billing.md). One file per procedure. */
export const billingRouter = router({
  details,
  plans,
  addons,
  history,
  cards: listCards,
  addCard,
  confirmCard,
  setDefaultCard,
  deleteCard,
  subscribe,
  swap,
  cancel,
  resume,
  autoRenew,
  addon,
  cancelAddon,
});
