import type { AbilityNeed } from '@sp/contracts';
import { useAuthStore } from './auth-store';

/** True when the signed-in user's rules allow `need` (or nothing is needed). */
export function useCan(need: AbilityNeed | undefined): boolean {
  const ability = useAuthStore((s) => s.ability);
  return need ? ability.can(need.action, need.subject) : true;
}
