/** The `<option>`s of a teacher picker: each teacher by name, with the email that tells two of a name apart. */
export function TeacherOptions({ teachers }: { teachers: { _id: string; name: string; email: string }[] }) {
  return (
    <>
      {teachers.map((t) => (
        <option key={t._id} value={t._id}>
          {t.name} ({t.email})
        </option>
      ))}
    </>
  );
}
