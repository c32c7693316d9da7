export * from './audit.js';
export * from './contacts.js';
export * from './enums.js';
export * from './jobs.js';
export * from './networks.js';
export * from './settings.js';
export * from './users.js';
