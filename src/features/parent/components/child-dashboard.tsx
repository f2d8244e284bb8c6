import { Card, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';
import { handOverFirstPaint } from '@/src/lib/first-paint';
import { useLocale, useT } from '@/src/lib/i18n/use-t';
import { useChildDashboard } from '../api/child-dashboard';
import { formatDuration } from '../lib/format';
import { BelowTheFold } from './below-the-fold';
import { ChildRecordDownload } from './child-record-download';
import { CourseCard } from './course-card';
import { RecentActivity } from './recent-activity';

/** One child: who and where, time spent, each course, recent activity, and the record download. */
export function ChildDashboard({ childId }: { childId: string }) {
  const t = useT();
  const locale = useLocale();
  const { data } = useChildDashboard(childId);
  const { child } = data;
  const name = child.firstName;
  // The page is whole now: it replaces the entry's first paint of it, before the browser paints (ARCHITECTURE.md §12).
  useLayoutEffect(handOverFirstPaint, []);
  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="child-name" size="sm">
        <Card.Body gap="3">
          <Stack gap="0.5">
            <Text as="h2" id="child-name" fontSize="2xl" fontWeight="bold">
              {child.firstName} {child.lastName}
            </Text>
            <Text color="fg.muted">
              {child.gradeSection
                ? t('parent.schoolAndClass', { school: child.school.name, section: child.gradeSection.name })
                : child.school.name}
            </Text>
          </Stack>
          <Stat.Root>
            <Stat.Label>{t('parent.timeSpent')}</Stat.Label>
            <Stat.ValueText>{formatDuration(locale, data.timeSpentSeconds)}</Stat.ValueText>
          </Stat.Root>
        </Card.Body>
      </Card.Root>

      <Stack as="section" aria-labelledby="courses-heading" gap="3">
        <Text as="h2" id="courses-heading" fontWeight="semibold" fontSize="xl">
          {t('parent.coursesHeading')}
        </Text>
        {data.courses.length === 0 ? (
          <Text color="fg.muted">{t('parent.noCourses', { name })}</Text>
        ) : (
          data.courses.map((course) => <CourseCard key={course._id} course={course} childName={name} />)
        )}
      </Stack>

      <BelowTheFold>
        <RecentActivity items={data.recentActivity} />

        <Stack as="section" aria-labelledby="record-heading" gap="3" borderTopWidth="1px" pt="5">
          <Text as="h2" id="record-heading" fontWeight="semibold" fontSize="xl">
            {t('parent.recordHeading', { name })}
          </Text>
          <ChildRecordDownload child={child} />
        </Stack>
      </BelowTheFold>
    </Stack>
  );
}

/** The shape of the child's page while it loads: small, so a slow phone shows it at once. */
export function ChildDashboardSkeleton() {
  const t = useT();
  return (
    <Stack gap="6" aria-busy="true" aria-label={t('state.loading')}>
      <Skeleton height="28" borderRadius="l3" />
      <Skeleton height="6" width="40" />
      <Skeleton height="72" borderRadius="l3" />
      <Skeleton height="72" borderRadius="l3" />
    </Stack>
  );
}
