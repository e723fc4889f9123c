import { router } from '../core/trpc';
import { estimate } from './estimate';

/** The tax estimate (premium): UK self-assessment and Ukrainian FOP single tax. */
export const taxRouter = router({ estimate });
