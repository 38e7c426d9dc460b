import type { MongoAbility, RawRuleOf } from '@casl/ability';
import type { AbilityAction } from '@sp/contracts';

export type AppAbility = MongoAbility<[AbilityAction, string]>;
export type AbilityRule = RawRuleOf<AppAbility>;

type Build = (rules: AbilityRule[]) => AppAbility;

// CASL is not part of the sign-in page (DESIGN.md section 8): it loads with the first
// signed-in user (ensureAbility in the auth store); until then every check is refused.
let build: Build | null = null;
let loading: Promise<Build> | null = null;

/** Loads CASL (once); buildAbility is exact from then on. */
export function loadAbility(): Promise<Build> {
  loading ??= import('./casl').then((m) => (build = m.buildCaslAbility));
  return loading;
}

/** True once CASL has loaded. */
export function abilityLoaded(): boolean {
  return build !== null;
}

/** What every check answers before CASL has loaded: nothing is allowed. */
const DENY_ALL = {
  rules: [],
  can: () => false,
  cannot: () => true,
  relevantRuleFor: () => null,
  rulesFor: () => [],
  possibleRulesFor: () => [],
} as unknown as AppAbility;

/**
 * The ability for a set of rules. Exact once loadAbility() has resolved (the shell awaits
 * it before a signed-in user sees a page); before that, an ability that allows nothing.
 */
export function buildAbility(rules: AbilityRule[]): AppAbility {
  return build ? build(rules) : DENY_ALL;
}

/**
 * Parses stored rules. SPEC section 6: rules that cannot be parsed log an error and the
 * rules stay empty. (Rules CASL itself refuses are caught when the ability is built.)
 */
export function parseRules(raw: string | null): AbilityRule[] {
  if (!raw) return [];
  try {
    const rules: unknown = JSON.parse(raw);
    if (!Array.isArray(rules)) throw new Error('userAbilityRules is not a list');
    return rules as AbilityRule[];
  } catch (error) {
    console.error('Could not parse userAbilityRules', error);
    return [];
  }
}
