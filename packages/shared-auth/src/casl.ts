import { createMongoAbility } from '@casl/ability';
import type { AbilityAction } from '@sp/contracts';
import type { AbilityRule, AppAbility } from './ability';

/** CASL itself: loaded by loadAbility(), with the first signed-in user (DESIGN.md section 8). */
export function buildCaslAbility(rules: AbilityRule[]): AppAbility {
  return createMongoAbility<[AbilityAction, string]>(rules);
}
