import { waitlistEntries } from '@kairos/db';
import type { BusinessScope } from '../core/scope';
import { findOwned } from '../core/tenant';

/** One of this business's entries (another business's id is NOT_FOUND). */
export const ownEntry = (scope: BusinessScope, id: string) => findOwned(scope.db, waitlistEntries, scope.businessId, id);
