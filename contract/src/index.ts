export * from './api.js';
export * from './glasses-art.js';
export * from './messages.js';
export * from './regions.js';
export * from './rules.js';
export * from './sample-data.js';
