import { router } from '../core/trpc';
import { affiliatesCreate } from './affiliates-create';
import { affiliatesDelete } from './affiliates-delete';
import { affiliatesList } from './affiliates-list';
import { affiliatesUpdate } from './affiliates-update';
import { apiUsers } from './api-users';
import { payAffiliate } from './pay-affiliate';
import { promoCodesCreate } from './promo-codes-create';
import { promoCodesDelete } from './promo-codes-delete';
import { promoCodesList } from './promo-codes-list';
import { tokensCreate } from './tokens-create';
import { tokensList } from './tokens-list';
import { tokensRevoke } from './tokens-revoke';

/** Admin area: promo codes, API tokens and users, affiliates (docs/product/admin.md). One file per procedure. */
export const adminToolsRouter = router({
  promoCodesList,
  promoCodesCreate,
  promoCodesDelete,
  tokensList,
  tokensCreate,
  tokensRevoke,
  apiUsers,
  affiliatesList,
  affiliatesCreate,
  affiliatesUpdate,
  affiliatesDelete,
  payAffiliate,
});
