import { subjects, type Action, type Subject } from '@sp/contracts';
import { buildAbility, type AbilityRule, type AppAbility } from '@sp/shared-auth';

/** The matrix's columns: `manage` is all four at once. */
export const MATRIX_ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
] as const satisfies readonly Action[];
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];
/** The matrix's rows: every subject but the wildcard `all`. */
export const MATRIX_SUBJECTS: readonly Subject[] = subjects.filter((s) => s !== 'all');

export type Cell = `${MatrixAction}:${Subject}`;
export const cellOf = (action: MatrixAction, subject: Subject): Cell => `${action}:${subject}`;

interface RuleRef {
  action: Action;
  subject: Subject;
}

/** The cells a set of raw rules allows (CASL decides: later and inverted rules win). */
export function allowedCells(rules: AbilityRule[] | AppAbility): Set<Cell> {
  const ability = Array.isArray(rules) ? buildAbility(rules) : rules;
  const cells = new Set<Cell>();
  for (const subject of MATRIX_SUBJECTS) {
    for (const action of MATRIX_ACTIONS)
      if (ability.can(action, subject)) cells.add(cellOf(action, subject));
  }
  return cells;
}

/**
 * The overrides that turn a role's default rules into the wanted cells: a grant for each
 * wanted cell the defaults refuse, a revoke for each allowed one that is not wanted.
 */
export function overridesFor(
  defaults: AbilityRule[],
  wanted: Set<Cell>,
): { grant: RuleRef[]; revoke: RuleRef[] } {
  const base = allowedCells(defaults);
  const grant: RuleRef[] = [];
  const revoke: RuleRef[] = [];
  for (const subject of MATRIX_SUBJECTS) {
    for (const action of MATRIX_ACTIONS) {
      const cell = cellOf(action, subject);
      if (wanted.has(cell) && !base.has(cell)) grant.push({ action, subject });
      if (!wanted.has(cell) && base.has(cell)) revoke.push({ action, subject });
    }
  }
  return { grant, revoke };
}

/** Wanted cells beyond what the editing admin holds themselves (the API refuses them). */
export function cellsAboveCeiling(wanted: Set<Cell>, ceiling: Set<Cell>): Cell[] {
  return [...wanted].filter((cell) => !ceiling.has(cell));
}
