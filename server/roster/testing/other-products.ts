/**
 * OneRoster sets as other products wrote them (the independent check of issue 22, probed before it
 * runs): rows taken from public repositories' fixtures, trimmed to a few rows with every column and
 * quirk kept, line ends as in the source. Where a source's zip could not be read as text (its
 * roles.csv, courses.csv, the district and school rows), the missing file is written in the same
 * style and says so. Each set names its source.
 */
import type { FixtureFiles } from './fixtures';

/** tests/fixtures/csv_data/v1p2_full_dataset/Test_full_data_set/enrollments.csv, verbatim. */
export const moodle11Enrollments =
  'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate\nenr-t-222-12345-123456,active,2023-05-01T18:25:43.511Z,cls-222-123456,org-sch-222-456,usr-222-123456,teacher,false,2022-03-15,2022-06-15\nenr-s-222-12345-987654,active,2023-05-01T18:25:43.511Z,cls-222-123456,org-sch-222-456,usr-222-987654,student,false,2022-03-15,2022-06-15\nenr-s-222-12345-987655,active,2023-05-01T18:25:43.511Z,cls-222-123456,org-sch-222-456,usr-222-1234561232,student,false,2022-03-15,2022-06-15\nenr-t-222-12345-123232,active,2023-05-01T18:25:43.511Z,cls-222-123478,org-sch-222-456,usr-222-123456,teacher,false,2022-03-15,2022-06-15\nenr-s-222-12345-987532,active,2023-05-01T18:25:43.511Z,cls-222-123478,org-sch-222-456,usr-222-987654,student,false,2022-03-15,2022-06-15\nenr-s-222-12345-985321,active,2023-05-01T18:25:43.511Z,cls-222-123478,org-sch-222-456,usr-222-1234561232,student,false,2022-03-15,2022-06-15';

/**
 * Moodle's OneRoster enrolment plugin, 1.1 bulk: catalyst/moodle-enrol_oneroster,
 * tests/fixtures/csv_data/Test_full_data_set/{manifest,users}.csv (verbatim: LF, no final line end
 * in the manifest, `TRUE`, blank status and dateLastModified, `{LDAP:12}` userIds, a parent and
 * teachers with grades, students whose agentSourcedIds name a teacher, passwords). Its sessions,
 * classes and enrollments are the plugin's v1p2_full_dataset ones (same ids, same 1.1/1.2
 * columns): sessions with ISO date-times, `inactive` and a parent year not in the file, a
 * `Scheduled` class with grades "09,10,11" and quoted subjects, a tobedeleted homeroom whose
 * enrollments are still active. The manifest gives courses absent; its zip's courses.csv and the
 * district and school rows are written here (`file.courses` made bulk so that the classes have them).
 * The 1.2 set's enrollments enroll Jim (`usr-222-987654`), a teacher in this users.csv, as a student:
 * `moodle11Enrollments` keeps them verbatim (a strict error), the set leaves those two rows out.
 */
