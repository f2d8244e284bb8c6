import { Checkbox, Stack, Text } from '@chakra-ui/react';
import type { ClassStudent } from '@/contract/schemas/courses';

interface Props {
  label: string;
  students: ClassStudent[];
  selected: ReadonlySet<string>;
  onToggle: (studentId: string, on: boolean) => void;
}

const nameOf = (s: ClassStudent) => `${s.firstName} ${s.lastName}`;

/** Students with a checkbox each (space toggles, Tab moves on): the multi-select of enroll and unenroll. */
export function StudentPickList({ label, students, selected, onToggle }: Props) {
  return (
    <Stack as="ul" aria-label={label} gap="0" listStyleType="none" m="0" p="0">
      {students.map((student) => (
        <li key={student._id}>
          <Checkbox.Root
            checked={selected.has(student._id)}
            onCheckedChange={({ checked }) => onToggle(student._id, checked === true)}
            py="2"
            minH="11"
            width="full"
            alignItems="center"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Text as="span" fontWeight="medium">
                {nameOf(student)}
              </Text>{' '}
              <Text as="span" color="fg.muted" fontSize="sm" ms="1">
                {student.studentNumber}
                {student.gradeSection ? ` · ${student.gradeSection}` : ''}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        </li>
      ))}
    </Stack>
  );
}

/** Adds or removes one id of a selection, as a new set. */
export function toggled(selection: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selection);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
