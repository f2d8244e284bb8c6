import { Button, Link as ChakraLink, HStack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Link, useNavigate } from '@tanstack/react-router';
import { HeartHandshake, Plus, UserSearch } from 'lucide-react';
import { useState } from 'react';
import { type ParentCreated, type ParentRow, type ParentSort, parentSortKeys } from '@/contract/schemas/admin-people';
import { EmptyState } from '@/src/components/empty-state';
import { TemporaryPasswordDialog } from '@/src/components/temporary-password-dialog';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';
import { useParents } from '../api/parents';
import { listRequest } from '../lib/list-search';
import { ListError, ListPage, ListPager, type ListPageText, ListPending, useListSearch } from './list-page';
import { ParentCreateDialog } from './parent-create-dialog';
import { type PeopleColumn, PeopleTable } from './people-table';
import { StatusBadge } from './status-badge';

export const parentsText: ListPageText = {
  title: 'people.parents.title',
  description: 'people.parents.description',
  searchLabel: 'people.parents.search',
};

const childNames = (p: ParentRow) => p.children.map((c) => `${c.firstName} ${c.lastName}`).join(', ');

/** `/admin/parents` and `/sup-admin/parents`: the parents the admin reaches through their children, with "Add parent". */
export function ParentsPage({ area }: { area: AdminArea }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<ParentCreated | null>(null);
  const navigate = useNavigate();
  return (
    <ListPage
      from="/$area/parents/"
      text={parentsText}
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden /> {t('people.parents.add')}
        </Button>
      }
    >
      <ParentList area={area} />
      {adding && (
        <ParentCreateDialog
          onClose={() => setAdding(false)}
          onCreated={(answer) => {
            setAdding(false);
            setCreated(answer);
          }}
        />
      )}
      {created && (
        <TemporaryPasswordDialog
          accountLabel={`${created.parent.name} (${created.parent.email})`}
          password={created.temporaryPassword}
          onClose={() => {
            setCreated(null);
            void navigate({ to: '/$area/parents/$parentId', params: { area, parentId: created.parent._id } });
          }}
        />
      )}
    </ListPage>
  );
}

function ParentList({ area }: { area: AdminArea }) {
  const t = useT();
  const [search, change] = useListSearch('/$area/parents/');
  const request = listRequest(search, parentSortKeys);
  const { data } = useParents(request);
  if (data.items.length === 0) {
    return request.q || request.schoolId || request.status ? (
      <EmptyState icon={<UserSearch />} title={t('people.parents.noMatch')} description={t('people.parents.noMatchHint')} />
    ) : (
      <EmptyState icon={<HeartHandshake />} title={t('people.parents.empty')} description={t('people.parents.emptyHint')} />
    );
  }
  const columns: PeopleColumn<ParentRow, ParentSort>[] = [
    {
      label: t('people.name'),
      sort: 'name',
      cell: (p) => (
        <>
          <HStack gap="2" wrap="wrap">
            <ChakraLink asChild fontWeight="semibold">
              <Link to="/$area/parents/$parentId" params={{ area, parentId: p._id }}>
                {p.name}
              </Link>
            </ChakraLink>
            <StatusBadge deactivated={p.disabled} />
          </HStack>
          <Text fontSize="sm" color="fg.muted" hideFrom="md">
            {p.email}
            {p.children.length > 0 ? ` · ${childNames(p)}` : ''}
          </Text>
        </>
      ),
    },
    { label: t('people.email'), sort: 'email', wide: true, cell: (p) => p.email },
    { label: t('people.parents.children'), sort: 'childCount', wide: true, cell: (p) => childNames(p) || '—' },
  ];
  return (
    <>
      <PeopleTable
        label={t('people.parents.title')}
        columns={columns}
        rows={data.items}
        rowKey={(p) => p._id}
        sort={request.sort ?? 'name'}
        dir={request.dir ?? 'asc'}
        onSort={(sort, dir) => change({ sort, dir })}
      />
      <ListPager from="/$area/parents/" page={data.page} total={data.total} />
    </>
  );
}

export function ParentsPending() {
  return <ListPending text={parentsText} />;
}

export function ParentsError(props: ErrorComponentProps) {
  return <ListError {...props} text={parentsText} what="people.parents.what" />;
}
