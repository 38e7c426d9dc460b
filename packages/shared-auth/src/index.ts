export { useAuthStore, isSignedIn, ensureAbility } from './auth-store';
export type { UserData, SignIn } from './auth-store';
export { buildAbility, loadAbility, parseRules } from './ability';
export type { AppAbility, AbilityRule } from './ability';
export { STORAGE_KEYS } from './storage';
export { useCan } from './use-can';
export { guardDecision, landingPath, loginPath, mergeHandles } from './guard';
export type { GuardDecision, GuardInput, Role } from './guard';
// The store maker the face is built on (zustand, bundled here once): the shell's own
// stores use it rather than ship a second copy (DESIGN.md section 8).
export { create } from 'zustand';
