/** SPEC section 9: toasts close after 1000 ms. */
export const TOAST_DURATION_MS = 1000;
