import { Box, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { PageHeader } from '@/src/components/page-header';
import { ClassLinks } from '../class-links';
import { TemplateEditor } from './template-editor';

interface Props {
  courseParam: string | undefined;
  onCourseParamChange: (course: string | undefined) => void;
}

export function EditorPage(props: Props) {
  return (
    <Box maxW="1100px">
      <PageHeader title="Gradebook" description="Enter grades for a class, or shape the template each course is graded by." />
      <ClassLinks />
      <Heading as="h2" size="lg" mb="1">
        Templates
      </Heading>
      <TemplateEditor {...props} />
    </Box>
  );
}

/** The editor's shape while its data loads. */
export function EditorSkeleton() {
  return (
    <Stack gap="4" maxW="1100px" aria-busy="true" aria-label="Loading the gradebook templates">
      <Skeleton height="9" width="40%" />
      <Skeleton height="10" width="360px" maxW="full" />
      <Skeleton height="9" />
      {[0, 1].map((i) => (
        <Skeleton key={i} height="180px" />
      ))}
    </Stack>
  );
}
