export * from './object-storage.port.js';
export * from './local-folder.object-storage.js';
export * from './s3.object-storage.js';
export * from './create-object-storage.js';
