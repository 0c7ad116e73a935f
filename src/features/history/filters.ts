/**
 * The history list's place in the URL (`/history?type=TRIP&vehicle=…&product=manual&page=2`): a reload or the
 * back button keeps the filters and the page; a changed filter starts again at page 1.
 */
import {
  type HistoryEventType,
  type HistoryFilter,
  type HistoryProduct,
  historyEventTypes,
  historyProducts,
} from '../../api/queries/history';
import { pageFromQuery } from '../../ui/pages';

export interface HistoryView {
  filter: HistoryFilter;
  page: number;
}

const isType = (value: string | null): value is HistoryEventType =>
  (historyEventTypes as readonly (string | null)[]).includes(value);
const isProduct = (value: string | null): value is HistoryProduct =>
  (historyProducts as readonly (string | null)[]).includes(value);

/** The filters and page a query names; anything unknown does not filter. */
export function historyViewFromQuery(search: string): HistoryView {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const vehicleId = query.get('vehicle');
  const product = query.get('product');
  return {
    filter: {
      ...(isType(type) ? { type } : {}),
      ...(vehicleId ? { vehicleId } : {}),
      ...(isProduct(product) ? { product } : {}),
    },
    page: pageFromQuery(query.get('page')),
  };
}

/** The address of a view of the list: only the filters set, and the page from 2 on. */
export function historyPath({ filter, page }: HistoryView): string {
  const query = new URLSearchParams();
  if (filter.type) query.set('type', filter.type);
  if (filter.vehicleId) query.set('vehicle', filter.vehicleId);
  if (filter.product) query.set('product', filter.product);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/history?${search}` : '/history';
}
