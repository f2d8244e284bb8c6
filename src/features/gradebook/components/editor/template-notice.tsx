import { Alert } from '@chakra-ui/react';
import type { GradebookTemplate } from '@/contract/schemas/gradebook';
import { useT } from '@/src/lib/i18n/use-t';

/** Says which template is on screen when it is not simply the course's own: DEFAULT, or a course falling back to it. */
export function TemplateNotice({ template, unknownCourse }: { template: GradebookTemplate; unknownCourse: boolean }) {
  const t = useT();
  if (unknownCourse) {
    return (
      <Alert.Root status="warning" size="sm" role="status">
        <Alert.Indicator />
        <Alert.Title>{t('gradebook.notice.unknownCourse')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (template.type === 'DEFAULT') {
    return (
      <Alert.Root status="info" size="sm" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('gradebook.notice.default')}</Alert.Title>
          <Alert.Description>{t('gradebook.notice.defaultHint')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (template.version === 0) {
    const name = template._course?.name ?? t('gradebook.notice.thisCourse');
    return (
      <Alert.Root status="info" size="sm" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('gradebook.notice.usesDefault', { name })}</Alert.Title>
          <Alert.Description>{t('gradebook.notice.usesDefaultHint', { name })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}
