/** SPEC section 9: page-size options of every list. */
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** SPEC section 9 breakpoints, in px (the Chakra system uses the same). */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** Below this width (lg - 1) the navigation is a vertical drawer. */
export const OVERLAY_NAV_MAX_WIDTH = BREAKPOINTS.lg - 1;
export const OVERLAY_NAV_QUERY = `(max-width: ${OVERLAY_NAV_MAX_WIDTH}px)`;

/** Scroll-to-top appears past this; hash targets sit this far below the top (sticky navbar). */
export const SCROLL_TOP_THRESHOLD_PX = 200;
export const HASH_SCROLL_OFFSET_PX = 60;
