import { Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/src/components/breadcrumbs';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import type { AdminArea } from '@/src/lib/admin-area';

export type PeopleKind = 'teacher' | 'student' | 'parent';
const listOf = { teacher: 'teachers', student: 'students', parent: 'parents' } as const;
const listPathOf = { teacher: '/$area/teachers', student: '/$area/students', parent: '/$area/parents' } as const;
const titleOf = { teacher: 'Teachers', student: 'Students', parent: 'Parents' } as const;

/** The way back to the list, as breadcrumbs. */
export function DetailCrumbs({ area, kind, name }: { area: AdminArea; kind: PeopleKind; name: string }) {
  return <Breadcrumbs items={[{ label: titleOf[kind], link: { to: listPathOf[kind], params: { area } } }, { label: name }]} />;
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
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading">
      <Skeleton height="4" width="40" />
      <Skeleton height="9" maxW="md" />
      <Skeleton height="32" borderRadius="l2" />
      <Skeleton height="40" borderRadius="l2" />
    </Stack>
  );
}

/** A detail route's error component: a 404 (unknown, or out of the admin's reach) as "not found", anything else with Retry. */
export function DetailError({ area, kind, ...props }: ErrorComponentProps & { area: AdminArea; kind: PeopleKind }) {
  return (
    <PageError
      {...props}
      what={`the ${kind}`}
      notFound={
        <EmptyState
          icon={<SearchX />}
          title={`This ${kind} was not found`}
          description="They do not exist, or they are not in one of your schools."
        >
          <Button asChild variant="outline" size="sm">
            <Link to={listPathOf[kind]} params={{ area }}>
              All {listOf[kind]}
            </Link>
          </Button>
        </EmptyState>
      }
    />
  );
}
