/** The overview's figures (GET statistics/things/{id}/expenses): each category's share, and the chart's scale. */
import { type CostCategory, costCategories, type Expenses } from '../../api/schemas';

export interface CategoryShare {
  category: CostCategory;
  cents: number;
  /** Of the total, rounded to a whole percent. */
  percent: number;
}

/** The categories with a cost, the largest first (ties in the categories' order). */
export function categoryShares(expenses: Pick<Expenses, 'byCategory' | 'total'>): CategoryShare[] {
  return costCategories
    .map((category) => ({ category, cents: expenses.byCategory[category] ?? 0 }))
    .filter((share) => share.cents > 0)
    .sort((a, b) => b.cents - a.cents)
    .map((share) => ({
      ...share,
      percent: expenses.total > 0 ? Math.round((share.cents / expenses.total) * 100) : 0,
    }));
}

/** The top of the month chart: the largest month (at least 1, so an empty period draws no bars). */
export const chartScale = (totals: readonly number[]) => Math.max(1, ...totals);
