/**
 * The Lua scripts of the Redis single-flight. Each touches one key's entry and lease only (same
 * hash tag, so same cluster slot) and runs atomically. A value of another Redis type under the
 * entry key (not a string) reads as `''`, which never decodes as an entry.
 */

/** Reads the entry as a string, or `''` for a value of another type, or `false` when absent. */
const READ_ENTRY = `
local value = redis.pcall('GET', KEYS[1])
if type(value) == 'table' and value.err then value = '' end
`;

/**
 * KEYS: entry, lease; ARGV: token, lease ms. Returns `{1, value}` when the entry exists, `{2}` when
 * this call took the lease, `{0}` when another holder has it.
 */
export const ACQUIRE_SCRIPT = `${READ_ENTRY}
if value then return {1, value} end
if redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2], 'NX') then return {2} end
return {0}
`;

/** KEYS: entry, lease. Returns `{1, value}` when the entry exists, else `{0, lease PTTL}` (-2 when no lease). */
export const STATUS_SCRIPT = `${READ_ENTRY}
if value then return {1, value} end
return {0, redis.call('PTTL', KEYS[2])}
`;

/** KEYS: lease; ARGV: token, lease ms. Extends the lease while it holds `token`; returns 1, else 0. */
export const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;

/**
 * KEYS: entry, lease; ARGV: token, value, entry ms, channel. The fenced write: stores the entry only
 * while the lease holds `token`, ends the lease and publishes `done`. Returns 1, or 0 when the lease
 * was lost (nothing written).
 */
export const COMMIT_SCRIPT = `
if redis.call('GET', KEYS[2]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
redis.call('DEL', KEYS[2])
redis.call('PUBLISH', ARGV[4], 'done')
return 1
`;

/** KEYS: lease; ARGV: token, channel. Ends the lease while it holds `token` and publishes `failed`. */
export const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('PUBLISH', ARGV[2], 'failed')
return 1
`;
