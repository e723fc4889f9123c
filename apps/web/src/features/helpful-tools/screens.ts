export { ExportInformationPage } from './export-information-page';
export { ImportClientsPage } from './import-clients-page';
