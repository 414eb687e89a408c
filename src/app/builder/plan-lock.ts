import { atom } from 'nanostores';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';
import type { ModuleType } from '#modules/types.ts';

/**
 * What the member's plan lacks (from the page's detail): module entitlement → the name of the plan
 * that unlocks it. The builder marks modules needing one before the member spends time on them.
 */
export const $locked = atom<Readonly<Record<string, string>>>({});

/** The name of the plan a module type needs and the member lacks, if any (its `requires`). */
export function lockedPlan(locked: Readonly<Record<string, string>>, type: ModuleType): string | undefined {
  const requires = SCHEMA_REGISTRY[type]?.requires;
  return requires ? locked[requires] : undefined;
}