export const moodle11: FixtureFiles = {
  'manifest.csv':
    'propertyName,value\nmanifest.version,1.0\noneroster.version,1.1\nfile.academicSessions,bulk\nfile.categories,absent\nfile.classes,bulk\nfile.classResources,absent\nfile.courses,bulk\nfile.courseResources,absent\nfile.demographics,absent\nfile.enrollments,bulk\nfile.lineItems,absent\nfile.orgs,bulk\nfile.resources,absent\nfile.results,absent\nfile.users,bulk\nsource.systemCode,absent\nsource.systemName,absent',
  // v1p2_full_dataset/orgs.csv's department, under a school and district written in its style.
  'orgs.csv': [
    'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
    'org-dis-222,active,2023-05-01T18:25:43.511Z,Moodle District,district,MD,',
    'org-sch-222-456,active,2023-05-01T18:25:43.511Z,Moodle High School,school,MHS,org-dis-222',
    'org-sch-222-3456,active,2023-05-01T18:25:43.511Z,Moodle Middle School,school,MMS,org-dis-222',
    'org-sch-222-456-hist,active,2023-05-01T18:25:43.511Z,History Department,department,History,org-sch-222-3456',
  ].join('\n'),
  'academicSessions.csv':
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear\nas-grp-222-23456,tobedeleted,2023-05-01T18:25:43.511Z,2st Quarter,gradingPeriod,2022-10-02,2022-12-24,as-trm-222-1234,2023\nas-trm-222-1234,active,2023-05-01T18:25:43.511Z,Session Title,term,2022-09-01,2022-12-24,as-syr-222-2023,2023\nas-grp-222-2345,inactive,2023-05-01,Session Title,semester,2022-10-02,2022-12-24,as-trm-222-1234,2023\nas-grp-222-3456,active,2023-05-01,Session Title,schoolYear,2022-10-02,2022-12-24,as-trm-222-1234,2023\nas-trm-222-1235,active,2023-05-01T18:25:43.511Z,Session Title,term,2022-09-01,2022-12-24,as-syr-222-2023,2023',
  // Written here: the plugin's zip holds it, its text is not published.
  'courses.csv': [
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
    'crs-222-2023-456-12345,active,2023-05-01T18:25:43.511Z,as-grp-222-3456,Physics,PHY100,"09,10,11",org-sch-222-456,"Science, Physics",PHY123',
    'crs-222-2023-456-23456,active,2023-05-01T18:25:43.511Z,as-grp-222-3456,History,HIS100,10,org-sch-222-456,History,HIS123',
  ].join('\n'),
  'classes.csv':
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods\ncls-222-123456,active,2023-05-01T18:25:43.511Z,Introduction to Physics,"09,10,11",crs-222-2023-456-12345,Phys 100 - 1,Scheduled,Room 2-B,org-sch-222-456,as-trm-222-1234,"Science, Physics, Biology","PHY123, ASV120",1\ncls-222-123478,tobedeleted,2023-05-01T18:25:43.511Z,History - 2,10,crs-222-2023-456-23456,2,homeroom,Room 18-C,org-sch-222-456,"as-trm-222-1234,as-trm-222-1235",History,HIS123,"1,2,3"',
  'users.csv':
    'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password\nusr-222-123456,active,2023-05-01,TRUE,org-sch-222-456,teacher,john.doe,,John,Doe,Michael,john.doe,john.doe@myschool.com,6037778888,6032221111,,12,Password1-\nusr-222-66778899,,,TRUE,org-sch-222-456,student,mary.jones,{LDAP:12},Mary,Jones,Jane,mary.jones,mary.jones@myschool.com,6031234567,6031234567,usr-222-123456,12,Password1-\nusr-222-1234561,active,2023-05-01,TRUE,org-sch-222-456,parent,thomas.joness,"{LDAP:12},{LTI:15},{Fed:23}",Thomas,Jones,Paul,thomas.joness,thomas.jones@testemail.com,6039876543,6039876543,usr-222-66778899,10,Password1-\nusr-222-987654,active,2023-05-01,TRUE,org-sch-222-456,teacher,jim.smith,"{LDAP:12},{LTI:15}",Jim,Smith,Ash,jim.smith,jim.smith@myschool.com,6031234567,6031234567,usr-222-123456,11,Password1-\nusr-222-1234561232,active,2023-05-01,TRUE,org-sch-222-456,student,mmichel.jones,{LDAP:12},mmichel,Jones,Jane,mmichel.jones,mmichel.jones2@myschool.com,603121567,60312323567,usr-222-123456,12,Password1-\nusr-222-567891,active,2023-06-15,TRUE,org-sch-222-456,student,anna.brown,{LDAP:34},Anna,Brown,Mary,anna.brown,anna.brown@myschool.com,6039991234,6038885678,usr-222-987654,11,Password1-\n',
  'enrollments.csv': moodle11Enrollments
    .split('\n')
    .filter((line) => !line.includes(',usr-222-987654,student,'))
    .join('\n'),
};

/**
 * Moodle's plugin, 1.2 bulk after it: tests/fixtures/csv_data/v1p2_full_dataset/ (manifest
 * verbatim: blank values for `file.scoreScales`, `file.userProfiles`, `file.userResources`,
 * courses absent so the classes' courses come from the 1.1 import; users.csv verbatim: the
 * misspelt `prefferedGivenName` columns, dateLastModified `1/05/2023` and `15/06/2023`,
 * pronouns; `userprofiles.csv` in lower case). Its roles.csv is not published: written here in
 * the binding's column order, one primary role per user as in the 1.1 set.
 */
