/**
 * Hand-written OneRoster files in the shapes other products' exports take (issue 22), not the
 * generator's: a 1.1 bulk set with the deviations SIS exports make every day, and a 1.2 delta set
 * that follows it (same sourcedIds). Each quirk is named where it is planted.
 */
import { strToU8, zipSync } from 'fflate';

export type FixtureFiles = Record<string, string>;

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const bom = '\uFEFF';

/** A 1.1 bulk set, no manifest: BOM, CRLF, columns in any order and any case, extra and missing optional columns, vocabulary in any case. */
export const quirky11: FixtureFiles = {
  // BOM; header names in other case and order; an extra column; blank status and dateLastModified; a department under the school.
  'orgs.csv': `${bom}${crlf([
    'type,SourcedId,name,parentSourcedId,status,dateLastModified,identifier,ext_color',
    'District,q-district,Quirk District,,,,,blue',
    'SCHOOL,q-school,Quirk Elementary,q-district,Active,,QE,green',
    'department,q-science,Science Department,q-school,,,,',
  ])}`,
  // Session type in other case.
  'academicSessions.csv': crlf([
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear',
    'q-year,,,2026-27,schoolYear,2026-08-24,2027-06-18,,2027',
    'q-fall,,,Fall,Term,2026-08-24,2027-01-15,q-year,2027',
  ]),
  // Only the columns that have values (no schoolYearSourcedId, courseCode, subjects…).
  'courses.csv': crlf(['sourcedId,title,orgSourcedId', 'q-course,Quirk Robotics,q-district']),
  // `Scheduled` and `HOMEROOM`; a class without grades (its students' grade is taken); terms as a quoted list.
  'classes.csv': crlf([
    'sourcedId,status,title,courseSourcedId,classType,schoolSourcedId,termSourcedIds,grades',
    'q-class-1,active,Robotics 4A,q-course,Scheduled,q-school,q-fall,',
    'q-class-2,Active,Homeroom 5,q-course,HOMEROOM,q-school,"q-fall,q-year",05',
  ]),
  // `TRUE`/`True`, roles in any case, a teacher of the department, students without email, a
  // quoted multi-valued orgSourcedIds, a guardian without email (not imported), a tobedeleted
  // student never seen (not created), an aide (not imported). LF line ends in this one file.
  'users.csv': [
    'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password',
    'q-teacher,,,TRUE,q-science,Teacher,qt,,Tess,Quirk,,T1,Tess@Quirk.example,,,,,',
    'q-student-1,active,,true,"q-school,q-science",STUDENT,qs1,,Sam,"Lee, Jr",,1001,,,,"q-parent-1,q-parent-2",04,',
    'q-student-2,,,True,q-school,student,qs2,,Ana,Ruiz,,1002,,,,,05,',
    'q-parent-1,,,true,q-school,Parent,qp1,,Pat,Lee,,,pat@quirk.example,,,q-student-1,,',
    'q-parent-2,,,true,q-school,guardian,qp2,,Gil,Lee,,,,,,q-student-1,,',
    'q-gone,tobedeleted,,true,q-school,student,qg,,Old,Gone,,1003,,,,,04,',
    'q-aide,,,true,q-school,aide,qa,,Al,Aide,,,,,,,,',
    '',
  ].join('\n'),
  'enrollments.csv': crlf([
    'sourcedId,classSourcedId,schoolSourcedId,userSourcedId,role,primary,status',
    'q-e1,q-class-1,q-school,q-teacher,Teacher,TRUE,',
    'q-e2,q-class-2,q-school,q-teacher,teacher,true,',
    'q-e3,q-class-1,q-school,q-student-1,Student,FALSE,',
    'q-e4,q-class-2,q-school,q-student-2,student,false,',
  ]),
  // Present, never read (not even inflated), never an error: these bytes are not CSV at all.
  'demographics.csv': 'sourcedId,birthDate,sex\r\nq-student-1,"2016-01-01,female\r\n',
};

