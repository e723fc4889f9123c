import type { RouterOutputs } from '../../lib/trpc';

/** A class as the list and form know it; the detail adds its sessions. */
export type ClassRecord = RouterOutputs['classes']['list']['items'][number];
export type ClassDetail = RouterOutputs['classes']['get'];
export type Session = ClassDetail['sessions'][number];
export type SessionClient = Session['clients'][number];

export type PackageRecord = RouterOutputs['packages']['list']['items'][number];
export type PackageDetail = RouterOutputs['packages']['get'];
export type PackageService = PackageDetail['services'][number];

export const CLASSES_LIST = '/appointments/classes/list';
export const CLASSES_FORM = '/appointments/classes/form';
export const classPath = (id: string) => `/appointments/classes/${id}`;
export const PACKAGES_LIST = '/appointments/packages/list';
export const PACKAGES_FORM = '/appointments/packages/form';
export const packagePath = (id: string) => `/appointments/packages/${id}`;
