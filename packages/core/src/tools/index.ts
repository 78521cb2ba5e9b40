export type { ToolSet } from './tool-set.js';
