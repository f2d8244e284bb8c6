import { Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/src/components/breadcrumbs';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';

export type PeopleKind = 'teacher' | 'student' | 'parent';
const listPathOf = { teacher: '/$area/teachers', student: '/$area/students', parent: '/$area/parents' } as const;

/** The way back to the list, as breadcrumbs. */
export function DetailCrumbs({ area, kind, name }: { area: AdminArea; kind: PeopleKind; name: string }) {
  const t = useT();
  return (
    <Breadcrumbs items={[{ label: t(`people.kind.${kind}.list`), link: { to: listPathOf[kind], params: { area } } }, { label: name }]} />
  );
}

/** A titled part of a detail page, with its own actions. */
export function DetailSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A label and its value, in a definition list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" as="div">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m="0">
        {children}
      </Text>
    </Stack>
  );
}

/** A detail route's pending component: the breadcrumbs, title and sections in the page's shape. */
export function DetailPending() {
  const t = useT();
  return (
    <Stack gap="4" aria-busy="true" aria-label={t('people.loading')}>
      <Skeleton height="4" width="40" />
      <Skeleton height="9" maxW="md" />
      <Skeleton height="32" borderRadius="l2" />
      <Skeleton height="40" borderRadius="l2" />
    </Stack>
  );
}

/** A detail route's error component: a 404 (unknown, or out of the admin's reach) as "not found", anything else with Retry. */
export function DetailError({ area, kind, ...props }: ErrorComponentProps & { area: AdminArea; kind: PeopleKind }) {
  const t = useT();
  return (
    <PageError
      {...props}
      what={t(`people.kind.${kind}.what`)}
      notFound={
        <EmptyState icon={<SearchX />} title={t(`people.kind.${kind}.notFound`)} description={t('people.notFoundHint')}>
          <Button asChild variant="outline" size="sm">
            <Link to={listPathOf[kind]} params={{ area }}>
              {t(`people.kind.${kind}.all`)}
            </Link>
          </Button>
        </EmptyState>
      }
    />
  );
}
