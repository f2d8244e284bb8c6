import { Button } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeftRight } from 'lucide-react';
import { EmptyState } from '@/src/components/empty-state';
import { useT } from '@/src/lib/i18n/use-t';
import { useSchoolId } from '@/src/lib/school-id';

interface Props {
  what: 'class' | 'student';
  school: { _id: string; name: string };
  back: LinkProps;
  backLabel: string;
}

/**
 * Shown instead of a class or student of another school than the selected one (the teacher switched
 * school while on its page): the page never mixes one school's records into another's view.
 */
export function OtherSchoolNotice({ what, school, back, backLabel }: Props) {
  const t = useT();
  return (
    <EmptyState
      icon={<ArrowLeftRight />}
      title={t(`teacher.otherSchool.${what}.title`, { school: school.name })}
      description={t(`teacher.otherSchool.${what}.description`, { school: school.name })}
    >
      <Button asChild variant="outline" size="sm">
        <Link {...back}>{backLabel}</Link>
      </Button>
    </EmptyState>
  );
}

/** Whether a record of `schoolId` belongs to another school than the selected one. */
export function useIsOtherSchool(schoolId: string): boolean {
  const selected = useSchoolId();
  return selected !== null && selected !== schoolId;
}
