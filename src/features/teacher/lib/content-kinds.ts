import { BookOpen, FlaskConical, ListChecks, type LucideIcon, PencilLine } from 'lucide-react';
import type { ContentKind } from '@/contract/schemas/teacher';

/** How each kind of content item is named and drawn, everywhere in the workspace. */
export const contentKinds: Record<ContentKind, { label: string; icon: LucideIcon; colorPalette: string }> = {
  lesson: { label: 'Lesson', icon: BookOpen, colorPalette: 'gray' },
  activity: { label: 'Activity', icon: PencilLine, colorPalette: 'cyan' },
  lab: { label: 'Lab', icon: FlaskConical, colorPalette: 'pink' },
  quiz: { label: 'Quiz', icon: ListChecks, colorPalette: 'yellow' },
};
