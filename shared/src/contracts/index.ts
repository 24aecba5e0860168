export * from './domain';
export * from './common';
export * from './auth';
export * from './profile';
export * from './statistics';
export * from './clients';
export * from './client-documents';
