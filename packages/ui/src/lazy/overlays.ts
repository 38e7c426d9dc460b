// The heavy compound components (each carries a zag state machine): loaded on first use,
// so the sign-in page does not pay for menus, dialogs and drawers it never opens.
import {
  accordionSlotRecipe,
  avatarSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';
import { addSlotRecipes } from '../theme/lazy-recipes';

// Their recipes come with them (not in theme/system.ts).
addSlotRecipes({
  accordion: accordionSlotRecipe,
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  popover: popoverSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
});

export {
  Accordion,
  Avatar,
  Checkbox,
  Dialog,
  Drawer,
  Menu,
  Popover,
  Switch,
  Tabs,
} from '@chakra-ui/react';
export { ConfirmDialog } from '../dialogs/confirm-dialog';
export { DateConfirmDialog } from '../dialogs/date-confirm-dialog';