export const moodle12: FixtureFiles = {
  'manifest.csv':
    'propertyName,value\nmanifest.version,1.0\noneroster.version,1.2\nfile.academicSessions,bulk\nfile.categories,absent\nfile.classes,bulk\nfile.classResources,absent\nfile.courses,absent\nfile.courseResources,absent\nfile.demographics,absent\nfile.enrollments,bulk\nfile.lineItemLearningObjectiveIds,absent\nfile.lineItems,absent\nfile.lineItemScoreScales,absent\nfile.orgs,bulk\nfile.resources,absent\nfile.resultLearningObjectiveIds,absent\nfile.results,absent\nfile.resultScoreScales,absent\nfile.roles,bulk\nfile.scoreScales,\nfile.userProfiles,\nfile.userResources,\nfile.users,bulk\nsource.systemCode,absent\nsource.systemName,absent',
  'orgs.csv': moodle11['orgs.csv']!,
  'academicSessions.csv': moodle11['academicSessions.csv']!,
  'classes.csv': moodle11['classes.csv']!,
  'users.csv':
    'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,prefferedGivenName,prefferedMiddleName,prefferedFamilyName,primaryOrgSourcedId,pronouns\nusr-222-123456,active,1/05/2023,TRUE,john.doe,,John,Doe,Michael,john.doe,john.doe@myschool.com,6037778888,6032221111,,12,Password1-,,,Mick,,org-sch-222-456,he/him/his\nusr-222-66778899,,,TRUE,mary.jones,{LDAP:12},Mary,Jones,Jane,mary.jones,mary.jones@myschool.com,6031234567,6031234567,usr-222-123456,12,Password1-,,MJ,,,org-sch-222-456,she/her/hers\nusr-222-1234561,active,1/05/2023,TRUE,thomas.joness,"{LDAP:12},{LTI:15},{Fed:23}",Thomas,Jones,Paul,thomas.joness,thomas.jones@testemail.com,6039876543,6039876543,usr-222-66778899,10,Password1-,,Tom,Jonesy,Paulsy,org-sch-222-456,\nusr-222-987654,active,1/05/2023,TRUE,jim.smith,"{LDAP:12},{LTI:15}",Jim,Smith,Ash,jim.smith,jim.smith@myschool.com,6031234567,6031234567,usr-222-123456,11,Password1-,,,,,org-sch-222-456,\nusr-222-1234561232,active,1/05/2023,TRUE,mmichel.jones,{LDAP:12},mmichel,Jones,Jane,mmichel.jones,mmichel.jones2@myschool.com,603121567,60312323567,usr-222-123456,12,Password1-,,,,Charlie,org-sch-222-456,\nusr-222-567891,active,15/06/2023,TRUE,anna.brown,{LDAP:34},Anna,Brown,Mary,anna.brown,anna.brown@myschool.com,6039991234,6038885678,usr-222-987654,11,Password1-,,,,,org-sch-222-456,\n',
  'roles.csv': [
    'sourcedId,status,dateLastModified,userSourcedId,roleType,role,orgSourcedId,userProfileSourcedId,beginDate,endDate',
    'rol-222-1,active,2023-05-01T18:25:43.511Z,usr-222-123456,primary,teacher,org-sch-222-456,,2022-09-01,',
    'rol-222-2,active,2023-05-01T18:25:43.511Z,usr-222-66778899,primary,student,org-sch-222-456,,,',
    'rol-222-3,active,2023-05-01T18:25:43.511Z,usr-222-1234561,primary,parent,org-sch-222-456,,,',
    'rol-222-4,active,2023-05-01T18:25:43.511Z,usr-222-987654,primary,teacher,org-sch-222-456,,,',
    'rol-222-5,active,2023-05-01T18:25:43.511Z,usr-222-1234561232,primary,student,org-sch-222-456,,,',
    'rol-222-6,active,2023-05-01T18:25:43.511Z,usr-222-567891,primary,student,org-sch-222-456,,,',
  ].join('\n'),
  'enrollments.csv': moodle11['enrollments.csv']!,
  'userprofiles.csv':
    'sourcedId,status,dateLastModified,userSourcedId,profileType,vendorId,applicationId,description,credentialType,username,password\nup-1,active,2023-05-01,usr-222-123456,lms,moodle,,,password,john.doe,Password1-',
};

/**
 * OAT's OneRoster import (TAO), its "1.1 base" sample: oat-sa/oneroster-import,
 * data/samples/OneRosterv1p1BaseCSV/{manifest,orgs,users,academicSessions,demographics}.csv
 * verbatim: `metadata.*` and `ext_*` columns, a quoted `2017-05-06 08:01:05` dateLastModified,
 * two schools and no district row, one school the other's parent, users with 1.0's `userId` and
 * `agents` columns and no middleName/agentSourcedIds/grades, an academicSessions.csv that is only
 * its header (without 1.1's schoolYear column), a demographics.csv keyed `userSourcedId`. Its
 * classes.csv (no courseSourcedId, term "1" that is nowhere) would corrupt: left out, with courses
 * and enrollments, so the manifest's classes, courses and enrollments are made absent.
 */
