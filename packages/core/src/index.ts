export * from './errors/index.js';
export * from './messages/index.js';
export * from './processors/index.js';
export * from './stream/index.js';
export * from './model/index.js';
export * from './loop/index.js';
export * from './tools/index.js';
export * from './authoring/index.js';
