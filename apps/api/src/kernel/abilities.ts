import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { AbilityRule, Action, Subject } from '@sp/contracts';

/** What a caller may do, as CASL checks it; the rules come from @sp/contracts (users builds them per role). */
export type AppAbility = MongoAbility<[Action, Subject]>;

export const buildAbility = (rules: AbilityRule[]): AppAbility =>
  createMongoAbility<[Action, Subject]>(rules);