export const oat11: FixtureFiles = {
  'manifest.csv':
    'propertyName,value\nsource.systemName,Manual\nsource.systemCode,School District\nmanifest.version,1.0\noneroster.version,1.1\nfile.academicSessions,bulk\nfile.orgs,bulk\nfile.courses,absent\nfile.classes,absent\nfile.users,bulk\nfile.enrollments,absent\nfile.demographics,bulk\nfile.resources,absent\nfile.courseResources,absent\nfile.classResources,absent\nfile.categories,absent\nfile.lineItems,absent\nfile.results,absent',
  'orgs.csv':
    'sourcedId,status,dateLastModified,name,type,identifier,metadata.classification,metadata.gender,metadata.boarding,parentSourcedId,ext_imagineLearning_databaseId\n12345,active,"2017-05-06 08:01:05",School 1,school,my identifier,Classification 1,mixed,FALSE,54321,\n54321,,,School 2,school,my identifier 2,Classification 1,,,,\n',
  'users.csv':
    'sourcedId,enabledUser,status,dateLastModified,orgSourcedIds,role,username,userId,givenName,familyName,identifier,email,sms,phone,agents,ext_imagineLearning_databaseId,ext_imagineLearning_ssoId,ext_imagineLearning_studentPassword,ext_imagineLearning_studentGrade,ext_imagineLearning_Language,ext_tao_userMotherName,ext_tao_userFatherName\nuser1,TRUE,,,12345,student,ionut,abc,ionut,padurariu,user identifier,,,,,,,,,,metadata.value1,metadata.value2\nuser2,TRUE,,,54321,student,ionut2,abc,ionut2,padurariu,user identifier 2,,,,,,,,,,,\n',
  'academicSessions.csv': 'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId',
  'demographics.csv':
    'userSourcedId,status,dateLastModified,birthdate,sex,americanIndianOrAlaskaNative,asian,blackOrAfricanAmerican,nativeHawaiianOrOtherPacificIslander,white,demographicRaceTwoOrMoreRaces,hispanicOrLatinoEthnicity,countryOfBirthCode,stateOfBirthAbbreviation,cityOfBirth,publicSchoolResidenceStatus\n',
};

/**
 * A OneRoster Japan Profile 1.2 delta after `moodle12` (the shape GIGA-school exporters write):
 * users.csv in hanachin/meibo's Japan Profile header (spec/meibo/japan_profile/v1_2/user_spec.rb:
 * `metadata.jp.kanaGivenName`… after the 1.2 columns), its MEXT grade codes (`P4`: the Japan
 * Profile's grades, not CEDS), a blank enabledUser; roles.csv in the column order of the Japanese
 * OneRosterCSV exporter (`…role,beginDate,endDate,orgSourcedId,userProfileSourcedId`); a manifest
 * naming only the files it carries, with CRLF and a BOM.
 */
export const japan12Delta: FixtureFiles = {
  'manifest.csv':
    '\uFEFFpropertyName,value\r\nmanifest.version,1.0\r\noneroster.version,1.2\r\nfile.users,delta\r\nfile.roles,delta\r\nfile.enrollments,delta\r\nsource.systemName,Japan SIS\r\n',
  'users.csv':
    '\uFEFFsourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns,metadata.jp.kanaGivenName,metadata.jp.kanaFamilyName,metadata.jp.kanaMiddleName,metadata.jp.homeClass\r\njp-student-1,active,2024-04-01T00:00:00Z,,jp1,,太郎,山田,,J-0001,,,,,P4,,,,,,org-sch-222-456,,たろう,やまだ,,cls-222-123456\r\njp-teacher-1,active,2024-04-01T00:00:00Z,true,jpt1,,花子,佐藤,,J-T001,hanako@myschool.com,,,,,,,,,,org-sch-222-456,,はなこ,さとう,,\r\n',
  'roles.csv':
    '\uFEFFsourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId\r\njp-role-1,active,2024-04-01T00:00:00Z,jp-student-1,primary,student,2024-04-01,2025-03-31,org-sch-222-456,\r\njp-role-2,active,2024-04-01T00:00:00Z,jp-teacher-1,primary,teacher,2024-04-01,,org-sch-222-456,\r\n',
  'enrollments.csv':
    '\uFEFFsourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate\r\njp-enr-1,active,2024-04-01T00:00:00Z,cls-222-123456,org-sch-222-456,jp-student-1,student,false,2024-04-01,2025-03-31\r\njp-enr-2,active,2024-04-01T00:00:00Z,cls-222-123456,org-sch-222-456,jp-teacher-1,teacher,false,2024-04-01,\r\n',
};

