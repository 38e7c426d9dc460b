import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { AbilityAction } from '@sp/contracts';

export type AppAbility = MongoAbility<[AbilityAction, string]>;
export type AbilityRule = RawRuleOf<AppAbility>;

export function buildAbility(rules: AbilityRule[]): AppAbility {
  return createMongoAbility<[AbilityAction, string]>(rules);
}

/**
 * Parses stored rules. SPEC section 6: rules that cannot be parsed log an error and the
 * rules stay empty.
 */
export function parseRules(raw: string | null): AbilityRule[] {
  if (!raw) return [];
  try {
    const rules: unknown = JSON.parse(raw);
    if (!Array.isArray(rules)) throw new Error('userAbilityRules is not a list');
    buildAbility(rules as AbilityRule[]);
    return rules as AbilityRule[];
  } catch (error) {
    console.error('Could not parse userAbilityRules', error);
    return [];
  }
}
