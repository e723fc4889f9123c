export { AppointmentFormPage } from './form-page';
export { AppointmentViewPage } from './view-page';
