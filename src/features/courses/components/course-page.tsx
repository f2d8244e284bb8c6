import { Badge, Box, Button, Card, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, useNavigate } from '@tanstack/react-router';
import { Eye, Layers, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CatalogueCourseDetail, CatalogueItem, CatalogueUnit } from '@/contract/schemas/courses';
import { Breadcrumbs } from '@/src/components/breadcrumbs';
import { EmptyState } from '@/src/components/empty-state';
import { NotFoundState } from '@/src/components/not-found-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import type { AdminArea } from '@/src/lib/admin-area';
import { errorMessage } from '@/src/lib/error-message';
import { showSnackbar } from '@/src/lib/snackbar';
import { useCatalogueCourse } from '../api/catalogue';
import { useDeleteContent, useDeleteCourse, useDeleteUnit, useMoveContent, useMoveUnit } from '../api/catalogue-mutations';
import { editsCatalogue } from '../lib/area';
import { kindLabels, plural } from '../lib/format';
import { ContentFormDialog, ContentViewDialog } from './content-form-dialog';
import { CourseFormDialog } from './course-form-dialog';
import { DeleteDialog } from './delete-dialog';
import { EditButtons } from './edit-buttons';
import { UnitFormDialog } from './unit-form-dialog';

/** What the page has open: one dialog at a time. */
type Open =
  | { kind: 'course' }
  | { kind: 'delete-course' }
  | { kind: 'unit'; unit?: CatalogueUnit }
  | { kind: 'delete-unit'; unit: CatalogueUnit }
  | { kind: 'content'; unitId: string; item?: CatalogueItem }
  | { kind: 'view'; item: CatalogueItem }
  | { kind: 'delete-content'; item: CatalogueItem }
  | null;

/**
 * `/sup-admin/courses/$courseId` (editable) and `/admin/courses/$courseId` (read only): the course's
 * units in order, each with its items in order. The super admin adds, edits, reorders (up/down
 * buttons, by keyboard) and deletes them; deleting says first what goes, or why it cannot.
 */
export function CoursePage({ area, courseId }: { area: AdminArea; courseId: string }) {
  const { data: course } = useCatalogueCourse(courseId);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const editable = editsCatalogue(area);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Courses', link: { to: '/$area/courses', params: { area } } }, { label: course.name }]} />
      <PageHeader
        title={course.name}
        description={[
          course.gradeBand && `Grades ${course.gradeBand}`,
          `${plural(course.unitCount, 'unit')}, ${plural(course.contentCount, 'item')}`,
          `taught as ${plural(course.classCount, 'class', 'classes')}`,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          editable && (
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => setOpen({ kind: 'course' })}>
                <Pencil aria-hidden /> Edit course
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setOpen({ kind: 'delete-course' })}>
                <Trash2 aria-hidden /> Delete course
              </Button>
            </HStack>
          )
        }
      />
      {course.description && (
        <Text mb="6" color="fg.muted" maxW="prose">
          {course.description}
        </Text>
      )}
      {course.units.length === 0 ? (
        <EmptyState
          icon={<Layers />}
          title="No units yet"
          description={editable ? 'Add the first unit, then its lessons, activities, labs and quizzes.' : 'This course has no units yet.'}
        />
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" m="0" p="0" aria-label="Units">
          {course.units.map((unit, index) => (
            <UnitCard
              key={unit._id}
              unit={unit}
              index={index}
              last={index === course.units.length - 1}
              editable={editable}
              open={setOpen}
            />
          ))}
        </Stack>
      )}
      {editable && (
        <Button mt="4" onClick={() => setOpen({ kind: 'unit' })}>
          <Plus aria-hidden /> Add unit
        </Button>
      )}
      <Dialogs area={area} course={course} open={open} close={close} />
    </>
  );
}

