import { Box, Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { useT } from '@/src/lib/i18n/use-t';
import { ClassLinks } from '../class-links';
import { TemplateEditor } from './template-editor';

interface Props {
  courseParam: string | undefined;
  onCourseParamChange: (course: string | undefined) => void;
}

/**
 * `/gradebook`: the way to a class's grades, and the template editor. Its route
 * (`src/routes/gradebook/index.tsx`) has loaded the templates, courses and attribute catalogue.
 */
export function EditorPage(props: Props) {
  const t = useT();
  return (
    <Box maxW="1100px">
      <PageHeader title={t('gradebook.title')} description={t('gradebook.description')} />
      <ClassLinks />
      <Heading as="h2" size="lg" mb="1">
        {t('gradebook.templates')}
      </Heading>
      <TemplateEditor {...props} />
    </Box>
  );
}

/** The route's error component: the failed load with Retry. */
export function EditorError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} what={t('gradebook.templatesWhat')} />;
}

/** The route's pending component: the editor's shape while its data loads. */
export function EditorSkeleton() {
  const t = useT();
  return (
    <Stack gap="4" maxW="1100px" aria-busy="true" aria-label={t('gradebook.loadingTemplates')}>
      <Skeleton height="9" width="40%" />
      <Skeleton height="10" width="360px" maxW="full" />
      <Skeleton height="9" />
      {[0, 1].map((i) => (
        <Skeleton key={i} height="180px" />
      ))}
    </Stack>
  );
}
