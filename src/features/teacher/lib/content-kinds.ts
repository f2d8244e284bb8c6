import { BookOpen, FlaskConical, ListChecks, type LucideIcon, PencilLine } from 'lucide-react';
import type { ContentKind } from '@/contract/schemas/teacher';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';

/** How each kind of content item is named (a message id: `t(kind.label)`) and drawn, everywhere in the workspace. */
export const contentKinds: Record<ContentKind, { label: MessageId; icon: LucideIcon; colorPalette: string }> = {
  lesson: { label: 'teacher.kind.lesson', icon: BookOpen, colorPalette: 'gray' },
  activity: { label: 'teacher.kind.activity', icon: PencilLine, colorPalette: 'cyan' },
  lab: { label: 'teacher.kind.lab', icon: FlaskConical, colorPalette: 'pink' },
  quiz: { label: 'teacher.kind.quiz', icon: ListChecks, colorPalette: 'yellow' },
};