function UnitCard({
  unit,
  index,
  last,
  editable,
  open,
}: {
  unit: CatalogueUnit;
  index: number;
  last: boolean;
  editable: boolean;
  open: (o: Open) => void;
}) {
  const move = useMoveUnit();
  const label = `unit ${unit.name}`;
  return (
    <Card.Root as="li" variant="outline" aria-label={`Unit ${index + 1}: ${unit.name}`}>
      <Card.Header pb="2">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Box minW="0">
            <Text as="h2" fontWeight="semibold" fontSize="lg">
              {index + 1}. {unit.name}
            </Text>
            <HStack gap="2" mt="1" wrap="wrap">
              <Badge variant="subtle">Level {unit.level}</Badge>
              <Text fontSize="sm" color="fg.muted">
                {plural(unit.contents.length, 'item')}
              </Text>
            </HStack>
          </Box>
          {editable && (
            <HStack gap="1" wrap="wrap">
              <EditButtons
                label={label}
                first={index === 0}
                last={last}
                moving={move.isPending}
                onMove={(direction) => move.mutate({ id: unit._id, direction })}
                onEdit={() => open({ kind: 'unit', unit })}
                onDelete={() => open({ kind: 'delete-unit', unit })}
              />
            </HStack>
          )}
        </HStack>
        {unit.description && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {unit.description}
          </Text>
        )}
      </Card.Header>
      <Card.Body pt="2">
        {unit.contents.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            No content in this unit yet.
          </Text>
        ) : (
          <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" aria-label={`Content of ${unit.name}`}>
            {unit.contents.map((item, i) => (
              <ItemRow
                key={item._id}
                item={item}
                first={i === 0}
                last={i === unit.contents.length - 1}
                editable={editable}
                unitId={unit._id}
                open={open}
              />
            ))}
          </Stack>
        )}
        {editable && (
          <Box>
            <Button mt="3" size="sm" variant="outline" onClick={() => open({ kind: 'content', unitId: unit._id })}>
              <Plus aria-hidden /> Add content to {unit.name}
            </Button>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ItemRow({
  item,
  first,
  last,
  editable,
  unitId,
  open,
}: {
  item: CatalogueItem;
  first: boolean;
  last: boolean;
  editable: boolean;
  unitId: string;
  open: (o: Open) => void;
}) {
  const move = useMoveContent();
  return (
    <HStack as="li" justify="space-between" gap="2" py="1.5" borderTopWidth={first ? 0 : '1px'} wrap="wrap">
      <Box minW="0" flex="1 1 12rem">
        <Text fontWeight="medium">{item.title}</Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
          <Badge size="sm" variant="outline">
            {kindLabels[item.kind]}
          </Badge>
          <span>{item.minutes} min</span>
          {item.maxScore !== null && <span>out of {item.maxScore}</span>}
        </HStack>
      </Box>
      <HStack gap="1">
        <IconButton size="sm" variant="ghost" aria-label={`View ${item.title}`} onClick={() => open({ kind: 'view', item })}>
          <Eye />
        </IconButton>
        {editable && (
          <EditButtons
            label={item.title}
            first={first}
            last={last}
            moving={move.isPending}
            onMove={(direction) => move.mutate({ id: item._id, direction })}
            onEdit={() => open({ kind: 'content', unitId, item })}
            onDelete={() => open({ kind: 'delete-content', item })}
          />
        )}
      </HStack>
    </HStack>
  );
}

const inUse = (progressCount: number, what: string) =>
  progressCount > 0
    ? `Students have ${plural(progressCount, 'progress record')} on ${what}, so it cannot be deleted: their work would go with it.`
    : undefined;

function Dialogs({ area, course, open, close }: { area: AdminArea; course: CatalogueCourseDetail; open: Open; close: () => void }) {
  const deleteCourse = useDeleteCourse();
  const deleteUnit = useDeleteUnit();
  const deleteContent = useDeleteContent();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const done = (message: string) => () => {
    showSnackbar(message);
    setFailure(undefined);
    close();
  };
  const dismiss = () => {
    setFailure(undefined);
    close();
  };
  const onError = (error: unknown) => setFailure(errorMessage(error));
  if (!open) return null;
  switch (open.kind) {
    case 'course':
      return <CourseFormDialog area={area} course={course} onClose={close} />;
    case 'unit':
      return <UnitFormDialog courseId={course._id} {...(open.unit ? { unit: open.unit } : {})} onClose={close} />;
    case 'content':
      return <ContentFormDialog unitId={open.unitId} {...(open.item ? { item: open.item } : {})} onClose={close} />;
    case 'view':
      return <ContentViewDialog item={open.item} onClose={close} />;
    case 'delete-course':
      return (
        <DeleteDialog
          title={`Delete ${course.name}?`}
          blocked={
            course.classCount > 0
              ? `${course.name} is taught as ${plural(course.classCount, 'class', 'classes')}. Delete those classes first (under Classes); their students’ progress goes with them.`
              : undefined
          }
          confirmLabel="Delete course"
          pending={deleteCourse.isPending}
          failure={failure}
          onClose={dismiss}
          onConfirm={() =>
            deleteCourse.mutate(course._id, {
              onSuccess: () => {
                done(`${course.name} deleted`)();
                void navigate({ to: '/$area/courses', params: { area } });
              },
              onError,
            })
          }
        >
          <Text>
            This removes {course.name} from the catalogue with its {plural(course.unitCount, 'unit')},{' '}
            {plural(course.contentCount, 'content item')} and its gradebook template.
          </Text>
        </DeleteDialog>
      );
    case 'delete-unit': {
      const { unit } = open;
      const progress = unit.contents.reduce((n, item) => n + item.progressCount, 0);
      return (
        <DeleteDialog
          title={`Delete unit ${unit.name}?`}
          blocked={inUse(progress, 'this unit’s items')}
          confirmLabel="Delete unit"
          pending={deleteUnit.isPending}
          failure={failure}
          onClose={dismiss}
          onConfirm={() => deleteUnit.mutate(unit._id, { onSuccess: done(`Unit ${unit.name} deleted`), onError })}
        >
          <Text>
            This removes the unit {unit.name} and its {plural(unit.contents.length, 'content item')}.
          </Text>
        </DeleteDialog>
      );
    }
    case 'delete-content': {
      const { item } = open;
      return (
        <DeleteDialog
          title={`Delete ${item.title}?`}
          blocked={inUse(item.progressCount, 'this item')}
          confirmLabel="Delete content"
          pending={deleteContent.isPending}
          failure={failure}
          onClose={dismiss}
          onConfirm={() => deleteContent.mutate(item._id, { onSuccess: done(`${item.title} deleted`), onError })}
        >
          <Text>
            This removes the {kindLabels[item.kind].toLowerCase()} {item.title} from the course.
          </Text>
        </DeleteDialog>
      );
    }
  }
}

/** The route's pending component: a header and unit cards in the page's shape. */
export function CoursePending() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading the course">
      <Skeleton height="5" width="40" />
      <Skeleton height="9" width={{ base: 'full', md: '96' }} />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="32" borderRadius="l2" />
      ))}
    </Stack>
  );
}

export function CourseError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  return (
    <PageError
      {...props}
      what="the course"
      notFound={<NotFoundState what="course" back={{ to: '/$area/courses', params: { area } }} backLabel="Back to courses" />}
    />
  );
}
