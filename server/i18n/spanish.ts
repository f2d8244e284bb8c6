/**
 * The server's sentences in Spanish, keyed by the English text as the code writes it (`say.ts`).
 * `{0}`, `{1}` … stand for the values the English carries, in its order (a name, a count, a file,
 * line or column); the Spanish may place them anywhere. A sentence built with a plural in English
 * has a key per form ("1 minute", "{0} minutes"). `server-sentences.test.ts` fails when a message
 * written in `server/` has no key here, or when a key's placeholders differ from its text's.
 */
export const spanish: Readonly<Record<string, string>> = {
  // Refusals anywhere (server/lib/)
  'Sign in to continue': 'Inicie sesión para continuar',
  'You do not have access to this': 'No tiene acceso a esto',
  'Not found': 'No encontrado',
  'An account with this email already exists': 'Ya existe una cuenta con este correo',
  'Too many requests. Please wait a moment and try again.': 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
  'This conflicts with a record saved at the same time. Reload and try again.':
    'Esto choca con un registro guardado al mismo tiempo. Vuelva a cargar e inténtelo de nuevo.',
  'Malformed Authorization header': 'Encabezado Authorization mal formado',
  'Your session has expired or is invalid. Sign in again.': 'Su sesión caducó o no es válida. Inicie sesión de nuevo.',
  'Your session has ended. Sign in again.': 'Su sesión terminó. Inicie sesión de nuevo.',
  'You do not belong to any school': 'No pertenece a ninguna escuela',
  'The schoolid header is required': 'Falta el encabezado schoolid',
  'The schoolid header is not a valid id': 'El encabezado schoolid no es un id válido',
  'You do not belong to this school': 'No pertenece a esta escuela',
  'is required': 'es obligatorio',
  'must be a valid id': 'debe ser un id válido',
  'is invalid': 'no es válido',
  'The request is not valid': 'La solicitud no es válida',
  'The request body is too large': 'El cuerpo de la solicitud es demasiado grande',
  'The request body is not valid JSON': 'El cuerpo de la solicitud no es JSON válido',
  'Unsupported content type': 'Tipo de contenido no admitido',
  'The request body is empty': 'El cuerpo de la solicitud está vacío',
  'Something went wrong on our side. Please try again.': 'Algo falló de nuestro lado. Inténtelo de nuevo.',
  'No such endpoint: {0}': 'No existe el punto de acceso: {0}',
  'The screenshot is not valid': 'La captura de pantalla no es válida',
  'must be a base64 data URL': 'debe ser una URL de datos en base64',
  'The screenshot is larger than 2 MB': 'La captura de pantalla ocupa más de 2 MB',
  'must be at most 2 MB': 'debe ocupar como máximo 2 MB',
  'The screenshot is not an image': 'La captura de pantalla no es una imagen',
  'must be a PNG, JPEG or WebP image': 'debe ser una imagen PNG, JPEG o WebP',

  // Not found, unknown and out of reach alike
  'No such district': 'No existe ese distrito',
  'No such school': 'No existe esa escuela',
  'No such announcement': 'No existe ese anuncio',
  'No such class': 'No existe esa clase',
  'No such course': 'No existe ese curso',
  'No such child': 'No existe ese hijo o hija',
  'No such notification': 'No existe esa notificación',
  'No such import': 'No existe esa importación',
  'No such bug report': 'No existe ese informe de error',
  'No such district or school': 'No existe ese distrito o escuela',
  'No such course in the catalogue': 'No existe ese curso en el catálogo',
  'No such attribute in this class': 'No existe ese atributo en esta clase',
  'Student not found': 'Alumno no encontrado',
  'Class not found': 'Clase no encontrada',
  'Grade section not found': 'Grupo no encontrado',
  'Parent not found': 'Padre o madre no encontrado',
  'Parent or student not found': 'Padre, madre o alumno no encontrado',
  'Teacher not found': 'Docente no encontrado',
  'Teacher or school not found': 'Docente o escuela no encontrados',
  'District not found': 'Distrito no encontrado',
  'School not found': 'Escuela no encontrada',
  'Account not found': 'Cuenta no encontrada',
  'User not found': 'Usuario no encontrado',
  'Record not found': 'Registro no encontrado',
  'Course not found': 'Curso no encontrado',
  'Unit not found': 'Unidad no encontrada',
  'Content not found': 'Contenido no encontrado',
  'Invite not found': 'Invitación no encontrada',
  'Mail not found': 'Correo no encontrado',
  'The district has no provider connection': 'El distrito no tiene conexión con un proveedor',

  // Signing in
  'Too many failed sign-in attempts. Try again in {0} minute.':
    'Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo en {0} minuto.',
  'Too many failed sign-in attempts. Try again in {0} minutes.':
    'Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo en {0} minutos.',
  'Wrong email or password': 'El correo o la contraseña no son correctos',
  'Your district signs in with {0}: use “Sign in with {1}”.': 'Su distrito inicia sesión con {0}: use «Iniciar sesión con {1}».',
  'This sign-in link has expired. Sign in again.': 'Este enlace de inicio de sesión caducó. Inicie sesión de nuevo.',

  // Family summaries
  'This link is not known. Turn the weekly mails off in the parent portal instead.':
    'No reconocemos este enlace. Desactive los correos semanales en el portal de familias.',

  // Gradebook
  'There is no gradebook template for this course yet': 'Este curso todavía no tiene plantilla de calificaciones',
  "is not an attribute of this class's gradebook": 'no es un atributo de las calificaciones de esta clase',
  'is computed automatically and cannot be entered': 'se calcula automáticamente y no se puede escribir',
  'This score is computed automatically': 'Esta nota se calcula automáticamente',
  'is not enrolled in this class': 'no está inscrito en esta clase',
  'The student is not in this class': 'El alumno no está en esta clase',
  'The score {0}': 'La nota {0}',
  'the attribute has no maxScore': 'el atributo no tiene nota máxima (maxScore)',
  'must be a number': 'debe ser un número',
  'must be between 0 and {0}': 'debe estar entre 0 y {0}',
  'must be 0 or {0} (incomplete or complete)': 'debe ser 0 o {0} (incompleto o completo)',
  'Only the super admin may change the DEFAULT template': 'Solo el superadministrador puede cambiar la plantilla DEFAULT',
  'This course has no template of its own yet: save it with version 0 to create it':
    'Este curso todavía no tiene plantilla propia: guárdela con la versión 0 para crearla',
  'is not the id of this template': 'no es el id de esta plantilla',
  'The template was deleted meanwhile': 'La plantilla se eliminó mientras tanto',
  'This gradebook template was changed by someone else. Load the newer version or overwrite it with yours.':
    'Otra persona cambió esta plantilla de calificaciones. Cargue la versión más reciente o sobrescríbala con la suya.',
  'This score was changed by someone else meanwhile': 'Otra persona cambió esta nota mientras tanto',

  // Invites and passwords
  'This email belongs to an account that cannot accept a teacher invite. Ask your school admin.':
    'Este correo pertenece a una cuenta que no puede aceptar una invitación de docente. Consulte a la administración de su escuela.',
  'Too many wrong passwords. Please wait before trying again.': 'Demasiadas contraseñas incorrectas. Espere antes de intentarlo de nuevo.',
  'Wrong password': 'Contraseña incorrecta',
  'This is not the password of your account': 'Esta no es la contraseña de su cuenta',
  'Choose a stronger password': 'Elija una contraseña más segura',
  'Use at least {0} characters.': 'Use al menos {0} caracteres.',
  'Rows of keys on a keyboard are easy to guess.': 'Las filas de teclas del teclado son fáciles de adivinar.',
  'Short keyboard patterns are easy to guess.': 'Los patrones cortos del teclado son fáciles de adivinar.',
  'Repeated characters like "aaa" are easy to guess.': 'Los caracteres repetidos como «aaa» son fáciles de adivinar.',
  'Repeated patterns like "abcabc" are easy to guess.': 'Los patrones repetidos como «abcabc» son fáciles de adivinar.',
  'Sequences like "abc" or "6543" are easy to guess.': 'Las secuencias como «abc» o «6543» son fáciles de adivinar.',
  'Recent years are easy to guess.': 'Los años recientes son fáciles de adivinar.',
  'Dates are easy to guess.': 'Las fechas son fáciles de adivinar.',
  'This is one of the most used passwords.': 'Es una de las contraseñas más usadas.',
  'This is a very commonly used password.': 'Es una contraseña muy usada.',
  'This is a commonly used password.': 'Es una contraseña muy común.',
  'This is similar to a commonly used password.': 'Se parece a una contraseña muy común.',
  'Single words are easy to guess.': 'Las palabras sueltas son fáciles de adivinar.',
  'Single names or surnames are easy to guess.': 'Los nombres o apellidos sueltos son fáciles de adivinar.',
  'Common names and surnames are easy to guess.': 'Los nombres y apellidos comunes son fáciles de adivinar.',
  'Do not use your name, email or school.': 'No use su nombre, su correo ni su escuela.',
  'This password appeared in a data breach.': 'Esta contraseña apareció en una filtración de datos.',
  'Add more words or characters that are not a common phrase.': 'Agregue más palabras o caracteres que no formen una frase común.',
  'is too weak': 'es demasiado débil',
  'Your account is deactivated.': 'Su cuenta está desactivada.',
  'Too many invites were sent to this address. Please wait before sending another.':
    'Se enviaron demasiadas invitaciones a esta dirección. Espere antes de enviar otra.',
  'This school is deactivated. Reactivate it before inviting teachers.':
    'Esta escuela está desactivada. Reactívela antes de invitar a docentes.',
  'This email belongs to an account that is not a teacher.': 'Este correo pertenece a una cuenta que no es de docente.',
  'This email belongs to a deactivated account.': 'Este correo pertenece a una cuenta desactivada.',
  'This person is already a teacher at this school.': 'Esta persona ya es docente en esta escuela.',
  'This email already has a pending invite to this school. Resend it instead.':
    'Este correo ya tiene una invitación pendiente a esta escuela. Reenvíela en su lugar.',
  'This invite was already accepted.': 'Esta invitación ya se aceptó.',
  'This invite was revoked.': 'Esta invitación se retiró.',
  'This invite is already revoked.': 'Esta invitación ya está retirada.',
  'This invite was already accepted. Sign in with your email and password.':
    'Esta invitación ya se aceptó. Inicie sesión con su correo y su contraseña.',
  'This invite was withdrawn by the school. Ask your school admin for a new one.':
    'La escuela retiró esta invitación. Pida una nueva a la administración de su escuela.',
  'This invite link has expired. Ask your school admin to send it again.':
    'Este enlace de invitación caducó. Pida a la administración de su escuela que lo envíe de nuevo.',
  'This invite link is not valid. If you were sent a newer invite, use the link in the newest mail.':
    'Este enlace de invitación no es válido. Si le enviaron una invitación más reciente, use el enlace del correo más nuevo.',
  'Your account changed meanwhile. Reload the page and try again.':
    'Su cuenta cambió mientras tanto. Vuelva a cargar la página e inténtelo de nuevo.',
  'Try again.': 'Inténtelo de nuevo.',

  // Accounts, people and the organisation
  '{0} has written announcements or grades that must keep their author. Deactivate the account instead.':
    '{0} escribió anuncios o notas que deben conservar su autor. Desactive la cuenta en su lugar.',
  'You cannot deactivate your own account': 'No puede desactivar su propia cuenta',
  'You cannot delete your own account': 'No puede eliminar su propia cuenta',
  'Not a grade section of this school': 'No es un grupo de esta escuela',
  'Not an active teacher of this school': 'No es un docente activo de esta escuela',
  "Only active students of the class's school can be enrolled": 'Solo se pueden inscribir alumnos activos de la escuela de la clase',
  'The parent is already linked to this child': 'El padre o la madre ya está vinculado a este hijo o hija',
  'The parent is not linked to this child': 'El padre o la madre no está vinculado a este hijo o hija',
  'Choose a grade section of the student’s school': 'Elija un grupo de la escuela del alumno',
  'Another student of this school has this student number': 'Otro alumno de esta escuela tiene este número de alumno',
  'The teacher is already in this school': 'El docente ya está en esta escuela',
  'The teacher is not in this school': 'El docente no está en esta escuela',
  'The teacher still teaches {0} at this school: give those classes another teacher first.':
    'El docente todavía imparte {0} en esta escuela: asigne primero otro docente a esas clases.',
  '{0} teaches {1}: give those classes another teacher first, or deactivate the account.':
    '{0} imparte {1}: asigne primero otro docente a esas clases, o desactive la cuenta.',
  '{0} has grades or announcements on record that name them: deactivate the account instead.':
    '{0} figura en notas o anuncios registrados: desactive la cuenta en su lugar.',
  'This teacher also works at a school outside your reach: an admin of all their schools must make this change.':
    'Este docente también trabaja en una escuela fuera de su alcance: debe hacer este cambio un administrador de todas sus escuelas.',
  'This parent also has a child outside your reach: an admin of all their children must make this change.':
    'Este padre o madre también tiene un hijo o hija fuera de su alcance: debe hacer este cambio un administrador de todos sus hijos.',
  'The district still has {0} school. Delete them first, or deactivate the district instead.':
    'El distrito todavía tiene {0} escuela. Elimínela primero, o desactive el distrito en su lugar.',
  'The district still has {0} schools. Delete them first, or deactivate the district instead.':
    'El distrito todavía tiene {0} escuelas. Elimínelas primero, o desactive el distrito en su lugar.',
  "One of the district's admins has authored records elsewhere that must keep their author. Deactivate the district instead.":
    'Uno de los administradores del distrito es autor de registros en otros lugares que deben conservar su autor. Desactive el distrito en su lugar.',
  'The school still has {0} student. Remove them first (Student privacy, or a roster import that leaves them out), or deactivate the school instead.':
    'La escuela todavía tiene {0} alumno. Quítelo primero (Privacidad de alumnos, o una importación de matrícula que lo deje fuera), o desactive la escuela en su lugar.',
  'The school still has {0} students. Remove them first (Student privacy, or a roster import that leaves them out), or deactivate the school instead.':
    'La escuela todavía tiene {0} alumnos. Quítelos primero (Privacidad de alumnos, o una importación de matrícula que los deje fuera), o desactive la escuela en su lugar.',

  // Announcements
  'must be in the future': 'debe estar en el futuro',
  'The end must lie ahead': 'El final debe estar en el futuro',
  'Only the super admin announces to the whole platform': 'Solo el superadministrador publica anuncios para toda la plataforma',
  'This announcement has ended or was withdrawn and can no longer be edited': 'Este anuncio terminó o se retiró y ya no se puede editar',

  // Courses
  "This course is taught as {0} class; delete it first, with their students' progress.":
    'Este curso se imparte en {0} clase; elimínela primero, con el progreso de sus alumnos.',
  "This course is taught as {0} classes; delete them first, with their students' progress.":
    'Este curso se imparte en {0} clases; elimínelas primero, con el progreso de sus alumnos.',
  "Students have {0} progress record on this unit's items; it cannot be deleted.":
    'Los alumnos tienen {0} registro de progreso en los elementos de esta unidad; no se puede eliminar.',
  "Students have {0} progress records on this unit's items; it cannot be deleted.":
    'Los alumnos tienen {0} registros de progreso en los elementos de esta unidad; no se puede eliminar.',
  'Students have {0} progress record on this item; it cannot be deleted.':
    'Los alumnos tienen {0} registro de progreso en este elemento; no se puede eliminar.',
  'Students have {0} progress records on this item; it cannot be deleted.':
    'Los alumnos tienen {0} registros de progreso en este elemento; no se puede eliminar.',

  // Student privacy
  "Type the student's first and last name": 'Escriba el nombre y el apellido del alumno',
  'The name does not match the student': 'El nombre no coincide con el del alumno',
  'This student is already scheduled for deletion': 'La eliminación de este alumno ya está programada',
  'No deletion is pending for this student': 'No hay ninguna eliminación pendiente para este alumno',

  // Secrets, single sign-on and the roster provider
  'Use an https address': 'Use una dirección https',
  'must be https': 'debe ser https',
  'The server has no SECRETS_KEY (or ROSTER_SECRET_KEY): a {0} cannot be stored until it is set':
    'El servidor no tiene SECRETS_KEY (ni ROSTER_SECRET_KEY): no se puede guardar {0} hasta que se configure',
  'The {0} needs its client secret': '{0}: falta su secreto de cliente (client secret)',
  'is required the first time': 'es obligatorio la primera vez',
  'Another district already signs in with {0}': 'Otro distrito ya inicia sesión con {0}',
  'A pull of this district is already running': 'Ya hay una sincronización en curso para este distrito',

  // Roster imports: refusals of the file and of an apply or rollback
  'The import has errors: correct the file and upload it again': 'La importación tiene errores: corrija el archivo y súbalo de nuevo',
  'The import is {0}, not a dry run': 'La importación está en estado {0}, no es una simulación',
  'Another import of this district is being applied or rolled back; try again when it is done':
    'Se está aplicando o deshaciendo otra importación de este distrito; inténtelo de nuevo cuando termine',
  'The district no longer exists': 'El distrito ya no existe',
  'The data changed since the dry run and the file no longer fits it: {0} line {1}, {2}: {3}. Upload it again.':
    'Los datos cambiaron desde la simulación y el archivo ya no encaja: {0} línea {1}, {2}: {3}. Súbalo de nuevo.',
  'The import could not be applied; nothing was written.': 'No se pudo aplicar la importación; no se escribió nada.',
  'The file is not a zip': 'El archivo no es un zip',
  'must be a zip of OneRoster CSV files': 'debe ser un zip de archivos CSV de OneRoster',
  'The roster is too large to import: reading and planning it ran out of memory':
    'La matrícula es demasiado grande para importarla: leerla y planificarla agotó la memoria',
  'Only an applied import can be rolled back; this one is {0}': 'Solo se puede deshacer una importación aplicada; esta está en estado {0}',
  'A later import of this district was applied after this one: roll that one back first':
    'Después de esta se aplicó otra importación de este distrito: deshaga primero esa',
  'This import changed accounts or records outside your reach (they also belong to a school or district you do not administer): an administrator who reaches all of them can roll it back':
    'Esta importación cambió cuentas o registros fuera de su alcance (también pertenecen a una escuela o distrito que usted no administra): puede deshacerla un administrador que llegue a todos ellos',
  'Records this import created are used by data added since (for example a class someone else set up): it cannot be rolled back':
    'Datos agregados después usan registros que creó esta importación (por ejemplo, una clase que configuró otra persona): no se puede deshacer',
  'The zip entry "{0}" has an unsafe path (absolute or with ..)': 'La entrada del zip «{0}» tiene una ruta insegura (absoluta o con ..)',
  'The zip holds "{0}" twice': 'El zip contiene «{0}» dos veces',
  'The zip holds {0} twice ("{1}" and "{2}")': 'El zip contiene {0} dos veces («{1}» y «{2}»)',
  '{0} inflates to more than {1}; the zip is refused': '{0} ocupa más de {1} al descomprimirse; se rechaza el zip',
  "The zip's CSV files inflate to more than {0} (at {1}); the zip is refused":
    'Los archivos CSV del zip ocupan más de {0} al descomprimirse (en {1}); se rechaza el zip',
  '{0} inflates to more than {1} times its compressed size (a zip bomb); the zip is refused':
    '{0} ocupa más de {1} veces su tamaño comprimido al descomprimirse (una bomba zip); se rechaza el zip',

  // Roster imports: errors of a file, line and column
  'not valid CSV: {0}': 'CSV no válido: {0}',
  'the header has no {0} column': 'el encabezado no tiene la columna {0}',
  'OneRoster {0} is not read here: 1.1 and 1.2 are': 'Aquí no se lee OneRoster {0}: sí 1.1 y 1.2',
  'must be one of bulk, delta, absent (found "{0}")': 'debe ser bulk, delta o absent (se encontró «{0}»)',
  'must be one of {0} (found "{1}")': 'debe ser uno de {0} (se encontró «{1}»)',
  'must be active or tobedeleted (found "{0}")': 'debe ser active o tobedeleted (se encontró «{0}»)',
  'must be a date written YYYY-MM-DD (found "{0}")': 'debe ser una fecha escrita AAAA-MM-DD (se encontró «{0}»)',
  'must be true or false (found "{0}")': 'debe ser true o false (se encontró «{0}»)',
  'must be a year such as 2026 (found "{0}")': 'debe ser un año como 2026 (se encontró «{0}»)',
  '"{0}" is not an email address': '«{0}» no es una dirección de correo',
  'ends ({0}) before it starts ({1})': 'termina ({0}) antes de empezar ({1})',
  '"{0}" is already on line {1}': '«{0}» ya está en la línea {1}',
  'the zip has no roles.csv (OneRoster 1.2 gives users their roles there)':
    'el zip no tiene roles.csv (OneRoster 1.2 da ahí los roles de los usuarios)',
  'the zip could not be read: {0}': 'no se pudo leer el zip: {0}',
  'the zip is cut short': 'el zip está incompleto',
  '{0} could not be inflated: {1}': 'no se pudo descomprimir {0}: {1}',
  'the file could not be inflated': 'no se pudo descomprimir el archivo',
  'manifest.csv gives {0} as {1}, but the zip has no {2}': 'manifest.csv indica {0} como {1}, pero el zip no tiene {2}',
  'the zip has no {0}': 'el zip no tiene {0}',
  'users.csv does not carry user "{0}": a delta changes a user\'s roles together with their users.csv row':
    'users.csv no incluye al usuario «{0}»: un delta cambia los roles de un usuario junto con su fila de users.csv',
  'no user "{0}" in users.csv': 'no hay ningún usuario «{0}» en users.csv',
  'the user has no role: roles.csv needs a row for them': 'el usuario no tiene rol: roles.csv necesita una fila para él',
  'is required for a {0} (their invitation goes there)': 'es obligatorio para {0} (allí se envía su invitación)',
  'user "{0}" is not a teacher': 'el usuario «{0}» no es docente',
  'user "{0}" is not a student': 'el usuario «{0}» no es alumno',
  'no school "{0}" in orgs.csv': 'no hay ninguna escuela «{0}» en orgs.csv',
  'an import into one school holds only that school’s classes': 'una importación en una escuela contiene solo las clases de esa escuela',
  '"{0}" is not a school': '«{0}» no es una escuela',
  'no course "{0}" in courses.csv': 'no hay ningún curso «{0}» en courses.csv',
  'the class has no term: give its termSourcedIds, or its course a schoolYearSourcedId':
    'la clase no tiene periodo: indique sus termSourcedIds, o un schoolYearSourcedId en su curso',
  'no academic session "{0}" in academicSessions.csv': 'no hay ningún periodo académico «{0}» en academicSessions.csv',
  'the class has no teacher: enrollments.csv needs a teacher enrollment for it':
    'la clase no tiene docente: enrollments.csv necesita una inscripción de docente para ella',
  'the class has no grade from kindergarten to 12: give the class or its course one of KG, 01–12, or enroll students with one':
    'la clase no tiene ningún grado de kínder a 12: indique uno de KG, 01–12 en la clase o en su curso, o inscriba alumnos con uno',
  'this class is outside your reach: only its school’s administrators change it':
    'esta clase está fuera de su alcance: solo la cambian los administradores de su escuela',
  'no org "{0}" in orgs.csv': 'no hay ninguna organización «{0}» en orgs.csv',
  'no class "{0}" in classes.csv': 'no hay ninguna clase «{0}» en classes.csv',
  '"{0}" is a student outside your reach: only their school’s administrators enroll them':
    '«{0}» es un alumno fuera de su alcance: solo lo inscriben los administradores de su escuela',
  '"{0}" is enrolled in "{1}" already on line {2}': '«{0}» ya está inscrito en «{1}» en la línea {2}',
  'the file holds more than one district': 'el archivo contiene más de un distrito',
  'an import into one school needs that school’s row (type school)':
    'una importación en una escuela necesita la fila de esa escuela (type school)',
  'an import into one school holds only that school: import other schools with the district':
    'una importación en una escuela contiene solo esa escuela: importe las demás escuelas con el distrito',
  'a department belongs to a school: no school "{0}" in orgs.csv':
    'un departamento pertenece a una escuela: no hay ninguna escuela «{0}» en orgs.csv',
  'roles.csv gives this user no role, and no earlier import knows them':
    'roles.csv no da ningún rol a este usuario, y ninguna importación anterior lo conoce',
  'an import into one school holds only that school’s people': 'una importación en una escuela contiene solo las personas de esa escuela',
  'a student belongs to a school: name one': 'un alumno pertenece a una escuela: indique una',
  'student number "{0}" is also on line {1}': 'el número de alumno «{0}» también está en la línea {1}',
  'student number "{0}" belongs to another student of the school': 'el número de alumno «{0}» pertenece a otro alumno de la escuela',
  "is required: the {0}'s account signs in with it": 'es obligatorio: la cuenta de {0} inicia sesión con él',
  'district administrators are imported with the district, not into one school':
    'los administradores de distrito se importan con el distrito, no en una escuela',
  'a {0} belongs to a school: name one': '{0}: pertenece a una escuela; indique una',
  '"{0}" is also on line {1}': '«{0}» también está en la línea {1}',
  '"{0}" is already used by an account outside this district': '«{0}» ya lo usa una cuenta fuera de este distrito',
  '"{0}" is already used by another account': '«{0}» ya lo usa otra cuenta',
  "the import never changes an account's role: this account is a {0}, the file makes it a {1}":
    'la importación nunca cambia el rol de una cuenta: esta cuenta es {0} y el archivo la hace {1}',
  'you cannot create {0} accounts: an administrator above you creates them':
    'no puede crear cuentas de {0}: las crea un administrador por encima de usted',
  'a child named here is outside your reach: only their school’s administrators link them':
    'un hijo o hija indicado aquí está fuera de su alcance: solo lo vinculan los administradores de su escuela',
  '{0} is outside your reach (it belongs to, or also works in, a school or district you do not administer, or is an administrator above you): only an administrator of all of it can change it':
    '{0} está fuera de su alcance (pertenece a una escuela o distrito que usted no administra, o también trabaja en uno, o es un administrador por encima de usted): solo puede cambiarlo un administrador de todo ello',
};
