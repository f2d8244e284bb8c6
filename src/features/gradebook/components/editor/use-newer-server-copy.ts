import { useEffect } from 'react';
import type { GradebookTemplate } from '@/contract/schemas/gradebook';
import { courseTemplate } from '@/src/features/gradebook/stores/template-editor-store';

/**
 * A template nobody has edited here yet follows the server: when a refetch brings a newer version
 * (or a course draft's template now exists), it is shown. Once there are edits, nothing is swapped
 * under the teacher: a save then meets the newer version as a 409 and they choose.
 */
export function newerServerCopy(templates: readonly GradebookTemplate[], template: GradebookTemplate): GradebookTemplate | undefined {
  if (template.version === 0 && template._course) return courseTemplate(templates, template._course._id);
  const stored = templates.find((t) => t._id === template._id);
  return stored && stored.version > template.version ? stored : undefined;
}

export function useNewerServerCopy(
  templates: readonly GradebookTemplate[],
  template: GradebookTemplate | null,
  hasHistory: boolean,
  load: (newer: GradebookTemplate) => void,
) {
  const newer = template && !hasHistory ? newerServerCopy(templates, template) : undefined;
  useEffect(() => {
    if (newer) load(newer);
  }, [newer, load]);
}