/**
 * OAT's OneRoster 1.0 sample, verbatim: oat-sa/oneroster-import, data/samples/oneRoster1.0/
 * {orgs,users,classes,courses,enrollments}.csv: 1.0's column names (`userId`, `agents`, `grade`,
 * `termSourcedId`, `schoolYearId`), no enabledUser, enrollments' columns in 1.0's order, a
 * courses.csv that is only its header. Its classes have no course and a term "1" that is nowhere:
 * those are errors, the rest reads.
 */
export const oat10: FixtureFiles = {
  'orgs.csv':
    'sourcedId,status,dateLastModified,name,type,identifier,metadata.classification,metadata.gender,metadata.boarding,parentSourcedId,ext_imagineLearning_databaseId\n12345,active,2017-05-06,School 1,school,my identifier,Classification 1,mixed,FALSE,54321,\n54321,,,School 2,school,my identifier 2,Classification 1,,,,\n',
  'users.csv':
    'sourcedId,status,dateLastModified,orgSourcedIds,role,username,userId,givenName,familyName,identifier,email,sms,phone,agents,ext_imagineLearning_databaseId,ext_imagineLearning_ssoId,ext_imagineLearning_studentPassword,ext_imagineLearning_studentGrade,ext_imagineLearning_Language,ext_tao_userMotherName,ext_tao_userFatherName\nuser1,,,12345,student,ionut,abc,ionut,padurariu,user identifier,,,,,,,,,,metadata.value1,metadata.value2\nuser2,,,54321,student,ionut2,abc,ionut2,padurariu,user identifier 2,,,,,,,,,,,\n',
  'classes.csv':
    'sourcedId,status,dateLastModified,title,grade,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedId,subjects,ext_imagineLearning_databaseId\nclass1,active,2017-04-05,Class 1 title,2,,,scheduled,Luxembourg,12345,1,0,\nclass2,,,Class 2 title,,,,scheduled,,12345,1,,\nclass3,,,Class 3 title,,,,scheduled,Luxembourg,54321,1,,\n',
  'courses.csv': 'sourcedId,status,dateLastModified,schoolYearId,metadata.duration,title,courseCode,grade,orgSourcedId,subjects',
  'enrollments.csv':
    'sourcedId,classSourcedId,schoolSourcedId,userSourcedId,role,status,dateLastModified,primary\nenrol1,class1,12345,user1,student,active,,\nenrol2,class2,12345,user1,student,,,\nenrol3,class3,54321,user2,student,active,,\n',
  'academicSessions.csv': 'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId',
};

/**
 * The Ed-Fi export to OneRoster 1.1, edanalytics/edu_ext_oneroster (dbt models
 * models/oneroster_1_1/or1_1__*.sql): rows as those models write them, columns in their order and
 * under their aliases. The manifest is the or1_1__manifest model: one wide row (its property names
 * are the header) with `file.systemName`/`file.systemCode` for source.*. Every file ends in
 * `metadata.edu.*` columns and `tenant_code`; status and dateLastModified are blank throughout;
 * orgs carry the state above the district; sessions of type blank (the session-type crosswalk ships
 * empty) under a `schoolYear` row; courses and classes without grades (classes take their students'
 * most common one); classes.csv's `subject` (sic); students in two schools, with `{system:code}`
 * userIds and the Ed-Fi crosswalk's grades (`PK`, `Other`, `09`); staff enrollments whose `primary`
 * is blank where the position crosswalk has none.
 */
