export * from './tenancy';
export * from './agents';
export * from './properties';
export * from './leads';
export * from './activities';
export * from './mail';
export * from './builders';
