// One implementation, shared with the README's commands (which run before any install).
export { findExecutable } from '@sluice/scripts/find-executable';
