import type { announcements, notifications, timeSpent } from '../db/schema';
import type { ClassSeed } from './classes';
import { asOf, daysBefore, demoDate, isoDay } from './clock';
import type { Curriculum } from './curriculum';
import { demoUsers, type People } from './people';
import { id, type Rng, rng } from './rng';

type NotificationRow = typeof notifications.$inferInsert & { id: string };
type AnnouncementRow = typeof announcements.$inferInsert & { id: string };
type TimeSpentRow = typeof timeSpent.$inferInsert;

export interface CommunicationSeed {
  notifications: NotificationRow[];
  announcements: AnnouncementRow[];
  timeSpent: TimeSpentRow[];
}

const hour = 3600 * 1000;
/** Per teacher: more than one page of 20, so paging shows. */
const teacherNotificationCount = 28;

export function buildCommunication(people: People, classes: ClassSeed[], curriculum: Curriculum): CommunicationSeed {
  const random = rng('communication');
  const rows: NotificationRow[] = [];

  for (const teacher of demoUsers.filter((u) => u.role === 'teacher')) {
    const teacherId = people.userId(teacher.key);
    const mine = classes.filter((c) => c.instance.teacherId === teacherId);
    const messages = Array.from({ length: teacherNotificationCount }, () => teacherMessage(random, mine, curriculum));
    rows.push(...timeline(teacher.key, teacherId, messages, random, 6));
  }
  const others: Record<string, [string, string, string][]> = {
    admin: [
      ['system', 'New teacher joined', 'Fatima Haddad accepted the invitation to Riverside Middle School.'],
      ['reminder', 'Course offerings for spring', 'Review next semester’s course instances before December 12.'],
      ['system', 'Weekly usage report', 'Students spent 312 hours on coursework this week (+8 %).'],
      ['reminder', 'Roster check', 'Two students have no grade section yet.'],
    ],
    district: [
      ['system', 'District report ready', 'The October progress report for Riverside Unified is ready.'],
      ['reminder', 'Professional development day', 'Registration for the November PD day closes Friday.'],
      ['system', 'Hillcrest Middle School', 'Course completion rose to 61 % this month.'],
    ],
    super: [
      ['system', 'Backup completed', 'The nightly backup finished in 4 minutes.'],
      ['system', 'New district request', 'Lakeshore District asked for two more school accounts.'],
      ['reminder', 'Curriculum review', 'The spring update of "Data and Algorithms" is due in January.'],
    ],
    parent: [
      ['progress', 'Ella finished a unit', 'Ella completed "Binary and Data" in Foundations of Computer Science.'],
      ['progress', 'Weekly summary', 'Ella and Leo spent 3 h 40 min on coursework this week.'],
      ['submission', 'Leo submitted a lab', 'Leo handed in "Responsive Card Layout" in Web Design and JavaScript.'],
      ['reminder', 'Parent–teacher conferences', 'Book a slot with Alex Rivera before November 27.'],
    ],
  };
  for (const [key, messages] of Object.entries(others)) {
    rows.push(...timeline(key, people.userId(key), messages, random, 1));
  }

  const announcementRows: AnnouncementRow[] = [
    {
      id: id('announcement/winter-break'),
      scope: 'platform',
      title: 'Winter break',
      message:
        'Winter break: the platform stays available from December 21 to January 4 for anyone who wants to keep learning. Support replies may take a little longer.',
      severity: 'info',
      startsAt: daysBefore(asOf, 5),
      endsAt: null,
      createdBy: people.userId('super'),
      createdAt: daysBefore(asOf, 5),
      // Announced when it started: the publisher job must not notify everyone again on a fresh start.
      notifiedAt: daysBefore(asOf, 5),
    },
    {
      // Ended: shows that only current announcements are served.
      id: id('announcement/pd-day'),
      scope: 'district',
      districtId: people.users.find((u) => u.role === 'district-admin')!.districtId!,
      title: 'Professional development day',
      message: 'No classes on October 9: Riverside Unified professional development day.',
      severity: 'warning',
      startsAt: demoDate('2026-10-01T07:00:00Z'),
      endsAt: demoDate('2026-10-10T00:00:00Z'),
      createdBy: people.userId('district'),
      createdAt: demoDate('2026-10-01T07:00:00Z'),
      notifiedAt: demoDate('2026-10-01T07:00:00Z'),
    },
  ];

  return { notifications: rows, announcements: announcementRows, timeSpent: buildTimeSpent(people, random) };
}

function teacherMessage(random: Rng, mine: ClassSeed[], curriculum: Curriculum): [string, string, string] {
  const c = random.pick(mine);
  const s = random.pick(c.students);
  const who = `${s.firstName} ${s.lastName}`;
  const units = curriculum.unitsOf(c.course);
  const unit = units[Math.min(c.currentUnit, units.length - 1)]!;
  const item = random.pick(unit.items);
  const course = curriculum.courses[c.course].name;
  switch (random.int(0, 4)) {
    case 0:
      return ['submission', `${who} submitted "${item.title}"`, `${course}: ready to review.`];
    case 1:
      return ['progress', `${who} completed "${unit.section.name}"`, `${course}: all items of the unit are done.`];
    case 2:
      return ['reminder', `Grades due for "${unit.section.name}"`, `Enter class participation scores for ${course} by Friday.`];
    case 3:
      return ['progress', `${who} has not been active for a week`, `${course}: last activity more than 7 days ago.`];
    default:
      return ['system', 'New content available', `"${item.title}" was updated in ${course}.`];
  }
}

/** Spreads messages back in time from `asOf`, newest first; all but the newest `unread` are read. */
function timeline(key: string, userId: string, messages: [string, string, string][], random: Rng, unread: number): NotificationRow[] {
  let at = asOf.getTime() - random.int(1, 5) * hour;
  return messages.map(([kind, title, body], n) => {
    const createdAt = new Date(at);
    at -= random.int(6, 40) * hour;
    const read = n >= unread || random.chance(0.3);
    return {
      id: id(`notification/${key}/${n}`),
      userId,
      kind,
      title,
      body,
      createdAt,
      readAt: read ? new Date(createdAt.getTime() + random.int(1, 20) * hour) : null,
    };
  });
}

/** Minutes in the app per weekday over the last six weeks (staff) or a few evenings (parent). */
function buildTimeSpent(people: People, random: Rng): TimeSpentRow[] {
  const rows: TimeSpentRow[] = [];
  for (const user of demoUsers) {
    const userId = people.userId(user.key);
    for (let d = 1; d <= 42; d++) {
      const day = daysBefore(asOf, d);
      const weekday = day.getUTCDay() !== 0 && day.getUTCDay() !== 6;
      const active = user.role === 'teacher' ? weekday && random.chance(0.9) : random.chance(user.role === 'parent' ? 0.25 : 0.5);
      if (!active) continue;
      const minutes = user.role === 'teacher' ? random.int(25, 140) : random.int(5, 35);
      rows.push({ userId, day: isoDay(day), seconds: minutes * 60 + random.int(0, 59) });
    }
  }
  return rows;
}
