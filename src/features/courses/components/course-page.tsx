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
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useCatalogueCourse } from '../api/catalogue';
import { useDeleteContent, useDeleteCourse, useDeleteUnit, useMoveContent, useMoveUnit } from '../api/catalogue-mutations';
import { editsCatalogue } from '../lib/area';
import { kindLabels } from '../lib/format';
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
  const t = useT();
  const { data: course } = useCatalogueCourse(courseId);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const editable = editsCatalogue(area);
  return (
    <>
      <Breadcrumbs
        label={t('courses.breadcrumb')}
        items={[{ label: t('courses.catalogue.title'), link: { to: '/$area/courses', params: { area } } }, { label: course.name }]}
      />
      <PageHeader
        title={course.name}
        description={[
          course.gradeBand && t('courses.grades', { band: course.gradeBand }),
          t('courses.course.summary', {
            units: t('courses.units', { count: course.unitCount }),
            items: t('courses.items', { count: course.contentCount }),
          }),
          t('courses.course.taughtAs', { classes: t('courses.classes', { count: course.classCount }) }),
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          editable && (
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => setOpen({ kind: 'course' })}>
                <Pencil aria-hidden /> {t('courses.course.edit')}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setOpen({ kind: 'delete-course' })}>
                <Trash2 aria-hidden /> {t('courses.course.delete')}
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
          title={t('courses.course.noUnits')}
          description={t(editable ? 'courses.course.noUnitsEdit' : 'courses.course.noUnitsRead')}
        />
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" m="0" p="0" aria-label={t('courses.catalogue.unitsColumn')}>
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
          <Plus aria-hidden /> {t('courses.course.addUnit')}
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
  const t = useT();
  const move = useMoveUnit();
  const label = t('courses.course.unitLabel', { name: unit.name });
  return (
    <Card.Root as="li" variant="outline" aria-label={t('courses.course.unitCard', { position: index + 1, name: unit.name })}>
      <Card.Header pb="2">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Box minW="0">
            <Text as="h2" fontWeight="semibold" fontSize="lg">
              {index + 1}. {unit.name}
            </Text>
            <HStack gap="2" mt="1" wrap="wrap">
              <Badge variant="subtle">{t('courses.level', { level: unit.level })}</Badge>
              <Text fontSize="sm" color="fg.muted">
                {t('courses.items', { count: unit.contents.length })}
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
            {t('courses.course.noContent')}
          </Text>
        ) : (
          <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" aria-label={t('courses.course.contentOf', { name: unit.name })}>
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
              <Plus aria-hidden /> {t('courses.course.addContent', { name: unit.name })}
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
  const t = useT();
  const move = useMoveContent();
  return (
    <HStack as="li" justify="space-between" gap="2" py="1.5" borderTopWidth={first ? 0 : '1px'} wrap="wrap">
      <Box minW="0" flex="1 1 12rem">
        <Text fontWeight="medium">{item.title}</Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
          <Badge size="sm" variant="outline">
            {t(kindLabels[item.kind])}
          </Badge>
          <span>{t('courses.minutes', { count: item.minutes })}</span>
          {item.maxScore !== null && <span>{t('courses.course.outOf', { max: item.maxScore })}</span>}
        </HStack>
      </Box>
      <HStack gap="1">
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('courses.course.view', { title: item.title })}
          onClick={() => open({ kind: 'view', item })}
        >
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

const inUse = (t: Translate, progressCount: number, what: string) =>
  progressCount > 0 ? t('courses.course.inUse', { records: t('courses.progressRecords', { count: progressCount }), what }) : undefined;

function Dialogs({ area, course, open, close }: { area: AdminArea; course: CatalogueCourseDetail; open: Open; close: () => void }) {
  const t = useT();
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
          title={t('courses.course.deleteTitle', { name: course.name })}
          blocked={
            course.classCount > 0
              ? t('courses.course.deleteBlocked', { name: course.name, classes: t('courses.classes', { count: course.classCount }) })
              : undefined
          }
          confirmLabel={t('courses.course.delete')}
          pending={deleteCourse.isPending}
          failure={failure}
          onClose={dismiss}
          onConfirm={() =>
            deleteCourse.mutate(course._id, {
              onSuccess: () => {
                done(t('courses.course.deleted', { name: course.name }))();
                void navigate({ to: '/$area/courses', params: { area } });
              },
              onError,
            })
          }
        >
          <Text>
            {t('courses.course.deleteBody', {
              name: course.name,
              units: t('courses.units', { count: course.unitCount }),
              items: t('courses.contentItems', { count: course.contentCount }),
            })}
          </Text>
        </DeleteDialog>
      );
    case 'delete-unit': {
      const { unit } = open;
      const progress = unit.contents.reduce((n, item) => n + item.progressCount, 0);
      return (
        <DeleteDialog
          title={t('courses.course.deleteUnitTitle', { name: unit.name })}
          blocked={inUse(t, progress, t('courses.course.inUseUnit'))}
          confirmLabel={t('courses.course.deleteUnit')}
          pending={deleteUnit.isPending}
          failure={failure}
          onClose={dismiss}
          onConfirm={() => deleteUnit.mutate(unit._id, { onSuccess: done(t('courses.course.unitDeleted', { name: unit.name })), onError })}
        >
          <Text>
            {t('courses.course.deleteUnitBody', { name: unit.name, items: t('courses.contentItems', { count: unit.contents.length }) })}
          </Text>
        </DeleteDialog>
      );
    }
    case 'delete-content': {
      const { item } = open;
      return (
        <DeleteDialog
          title={t('courses.course.deleteTitle', { name: item.title })}
          blocked={inUse(t, item.progressCount, t('courses.course.inUseItem'))}
          confirmLabel={t('courses.course.deleteContent')}
          pending={deleteContent.isPending}
          failure={failure}
          onClose={dismiss}
          onConfirm={() => deleteContent.mutate(item._id, { onSuccess: done(t('courses.course.deleted', { name: item.title })), onError })}
        >
          <Text>{t('courses.course.deleteContentBody', { kind: t(kindLabels[item.kind]).toLocaleLowerCase(), title: item.title })}</Text>
        </DeleteDialog>
      );
    }
  }
}

/** The route's pending component: a header and unit cards in the page's shape. */
export function CoursePending() {
  const t = useT();
  return (
    <Stack gap="4" aria-busy="true" aria-label={t('courses.course.loading')}>
      <Skeleton height="5" width="40" />
      <Skeleton height="9" width={{ base: 'full', md: '96' }} />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="32" borderRadius="l2" />
      ))}
    </Stack>
  );
}

export function CourseError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  const t = useT();
  return (
    <PageError
      {...props}
      what={t('courses.course.what')}
      notFound={
        <NotFoundState
          title={t('courses.course.notFound')}
          description={t('courses.course.notFoundHint')}
          back={{ to: '/$area/courses', params: { area } }}
          backLabel={t('courses.course.back')}
        />
      }
    />
  );
}
