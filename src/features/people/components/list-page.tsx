import { type ErrorComponentProps, useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { RangePager } from '@/src/components/range-pager';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useT } from '@/src/lib/i18n/use-t';
import { peoplePageSize } from '../api/keys';
import { type PeopleListSearch, withChange } from '../lib/list-search';
import { ListToolbar } from './list-toolbar';
import { PeopleTableSkeleton } from './people-table';

/** A list page's words, as message ids. */
export interface ListPageText {
  title: MessageId;
  description: MessageId;
  searchLabel: MessageId;
}

/** The three list routes (both areas each): one search parser, `validatePeopleListSearch`. */
export type PeopleListRoute = '/$area/teachers/' | '/$area/students/' | '/$area/parents/';

/** The address's list state and a way to change it (a change replaces the history entry and keeps the scroll). */
export function useListSearch(from: PeopleListRoute): [PeopleListSearch, (change: Partial<PeopleListSearch>) => void] {
  const search = useSearch({ from });
  const navigate = useNavigate({ from });
  return [search, (change) => void navigate({ to: '.', search: withChange(search, change) as never, replace: true, resetScroll: false })];
}

/** A people list page: its header (with actions), the search and filters, the list, and the pager. */
export function ListPage({
  from,
  text,
  actions,
  withSection,
  statusLabels,
  children,
}: {
  from: PeopleListRoute;
  text: ListPageText;
  actions?: ReactNode;
  withSection?: boolean;
  statusLabels?: { active: string; deactivated: string };
  children: ReactNode;
}) {
  const t = useT();
  const [search, change] = useListSearch(from);
  return (
    <>
      <PageHeader title={t(text.title)} description={t(text.description)} actions={actions} />
      <ListToolbar
        search={search}
        onChange={change}
        searchLabel={t(text.searchLabel)}
        {...(withSection ? { withSection } : {})}
        {...(statusLabels ? { statusLabels } : {})}
      />
      {children}
    </>
  );
}

/** The pager under a list: the page in the address. */
export function ListPager({ from, page, total }: { from: PeopleListRoute; page: number; total: number }) {
  const [, change] = useListSearch(from);
  return <RangePager page={page} pageSize={peoplePageSize} total={total} onPage={(next) => change({ page: next })} />;
}

/** A list route's pending component: the header and rows in the list's shape. */
export function ListPending({ text }: { text: ListPageText }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t(text.title)} description={t(text.description)} />
      <PeopleTableSkeleton />
    </>
  );
}

/** A list route's error component: the header and the failed load with Retry. */
export function ListError({ text, what, ...props }: ErrorComponentProps & { text: ListPageText; what: MessageId }) {
  const t = useT();
  return <PageError {...props} header={<PageHeader title={t(text.title)} description={t(text.description)} />} what={t(what)} />;
}
