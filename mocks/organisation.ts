import type { Paged } from '@/contract/http';
import type { AdminAccount } from '@/contract/schemas/sup-admin';

/**
 * A page of `items` as a GET list answers it, read from the request's query string (`page`,
 * `pageSize`, `q` on the name): enough of the server's paging for the component tests.
 */
export function pageFromQuery<T extends { name: string }>(items: T[], request: Request): Paged<T> {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
  const q = url.searchParams.get('q')?.toLowerCase();
  const found = q ? items.filter((item) => item.name.toLowerCase().includes(q)) : items;
  return { items: found.slice(page * pageSize, (page + 1) * pageSize), total: found.length, page, pageSize };
}

/** Every item on one page (for handlers that do not look at the request). */
export function onePage<T>(items: T[]): Paged<T> {
  return { items, total: items.length, page: 0, pageSize: 500 };
}

export function adminAccountFixture(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    _id: 'a1',
    name: 'Dana District',
    email: 'dana@north.test',
    role: 'district-admin',
    disabled: false,
    createdAt: '2025-01-10T09:00:00.000Z',
    _district: { _id: 'd1', name: 'North District' },
    schools: [],
    ...overrides,
  };
}
