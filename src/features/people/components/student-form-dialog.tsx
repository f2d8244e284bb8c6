import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import type { StudentDetail } from '@/contract/schemas/admin-people';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { ValueOptions } from '@/src/components/select-input';
import { TextInput } from '@/src/components/text-input';
import { useT } from '@/src/lib/i18n/use-t';
import { useSchoolOptions } from '../api/school-options';
import { useCreateStudent, useUpdateStudent } from '../api/students';
import { formErrors } from '../lib/field-errors';

interface Props {
  /** Given: edit this student (their school stays); absent: add a new one. */
  student?: StudentDetail;
  onClose: () => void;
  /** After a successful save, with the student as saved. */
  onSaved?: (student: StudentDetail) => void;
}

/** Adds a student to one of the admin's schools, or edits one: name, student number, grade section. */
export function StudentFormDialog({ student, onClose, onSaved }: Props) {
  const t = useT();
  const { data: schools } = useSchoolOptions();
  const create = useCreateStudent();
  const update = useUpdateStudent(student?._id ?? '');
  const save = student ? update : create;
  const [firstName, setFirstName] = useState(student?.firstName ?? '');
  const [lastName, setLastName] = useState(student?.lastName ?? '');
  const [studentNumber, setStudentNumber] = useState(student?.studentNumber ?? '');
  const [schoolId, setSchoolId] = useState(student?.school._id ?? (schools.length === 1 ? schools[0]!._id : ''));
  const [sectionId, setSectionId] = useState(student?.gradeSection?._id ?? '');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const server = formErrors(save.error);
  const errors = { ...server.fields, ...missing };
  const sections = schools.find((s) => s._id === schoolId)?.gradeSections ?? [];

  const submit = () => {
    const next: Record<string, string> = {};
    if (!firstName.trim()) next.firstName = t('people.studentForm.firstName');
    if (!lastName.trim()) next.lastName = t('people.studentForm.lastName');
    if (!studentNumber.trim()) next.studentNumber = t('people.studentForm.number');
    if (!schoolId) next.schoolId = t('people.chooseSchool');
    setMissing(next);
    if (Object.keys(next).length > 0) return;
    const fields = {
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      studentNumber: studentNumber.trim(),
      gradeSectionId: sectionId || null,
    };
    const done = { onSuccess: (saved: StudentDetail) => (onSaved ? onSaved(saved) : onClose()) };
    if (student) update.mutate(fields, done);
    else create.mutate({ ...fields, schoolId }, done);
  };

  return (
    <FormDialog
      title={student ? t('people.studentForm.edit') : t('people.studentForm.add')}
      size="md"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      submitLabel={student ? t('people.save') : t('people.students.add')}
      pending={save.isPending}
      failure={{ title: t('people.notSaved'), message: server.message }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('people.studentForm.firstNameLabel')} error={errors.firstName} required>
          <TextInput value={firstName} maxLength={120} autoComplete="off" onChange={(e) => setFirstName(e.currentTarget.value)} />
        </FormField>
        <FormField label={t('people.studentForm.lastNameLabel')} error={errors.lastName} required>
          <TextInput value={lastName} maxLength={120} autoComplete="off" onChange={(e) => setLastName(e.currentTarget.value)} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('people.student.number')} error={errors.studentNumber} required>
        <TextInput value={studentNumber} maxLength={40} autoComplete="off" onChange={(e) => setStudentNumber(e.currentTarget.value)} />
      </FormField>
      {!student && (
        <FormField label={t('people.school')} error={errors.schoolId} required>
          <Select
            value={schoolId}
            onChange={(value) => {
              setSchoolId(value);
              setSectionId('');
            }}
            options={[{ value: '', label: t('people.chooseSchool') }, ...schools.map((s) => ({ value: s._id, label: s.name }))]}
          />
        </FormField>
      )}
      <FormField label={t('people.gradeSection')} error={errors.gradeSectionId}>
        <Select
          value={sectionId}
          onChange={setSectionId}
          options={[{ value: '', label: t('people.noneYet') }, ...sections.map((g) => ({ value: g._id, label: g.name }))]}
        />
      </FormField>
    </FormDialog>
  );
}

/** A native select (keyboard and phones handle it best) with the form field's id and states passed through. */
function Select({
  value,
  onChange,
  options,
  ...field
}: {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <ValueOptions options={options} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
