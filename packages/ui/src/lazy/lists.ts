// The list kit (tables, native selects, pagination, filters, search), badges, skeletons,
// key hints and the plain form controls only signed-in pages use: loaded on first use, so the sign-in page does not
// pay for them (DESIGN.md section 8).
import {
  badgeRecipe,
  kbdRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { addRecipes, addSlotRecipes } from '../theme/lazy-recipes';

// Their recipes come with them (not in theme/system.ts).
addSlotRecipes({ nativeSelect: nativeSelectSlotRecipe, table: tableSlotRecipe });
addRecipes({
  badge: badgeRecipe,
  kbd: kbdRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
});

export { Badge, Kbd, NativeSelect, Skeleton, Table, Textarea } from '@chakra-ui/react';
export { DataTable } from '../data/data-table';
export { Pagination } from '../data/pagination';
export { SearchInput } from '../data/search-input';
export { DayInput } from '../data/day-input';
export { DayFilter } from '../data/day-filter';
export { FilterBar, FilterSelect } from '../data/filter-bar';
