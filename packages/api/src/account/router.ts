import { router } from '../core/trpc';
import { deleteProfile } from './delete-profile';
import { updatePassword } from './update-password';
import { updateLocale, updateProfile } from './update-profile';

export const accountRouter = router({ updateProfile, updateLocale, updatePassword, deleteProfile });
