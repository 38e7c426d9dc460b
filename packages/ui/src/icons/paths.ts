/**
 * 24x24 stroke icons (after Lucide, ISC): one or more path `d` strings per name.
 * Only those the pages anyone may see draw (sign-in, error and maintenance pages) are
 * here; the rest (more-paths.ts) load with `preloadIcons`, or when an icon not here first
 * renders (DESIGN.md section 8). ICON_PATHS holds every icon once they have loaded.
 */
export const ICON_PATHS: Record<string, string[]> = {
  tool: ['M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z'],
  close: ['M18 6L6 18M6 6l12 12'],
  'arrow-up': ['M12 19V5M5 12l7-7 7 7'],
  key: ['M15.5 7.5a3.5 3.5 0 1 0 0 .01', 'M12.9 10.1L3 20v2h3l1-1v-2h2v-2h2l1.9-1.9'],
};
