import { router } from '../core/trpc';
import { updatePassword } from './update-password';
import { updateLocale, updateProfile } from './update-profile';

export const accountRouter = router({ updateProfile, updateLocale, updatePassword });