export const edfi11: FixtureFiles = {
  'manifest.csv':
    'manifest.version,oneroster.version,file.academicSessions,file.categories,file.classes,file.classResources,file.courses,file.courseResources,file.demographics,file.enrollments,file.lineItems,file.orgs,file.resources,file.results,file.users,file.systemName,file.systemCode\n1.0,1.1,bulk,absent,bulk,absent,bulk,absent,absent,bulk,absent,bulk,absent,absent,bulk,enabledataunion,edu\n',
  'orgs.csv':
    'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId,metadata.edu.natural_key,tenant_code\n9f1c0a6e,,,Lincoln High School,school,,2b7e4c1d,255901001,tx\n5d2a8b3f,,,Lincoln Middle School,school,,2b7e4c1d,255901041,tx\n2b7e4c1d,,,Grand Bend ISD,district,,,255901,tx\n7c3e9d20,,,Texas Education Agency,state,,,48,tx\n',
  'academicSessions.csv':
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear,metadata.edu.natural_key,tenant_code\nsy-2025,,,2024-2025,schoolYear,2024-08-19,2025-05-30,,2025,2025,tx\nse-fall-2025,,,Fall Semester,,2024-08-19,2024-12-20,sy-2025,2025,255901001-Fall Semester-2025,tx\nse-spring-2025,,,Spring Semester,,2025-01-06,2025-05-30,sy-2025,2025,255901001-Spring Semester-2025,tx\n',
  'courses.csv':
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes,metadata.edu.natural_key,tenant_code\ncrs-alg1,,,sy-2025,Algebra I,ALG1,,2b7e4c1d,,,255901-ALG1,tx\n',
  'classes.csv':
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subject,subjectCodes,periods,metadata.edu.natural_key,tenant_code\ncls-alg1-01,,,Algebra I,,crs-alg1,ALG1-01,scheduled,R-114,9f1c0a6e,se-fall-2025,,,"01,02",255901001-ALG1-01-Fall Semester-2025,tx\n',
  'users.csv':
    'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,metadata.edu.natural_key,metadata.edu.staff_classfication,metadata.edu.primary_school,tenant_code\nstu-604822,,,true,"9f1c0a6e,5d2a8b3f",student,,"{State:1004822},{Local:604822}",Ana,García,Lucía,604822,,,,,09,,604822,,9f1c0a6e,tx\nstu-604823,,,true,9f1c0a6e,student,,{State:1004823},Ben,Okafor,,604823,,,,,09,,604823,,9f1c0a6e,tx\nstu-604824,,,true,5d2a8b3f,student,,{State:1004824},Cai,Nguyen,,604824,,,,,PK,,604824,,5d2a8b3f,tx\nstu-604825,,,true,9f1c0a6e,student,,{State:1004825},Dee,Shaw,,604825,,,,,Other,,604825,,9f1c0a6e,tx\nstf-12001,,,true,9f1c0a6e,teacher,mrivera@grandbend.example,{Local:12001},Maria,Rivera,,12001,mrivera@grandbend.example,,,,,,12001,Teacher,,tx\nstf-12002,,,true,9f1c0a6e,teacher,jcole@grandbend.example,{Local:12002},Jo,Cole,,12002,jcole@grandbend.example,,,,,,12002,Teacher,,tx\n',
  'enrollments.csv':
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate,metadata.edu.natural_key,tenant_code\nenr-stf-1,,,cls-alg1-01,9f1c0a6e,stf-12001,teacher,true,2024-08-19,2024-12-20,12001-ALG1-01,tx\nenr-stf-2,,,cls-alg1-01,9f1c0a6e,stf-12002,teacher,,2024-08-19,2024-12-20,12002-ALG1-01,tx\nenr-stu-1,,,cls-alg1-01,9f1c0a6e,stu-604822,student,false,2024-08-19,2024-12-20,604822-ALG1-01,tx\nenr-stu-2,,,cls-alg1-01,9f1c0a6e,stu-604823,student,false,2024-08-19,,604823-ALG1-01,tx\nenr-stu-3,,,cls-alg1-01,9f1c0a6e,stu-604825,student,false,2024-08-19,,604825-ALG1-01,tx\n',
};

/**
 * bergerb/OneRosterSampleDataGenerator (a 1.1 sample district generator vendors test against), as
 * its CsvHelper export classes write it (OneRosterSampleDataGenerator/Models/Exports/*File.cs and
 * Models/Manifests.cs): a manifest whose first row repeats its header, dateLastModified
 * `yyyy-MM-ddTHH:mm:ss.fffZ`, the district last in orgs.csv, a school year then marking periods and
 * semesters whose schoolYear is the year they start in; courses with a schoolYearSourcedId; classes
 * under 1.0's `termSourcedId` header, left blank by ClassFile.Map, with a `SubjectCodes` header;
 * users with agentSourcedIds before familyName; enrollments with an extra courseSourcedId and blank
 * primary, beginDate and endDate.
 */
