import { randomBytes } from 'node:crypto';

/** A new schema name, so every check starts from an empty store. */
export function freshSchema(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}
