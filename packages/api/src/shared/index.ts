export * from './access';
export * from './auth-schemas';
export * from './plans';
export * from './schemas';
export * from './validation';
