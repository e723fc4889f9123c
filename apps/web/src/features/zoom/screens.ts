export { ZoomIntegrationPage } from './zoom-page';
