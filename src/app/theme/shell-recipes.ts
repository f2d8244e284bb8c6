import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  kbdRecipe,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  separatorRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Recipes of the signed-in screens, in the app's system with the core ones (`system.ts`). A Chakra component whose recipe is in neither list renders unstyled: add its
 * recipe here when a screen starts using it.
 */
export const shellRecipes = {
  badge: badgeRecipe,
  code: codeRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  textarea: textareaRecipe,
};

export const shellSlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  select: selectSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