export const bergerb11: FixtureFiles = {
  'manifest.csv':
    'propertyName,value\r\npropertyName,value\r\nmanifest.version,1.0\r\noneroster.version,1.1\r\nsource.systemName,Bergerb District OneRoster\r\nsource.systemCode,0001\r\nfile.academicSessions,bulk\r\nfile.orgs,bulk\r\nfile.courses,bulk\r\nfile.classes,bulk\r\nfile.users,bulk\r\nfile.enrollments,bulk\r\nfile.demographics,bulk\r\nfile.resources,absent\r\nfile.classResources,absent\r\nfile.courseResources,absent\r\nfile.categories,absent\r\nfile.lineItems,absent\r\nfile.results,absent\r\n',
  'orgs.csv':
    'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\r\n6f2d1c1e-2b0a-4f55-9a1e-0d8f3c1b7a01,active,2024-08-15T10:00:00.000Z,Springfield Middle School,school,0000,5a0c9e4b-1d2e-4f3a-8b6c-7d8e9f0a1b2c\r\n5a0c9e4b-1d2e-4f3a-8b6c-7d8e9f0a1b2c,active,2024-08-15T10:00:00.000Z,Bergerb District,district,0001,\r\n',
  'academicSessions.csv':
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear\r\nb1e7c2a0-0000-4000-8000-000000000001,active,2024-08-15T10:00:00.000Z,FY 2024-2025,schoolYear,2024-08-16,2025-08-15,,2024\r\nb1e7c2a0-0000-4000-8000-000000000002,active,2024-08-15T10:00:00.000Z,MP1 2024-2025,gradingPeriod,2024-08-30,2024-11-09,,2024\r\nb1e7c2a0-0000-4000-8000-000000000006,active,2024-08-15T10:00:00.000Z,S1 2024-2025,term,2024-08-30,2025-01-29,,2024\r\n',
  'courses.csv':
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes\r\nc0a80101-0000-4000-8000-000000000007,active,2024-08-15T10:00:00.000Z,b1e7c2a0-0000-4000-8000-000000000001,MATH 7,MAT7,07,5a0c9e4b-1d2e-4f3a-8b6c-7d8e9f0a1b2c,,\r\n',
  'classes.csv':
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedId,subjects,SubjectCodes,periods\r\nd3f4a5b6-0000-4000-8000-000000000001,active,2024-08-15T10:00:00.000Z,MATH 7 SEC 001,07,c0a80101-0000-4000-8000-000000000007,0000MAT7001,scheduled,,6f2d1c1e-2b0a-4f55-9a1e-0d8f3c1b7a01,,,,\r\n',
  'users.csv':
    'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,agentSourcedIds,familyName,middleName,identifier,email,sms,phone,grades,password\r\ne5f6a7b8-0000-4000-8000-000000000001,active,2024-08-15T10:00:00.000Z,true,6f2d1c1e-2b0a-4f55-9a1e-0d8f3c1b7a01,student,jdoe,,Jane,,Doe,,900001,jdoe@students.bergerb.example,,,07,\r\ne5f6a7b8-0000-4000-8000-000000000002,active,2024-08-15T10:00:00.000Z,true,6f2d1c1e-2b0a-4f55-9a1e-0d8f3c1b7a01,teacher,bsmith,,Bob,,Smith,,T0001,bsmith@bergerb.example,,,,\r\n',
  'enrollments.csv':
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate,courseSourcedId\r\nf7a8b9c0-0000-4000-8000-000000000001,active,2024-08-15T10:00:00.000Z,d3f4a5b6-0000-4000-8000-000000000001,6f2d1c1e-2b0a-4f55-9a1e-0d8f3c1b7a01,e5f6a7b8-0000-4000-8000-000000000002,teacher,,,,c0a80101-0000-4000-8000-000000000007\r\nf7a8b9c0-0000-4000-8000-000000000002,active,2024-08-15T10:00:00.000Z,d3f4a5b6-0000-4000-8000-000000000001,6f2d1c1e-2b0a-4f55-9a1e-0d8f3c1b7a01,e5f6a7b8-0000-4000-8000-000000000001,student,,,,c0a80101-0000-4000-8000-000000000007\r\n',
  'demographics.csv':
    'sourcedId,status,dateLastModified,birthDate,sex\r\ne5f6a7b8-0000-4000-8000-000000000001,active,2024-08-15T10:00:00.000Z,2012-03-04,female\r\n',
};

