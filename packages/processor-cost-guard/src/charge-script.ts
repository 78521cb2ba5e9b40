/**
 * The Redis side of `RedisBudgetStore.charge`, atomic because Redis runs a script without
 * interleaving other commands. One hash per budget key; field `t<bucket>` holds tokens and
 * `c<bucket>` cost of one bucket. It drops buckets older than the window (and fields it does not
 * recognise), sums the rest, and adds the amounts unless a check was asked for and they do not fit.
 * The key expires with its newest bucket, measured on the caller's clock. Numbers go back as strings (Redis would truncate Lua numbers to integers).
 *
 * KEYS[1] the hash. ARGV: now, at, bucketMs, buckets, tokens, cost, tokenLimit ('' = none),
 * costLimit ('' = none), check ('1' or '0').
 * Returns: { accepted (1/0), usedTokens, usedCost, resetsAt ('' = none) }.
 */
export const CHARGE_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local at = tonumber(ARGV[2])
local bucketMs = tonumber(ARGV[3])
local n = tonumber(ARGV[4])
local addT = tonumber(ARGV[5])
local addC = tonumber(ARGV[6])
local limT = tonumber(ARGV[7])
local limC = tonumber(ARGV[8])
local check = ARGV[9] == '1'
local oldest = math.floor(now / bucketMs) - n + 1

local flat = redis.call('HGETALL', key)
local buckets = {}
local order = {}
local stale = {}
local usedT, usedC = 0, 0
for i = 1, #flat, 2 do
  local field = flat[i]
  local kind = string.sub(field, 1, 1)
  local b = tonumber(string.sub(field, 2))
  local v = tonumber(flat[i + 1])
  if b == nil or v == nil or (kind ~= 't' and kind ~= 'c') or b < oldest then
    stale[#stale + 1] = field
  else
    local e = buckets[b]
    if e == nil then
      e = { 0, 0 }
      buckets[b] = e
      order[#order + 1] = b
    end
    if kind == 't' then
      e[1] = e[1] + v
      usedT = usedT + v
    else
      e[2] = e[2] + v
      usedC = usedC + v
    end
  end
end
if #stale > 0 then redis.call('HDEL', key, unpack(stale)) end
table.sort(order)

local function fits(t, c)
  return (limT == nil or t + addT <= limT) and (limC == nil or c + addC <= limC)
end

if check and not fits(usedT, usedC) then
  local resetsAt = ''
  if fits(0, 0) then
    local t, c = usedT, usedC
    for _, b in ipairs(order) do
      t = t - buckets[b][1]
      c = c - buckets[b][2]
      if fits(t, c) then
        resetsAt = tostring((b + n) * bucketMs)
        break
      end
    end
  end
  return { 0, tostring(usedT), tostring(usedC), resetsAt }
end

local b = math.floor(at / bucketMs)
if b >= oldest then
  if addT ~= 0 then redis.call('HINCRBYFLOAT', key, 't' .. b, addT) end
  if addC ~= 0 then redis.call('HINCRBYFLOAT', key, 'c' .. b, addC) end
  usedT = usedT + addT
  usedC = usedC + addC
  if buckets[b] == nil and (addT ~= 0 or addC ~= 0) then order[#order + 1] = b end
end
local newest = nil
for _, bucket in ipairs(order) do
  if newest == nil or bucket > newest then newest = bucket end
end
local resetsAt = ''
if newest ~= nil then
  resetsAt = tostring((newest + n) * bucketMs)
  -- Relative to the caller's clock (the one the buckets are dated with).
  redis.call('PEXPIRE', key, math.max(1, (newest + n) * bucketMs - now))
end
return { 1, tostring(usedT), tostring(usedC), resetsAt }
`;