/** The 1.2 manifest of a delta: the files it carries are delta (demographics bulk), the others absent. */
const manifest12 = crlf([
  'propertyName,value',
  'manifest.version,1.0',
  'oneroster.version,1.2',
  'file.academicSessions,absent',
  'file.categories,absent',
  'file.classes,delta',
  'file.classResources,absent',
  'file.courses,delta',
  'file.courseResources,absent',
  'file.demographics,bulk',
  'file.enrollments,delta',
  'file.lineItems,absent',
  'file.orgs,absent',
  'file.resources,absent',
  'file.results,absent',
  'file.roles,delta',
  'file.scoresByLearningObjective,absent',
  'file.users,delta',
  'file.userProfiles,delta',
  'source.systemName,Other SIS',
  'source.systemCode,OSIS',
]);

const users12Header =
  'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns';

/**
 * A clean 1.2 delta after `quirky11`: one new course and class (its teacher new, a primary teacher
 * with a secondary district administrator role), a new student without email, the teacher renamed
 * (carried without roles: keeps role and schools), a student and an enrollment tobedeleted.
 * Everyone it does not carry must stay as they are.
 */
export const delta12: FixtureFiles = {
  'manifest.csv': manifest12,
  'courses.csv': crlf([
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
    'q-course-2,active,2026-11-20T10:00:00.000Z,q-year,Quirk Gardening,GARD,05,q-school,,',
  ]),
  'classes.csv': crlf([
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
    'q-class-3,active,2026-11-20T10:00:00.000Z,Gardening 5,,q-course-2,G5,scheduled,,q-school,q-fall,,,',
  ]),
  'users.csv': crlf([
    users12Header,
    'q-student-3,active,2026-11-20T10:00:00.000Z,true,qs3,,Mia,Ono,,1004,,,,,05,,,,,,,q-school,',
    'q-teacher-2,active,2026-11-20T10:00:00.000Z,true,qt2,,Ravi,Shah,,T2,ravi@quirk.example,,,,,,,,,,,q-school,',
    'q-teacher,active,2026-11-20T10:00:00.000Z,true,qt,,Tess,Quirk-Ng,,T1,tess@quirk.example,,,,,,,,,,,,',
    'q-student-2,tobedeleted,2026-11-20T10:00:00.000Z,true,qs2,,Ana,Ruiz,,1002,,,,,05,,,,,,,q-school,',
  ]),
  'roles.csv': crlf([
    'sourcedId,status,dateLastModified,userSourcedId,roleType,role,orgSourcedId,userProfileSourcedId,beginDate,endDate',
    'r-1,active,2026-11-20T10:00:00.000Z,q-student-3,primary,student,q-school,,2026-08-24,',
    'r-2,active,2026-11-20T10:00:00.000Z,q-teacher-2,primary,teacher,q-school,,,',
    'r-3,active,2026-11-20T10:00:00.000Z,q-teacher-2,secondary,districtAdministrator,q-district,,,',
  ]),
  'userProfiles.csv': crlf([
    'sourcedId,status,dateLastModified,userSourcedId,profileType,vendorId,applicationId,description,credentialType,username,password',
    'p-1,active,2026-11-20T10:00:00.000Z,q-student-3,lms,v1,,,password,qs3,secret',
  ]),
  'enrollments.csv': crlf([
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
    'q-e5,active,2026-11-20T10:00:00.000Z,q-class-3,q-school,q-teacher-2,teacher,true,,',
    'q-e6,active,2026-11-20T10:00:00.000Z,q-class-3,q-school,q-student-3,student,false,,',
    'q-e4,tobedeleted,2026-11-20T10:00:00.000Z,q-class-2,q-school,q-student-2,student,false,,',
  ]),
  'demographics.csv': crlf(['sourcedId,status,dateLastModified,birthDate,sex', 'q-student-3,active,,2016-03-01,female']),
};

/** The files as a zip, some replaced or left out (null). */
export function fixtureZip(files: FixtureFiles, change: Record<string, string | null> = {}): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries({ ...files, ...change })) if (text !== null) entries[name] = strToU8(text);
  return zipSync(entries);
}
