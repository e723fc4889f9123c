import { router } from '../core/trpc';
import { addClient } from './add-client';
import { create } from './create';
import { remove } from './delete';
import { exportAppointments } from './export';
import { get, list, offline } from './read';
import { removeClient } from './remove-client';
import { update } from './update';
import { updateClients } from './update-clients';
import { updateStatus } from './update-status';
import { updateTime } from './update-time';

export const appointmentsRouter = router({
  list,
  get,
  offline,
  create,
  update,
  updateTime,
  updateStatus,
  updateClients,
  addClient,
  removeClient,
  delete: remove,
  export: exportAppointments,
});
