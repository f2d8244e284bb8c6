import { Badge, Box, Button, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useParams } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Clock, Target } from 'lucide-react';
import { Breadcrumbs } from '@/src/components/breadcrumbs';
import { Markdown } from '@/src/components/markdown/markdown';
import { withoutRepeatedTitle } from '@/src/components/markdown/repeated-title';
import { NotFoundState } from '@/src/components/not-found-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { useT } from '@/src/lib/i18n/use-t';
import { useSchoolId } from '@/src/lib/school-id';
import { contentItemQueryOptions, useContentItem } from '../api/content-item';
import { courseOutlineQueryOptions } from '../api/course-outline';
import { contentKinds } from '../lib/content-kinds';
import { OtherSchoolNotice } from './other-school-notice';
import { UnitLevelBadge } from './unit-level-badge';

interface Props {
  instanceId: string;
  contentId: string;
}

/** The route's error component: the failed load with Retry, or the way back for an unknown item. */
export function ContentError(props: ErrorComponentProps) {
  const t = useT();
  const { instanceId } = useParams({ strict: false });
  return (
    <PageError
      {...props}
      what={t('teacher.content.what')}
      notFound={
        <NotFoundState
          title={t('teacher.content.notFound')}
          description={t('teacher.notFoundHint')}
          back={instanceId ? { to: '/teacher/courses/$instanceId', params: { instanceId } } : { to: '/teacher/courses' }}
          backLabel={t('teacher.content.back')}
        />
      }
    />
  );
}

/**
 * `/teacher/courses/$instanceId/content/$contentId`: one lesson, activity, lab or quiz, rendered. Its
 * route (`src/routes/teacher/courses/$instanceId/content/$contentId.tsx`) has loaded the item.
 */
export function ContentPage({ instanceId, contentId }: Props) {
  const t = useT();
  const { data: item } = useContentItem(contentId);
  // The class's grade section for the breadcrumb: usually cached from the course page; optional.
  const { data: outline } = useQuery(courseOutlineQueryOptions(instanceId));
  const selectedSchool = useSchoolId();
  const kind = contentKinds[item.kind];
  if (outline && selectedSchool && outline.courseInstance.school._id !== selectedSchool) {
    return (
      <OtherSchoolNotice
        what="class"
        school={outline.courseInstance.school}
        back={{ to: '/teacher/courses' }}
        backLabel={t('teacher.courses.backHere')}
      />
    );
  }
  const courseLabel = outline ? `${item._course.name} · ${outline.courseInstance.gradeSection.name}` : item._course.name;
  return (
    <Stack gap="0" maxW="78ch">
      <Breadcrumbs
        label={t('teacher.breadcrumb')}
        items={[
          { label: t('teacher.courses.title'), link: { to: '/teacher/courses' } },
          { label: courseLabel, link: { to: '/teacher/courses/$instanceId', params: { instanceId } } },
          {
            label: t('teacher.unit.crumb', { position: item.section.position, name: item.section.name }),
            link: { to: '/teacher/courses/$instanceId', params: { instanceId }, search: { unit: item.section._id } },
          },
          { label: item.title },
        ]}
      />
      <HStack gap="2" mb="2" flexWrap="wrap">
        <Badge colorPalette={kind.colorPalette} variant="surface">
          <kind.icon size={14} aria-hidden /> {t(kind.label)}
        </Badge>
        <UnitLevelBadge level={item.section.level} />
        <HStack gap="1" fontSize="sm" color="fg.muted">
          <Clock size={14} aria-hidden /> {t('teacher.minutes', { count: item.minutes })}
        </HStack>
        {item.maxScore !== null && (
          <HStack gap="1" fontSize="sm" color="fg.muted">
            <Target size={14} aria-hidden /> {t('teacher.points', { count: item.maxScore })}
          </HStack>
        )}
      </HStack>
      <PageHeader title={item.title} />
      <Box as="article" aria-label={item.title}>
        <Markdown source={withoutRepeatedTitle(item.body, item.title)} />
      </Box>
      <NeighbourNav instanceId={instanceId} previous={item.previous} next={item.next} />
    </Stack>
  );
}

/** Previous / next in course order; their titles show once known (they are fetched ahead, so moving on is instant). */
function NeighbourNav({ instanceId, previous, next }: { instanceId: string; previous: string | null; next: string | null }) {
  const t = useT();
  const previousItem = useQuery({ ...contentItemQueryOptions(previous ?? ''), enabled: previous !== null });
  const nextItem = useQuery({ ...contentItemQueryOptions(next ?? ''), enabled: next !== null });
  if (!previous && !next) return null;
  return (
    <HStack
      as="nav"
      aria-label={t('teacher.content.neighbours')}
      justify="space-between"
      gap="3"
      mt="10"
      pt="5"
      borderTopWidth="1px"
      align="stretch"
    >
      {previous ? (
        <Button asChild variant="outline" h="auto" py="2" maxW="48%" justifyContent="start">
          <Link to="/teacher/courses/$instanceId/content/$contentId" params={{ instanceId, contentId: previous }} rel="prev">
            <ChevronLeft aria-hidden />
            <Stack gap="0" align="start" minW="0">
              <Text fontSize="xs" color="fg.muted">
                {t('teacher.content.previous')}
              </Text>
              <Text truncate maxW="full">
                {previousItem.data?.title ?? ' '}
              </Text>
            </Stack>
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button asChild variant="outline" h="auto" py="2" maxW="48%" justifyContent="end">
          <Link to="/teacher/courses/$instanceId/content/$contentId" params={{ instanceId, contentId: next }} rel="next">
            <Stack gap="0" align="end" minW="0">
              <Text fontSize="xs" color="fg.muted">
                {t('teacher.content.next')}
              </Text>
              <Text truncate maxW="full">
                {nextItem.data?.title ?? ' '}
              </Text>
            </Stack>
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      )}
    </HStack>
  );
}

/** The route's pending component. */
export function ContentSkeleton() {
  const t = useT();
  return (
    <Stack gap="4" maxW="78ch" aria-busy="true" aria-label={t('teacher.content.loading')}>
      <Skeleton h="4" w="60%" />
      <Skeleton h="5" w="12rem" />
      <Skeleton h="9" w="70%" />
      <SkeletonText noOfLines={3} />
      <Skeleton h="24" />
      <SkeletonText noOfLines={4} />
    </Stack>
  );
}