/**
 * PowerSchool's OneRoster 1.1 export as Lawrence Public Schools' PowerQuery plugin writes it
 * (Lawrence-Public-Schools/OneRoster-1.1-PowerQueries, queries_root/*.named_queries.xml; headers
 * as its column labels name them, lower case for orgs and sessions): the district's number as its
 * sourcedId, teachers `T<dcid>` filed under the district's number when they work at the district
 * office (SchoolID 0), students `S<dcid>` with grades from grade_level (KG, PK…), guardians `G<id>`
 * naming the schools of their children; sessions schoolYear, semester and gradingPeriod; courses
 * without grades or school year, subjects wrapped in commas; class titles with ` | `; staff
 * enrollments whose role is `aide` for a teacher's aide; student enrollments with a blank primary.
 * Its classes name their terms `<schoolid>-<termid>` where academicSessions.csv names them
 * `<termid>` (`powerSchoolClassesVerbatim`, an error on each class); the set names them as the
 * sessions do.
 */
export const powerSchoolClassesVerbatim =
  'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods\r\n40211,,,24-25 | S1 | Math 7 | Per 2(A) | Sec 3,07,5501,,scheduled,114,100,100-3401,,,2(A)\r\n40212,,,24-25 | Kindergarten Homeroom | Per HR | Sec 1,KG,5502,,scheduled,K2,200,200-3400,,,HR\r\n';

export const powerSchool11: FixtureFiles = {
  'orgs.csv':
    'sourcedid,status,datelastmodified,name,type,identifier,parentsourcedid\r\n2195,active,2024-09-03T07:00:00.000Z,Lawrence Public Schools,district,,\r\n100,active,2024-09-03T07:00:00.000Z,Lawrence Middle School,school,,2195\r\n200,active,2024-09-03T07:00:00.000Z,Lawrence Elementary School,school,,2195\r\n',
  'academicSessions.csv':
    'sourcedid,status,datelastmodified,title,type,startdate,enddate,parentsourcedid,schoolyear\r\n3400,active,2024-09-03T07:00:00.000Z,2024-2025,schoolYear,2024-08-28,2025-06-20,,2025\r\n3401,active,2024-09-03T07:00:00.000Z,Semester 1,semester,2024-08-28,2025-01-24,3400,2025\r\n3411,active,2024-09-03T07:00:00.000Z,Quarter 1,gradingPeriod,2024-08-28,2024-11-01,3401,2025\r\n',
  'courses.csv':
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes\r\n5501,,,,Math 7,MAT700,,2195,",MATH,",\r\n5502,,,,Kindergarten Homeroom,HR000,,200,,\r\n',
  'classes.csv': powerSchoolClassesVerbatim.replace(',100-3401,', ',3401,').replace(',200-3400,', ',3400,'),
  'users.csv':
    'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password\r\nT3001,,,true,2195,teacher,mgarcia,,Maria,Garcia,L,3001,mgarcia@lawrence.example,,978-555-0101,,,\r\nT3002,,,true,200,teacher,kpatel,,Kiran,Patel,,3002,kpatel@lawrence.example,,,,,\r\nT3003,,,true,100,teacher,aide.lee,,Ann,Lee,,3003,alee@lawrence.example,,,,,\r\nS9001,,,true,100,student,s9001,,Luis,Reyes,A,90001,,,978-555-0144,G7001,07,\r\nS9002,,,true,200,student,s9002,,Mia,Chen,,90002,,,,,KG,\r\nS9003,,,true,200,student,s9003,,Noah,Park,,90003,,,,,PK,\r\nG7001,,,true,"100,100",guardian,rreyes,,Rosa,Reyes,,51234,rosa.reyes@home.example,,,S9001,,\r\n',
  'enrollments.csv':
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate\r\nST501-T3001,,,40211,100,T3001,teacher,true,2024-08-28,2025-01-24\r\nST502-T3003,,,40211,100,T3003,aide,false,2024-08-28,2025-01-24\r\nST503-T3002,,,40212,200,T3002,teacher,true,2024-08-28,2025-06-20\r\nS800001,,,40211,100,S9001,student,,2024-08-28,2025-01-23\r\nS800002,,,40212,200,S9002,student,,2024-08-28,2025-06-19\r\nS800003,,,40212,200,S9003,student,,2024-08-28,2025-06-19\r\n',
};
