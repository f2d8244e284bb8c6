import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParams, idSchema, paged, pageRequestSchema } from '../http';
import {
  classCompletionSchema,
  contentDetailSchema,
  courseInstanceSchema,
  courseOutlineSchema,
  dashboardStatisticsSchema,
  gradeSchema,
  gradeSectionSchema,
  performanceSeriesSchema,
  studentProfileSchema,
  studentProgressSchema,
  studentSummarySchema,
  unitContentsSchema,
  usersCountSchema,
} from '../schemas/teacher';

/**
 * The teacher workspace (issue 3). Scope rules, enforced by the server:
 * - a teacher reaches only their own classes (course instances), the students enrolled in them,
 *   the courses they teach, and the grade sections of their schools;
 * - anything outside that scope answers 404 exactly like an unknown id (it does not exist for this
 *   user); a role not listed answers 403; a malformed id 400;
 * - school-scoped endpoints (`school: true`, or `'optional'` defaulting to the first school) answer only for that school;
 * - every read of a student record is written to the audit log.
 */
const teacher = ['teacher'] as const;

export const teacherEndpoints = {
  dashboardStatistics: defineEndpoint({
    method: 'GET',
    path: '/api/teacher/dashboard/statistics',
    summary: "The teacher's figures in the selected school: students, classes, active students this week, time, completion, score.",
    roles: teacher,
    school: 'optional',
    response: dashboardStatisticsSchema,
  }),
  schoolProgress: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/school_progress',
    summary: "Completion per class of the teacher's classes in the selected school (the dashboard's courseCompletion).",
    roles: teacher,
    school: 'optional',
    response: z.array(classCompletionSchema),
  }),
  usersCount: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/users/count',
    summary: "Counts of students, teachers, classes and grade sections in the selected school, and the teacher's own.",
    roles: teacher,
    school: true,
    response: usersCountSchema,
  }),
  myCourses: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/mycourses/get',
    summary: "A page of the teacher's classes (course instances) in the selected school, by course name then grade section.",
    roles: teacher,
    school: true,
    body: pageRequestSchema,
    response: paged(courseInstanceSchema),
  }),
  courseSections: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/section/by/course/:courseId',
    summary:
      "A class's course outline. `courseId` is the COURSE INSTANCE id (the class): answers the class and its course's units in order with the class's completion per unit.",
    roles: teacher,
    school: false,
    params: z.strictObject({ courseId: idSchema }),
    response: courseOutlineSchema,
  }),
  sectionContents: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/content/by/section/:id',
    summary:
      "A unit (section) of a course the teacher teaches and its content items in order, without bodies. With `?instance=<course instance id>` each item carries that class's completion and average score.",
    roles: teacher,
    school: false,
    params: idParams,
    query: z.strictObject({ instance: idSchema.optional() }),
    response: unitContentsSchema,
  }),
  contentItem: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/mycourse/content/id/:id',
    summary: 'One content item of a course the teacher teaches, with its Markdown body and the previous/next items in course order.',
    roles: teacher,
    school: false,
    params: idParams,
    response: contentDetailSchema,
  }),
  enrolledStudents: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/course/enrolled/students/instance-id/:id',
    summary: "A class's roster: each enrolled student with completion, average score, time spent and last activity, by last name.",
    roles: teacher,
    school: false,
    auditedRead: { record: 'class', action: 'course_instance.roster.read' },
    params: idParams,
    response: z.array(studentSummarySchema),
  }),
  studentGet: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/student/get/:id',
    summary: "A student's profile (school, grade section, parents) and the teacher's classes the student is in. Audited.",
    roles: teacher,
    school: false,
    auditedRead: { record: 'student', action: 'student.read' },
    params: idParams,
    response: studentProfileSchema,
  }),
  studentProgress: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/student/progress/:id',
    summary: "A student's progress per class of this teacher, per unit: completion, average score, time. Audited.",
    roles: teacher,
    school: false,
    auditedRead: { record: 'student', action: 'student.progress.read' },
    params: idParams,
    response: studentProgressSchema,
  }),
  studentActivityPerformance: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/student/activity/performance/:id',
    summary: "A student's scored activities per class of this teacher, each against the class average. Audited.",
    roles: teacher,
    school: false,
    auditedRead: { record: 'student', action: 'student.activity_performance.read' },
    params: idParams,
    response: performanceSeriesSchema,
  }),
  studentLabPerformance: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/student/lab/performance/:id',
    summary: "A student's scored labs per class of this teacher, each against the class average. Audited.",
    roles: teacher,
    school: false,
    auditedRead: { record: 'student', action: 'student.lab_performance.read' },
    params: idParams,
    response: performanceSeriesSchema,
  }),
  studentQuizPerformance: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/student/quiz/performance/:id',
    summary: "A student's scored quizzes per class of this teacher, each against the class average. Audited.",
    roles: teacher,
    school: false,
    auditedRead: { record: 'student', action: 'student.quiz_performance.read' },
    params: idParams,
    response: performanceSeriesSchema,
  }),
  grades: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/grades',
    summary: 'Grade levels (K, 1–12) in order.',
    roles: teacher,
    school: false,
    response: z.array(gradeSchema),
  }),
  gradeSections: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/grade/all-sections/',
    summary: "The selected school's grade sections with their grade, student count and how many of them the teacher may open.",
    roles: teacher,
    school: true,
    response: z.array(gradeSectionSchema),
  }),
  gradeSectionStudents: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/grade/section/:id/students',
    summary:
      "Students of a grade section of the selected school that the teacher may open (enrolled in one of their classes), with progress over the teacher's classes. Audited.",
    roles: teacher,
    school: true,
    auditedRead: { record: 'grade-section', action: 'grade_section.students.read' },
    params: idParams,
    response: z.array(studentSummarySchema),
  }),
};
