/** A run of messages that must be kept or dropped together (a tool call with its results). */
export interface TrimUnit {
  /** Tokens of every message in the unit. */
  cost: number;
  /** Whether the unit's first message is a user message (a good place for history to start). */
  startsWithUser: boolean;
}

/** What `selectUnits` decided. */
export interface UnitSelection {
  /** `keep[i]` tells whether unit `i` is kept. */
  keep: boolean[];
  /** False when even the pinned unit does not fit in the budget. */
  fits: boolean;
  /** Tokens of the kept units. */
  keptCost: number;
  /** Tokens the pinned unit needs on its own (0 without one). */
  requiredCost: number;
}

/**
 * Chooses which units (oldest first) fit in `budget`: the pinned unit (the newest user message)
 * always, then the newest units back in time until one does not fit; older units are never kept
 * past a gap. When `startWithUser` is set, kept history that would start with a non-user unit is
 * shortened until it starts with one (or with the pinned unit). Linear in the number of units.
 */
export function selectUnits(
  units: readonly TrimUnit[],
  budget: number,
  pinned: number | undefined,
  startWithUser: boolean,
): UnitSelection {
  const keep = units.map(() => false);
  const requiredCost = pinned === undefined ? 0 : (units[pinned]?.cost ?? 0);
  if (requiredCost > budget) return { keep, fits: false, keptCost: 0, requiredCost };
  let remaining = budget - requiredCost;
  if (pinned !== undefined) keep[pinned] = true;
  for (let i = units.length - 1; i >= 0; i--) {
    if (i === pinned) continue;
    const cost = units[i]?.cost ?? 0;
    if (cost > remaining) break;
    keep[i] = true;
    remaining -= cost;
  }
  if (startWithUser) {
    for (let i = 0; i < units.length; i++) {
      if (!keep[i]) continue;
      if (i === pinned || units[i]?.startsWithUser === true) break;
      keep[i] = false;
      remaining += units[i]?.cost ?? 0;
    }
  }
  return { keep, fits: true, keptCost: budget - remaining, requiredCost };
}
