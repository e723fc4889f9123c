import { router } from '../core/trpc';
import { create, remove, update, updateClients, updateStatus, updateTime } from './mutate';
import { get, list, offline } from './read';

export const appointmentsRouter = router({
  list,
  get,
  offline,
  create,
  update,
  updateTime,
  updateStatus,
  updateClients,
  delete: remove,
});
