import { router } from '../core/trpc';
import { exportClients, importTemplate } from './export';
import { importClients } from './import';
import { marketingConsent } from './marketing-consent';
import { clientsCrud } from './procedures';
import { related } from './related';

export const clientsRouter = router({
  ...clientsCrud.procedures,
  related,
  export: exportClients,
  importTemplate,
  import: importClients,
  marketingConsent,
});
