// The heavy compound components (each carries a zag state machine): loaded on first use,
// so the sign-in page does not pay for menus, dialogs and drawers it never opens.
export { Accordion, Avatar, Checkbox, Dialog, Drawer, Menu, Popover, Switch, Tabs } from '@chakra-ui/react';
