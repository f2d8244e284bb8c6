import { Alert } from '@chakra-ui/react';
import type { GradebookTemplate } from '@/contract/schemas/gradebook';

/** Says which template is on screen when it is not simply the course's own: DEFAULT, or a course falling back to it. */
export function TemplateNotice({ template, unknownCourse }: { template: GradebookTemplate; unknownCourse: boolean }) {
  if (unknownCourse) {
    return (
      <Alert.Root status="warning" size="sm" role="status">
        <Alert.Indicator />
        <Alert.Title>That course is not one whose template you can edit, so DEFAULT is shown.</Alert.Title>
      </Alert.Root>
    );
  }
  if (template.type === 'DEFAULT') {
    return (
      <Alert.Root status="info" size="sm" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>DEFAULT applies to every course without a template of its own.</Alert.Title>
          <Alert.Description>Only a platform administrator can save it. Pick a course to give it its own template.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (template.version === 0) {
    const name = template._course?.name ?? 'This course';
    return (
      <Alert.Root status="info" size="sm" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{name} has no template of its own yet: it uses DEFAULT.</Alert.Title>
          <Alert.Description>The divisions below are a copy of DEFAULT. Save to make them {name}'s own template.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}
