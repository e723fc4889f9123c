export { ClassDetailPage } from './class-detail-page';
export { ClassFormPage } from './class-form-page';
export { ClassesListPage } from './classes-list-page';
export { PackageDetailPage } from './package-detail-page';
export { PackageFormPage } from './package-form-page';
export { PackagesListPage } from './packages-list-page';
