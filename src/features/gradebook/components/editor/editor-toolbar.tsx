import { Badge, Button, Flex, Kbd } from '@chakra-ui/react';
import { FolderPlus, Redo2, RotateCcw, Save, Undo2 } from 'lucide-react';
import { Tooltip } from '@/src/components/tooltip';
import { useT } from '@/src/lib/i18n/use-t';
import { useEditorHistory, useEditorStoreApi } from './editor-store-context';
import { useHistoryShortcuts } from './use-history-shortcuts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl';

interface Props {
  /** Unsaved changes, or a course draft not yet saved as the course's own template. */
  canSave: boolean;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onReset: () => void;
  onAddDivision: () => void;
}

/** Undo, Redo (buttons and keys), Reset, Add division, Save, and whether there are unsaved changes. */
export function EditorToolbar({ canSave, dirty, saving, onSave, onReset, onAddDivision }: Props) {
  const t = useT();
  const store = useEditorStoreApi();
  const canUndo = useEditorHistory((s) => s.pastStates.length > 0);
  const canRedo = useEditorHistory((s) => s.futureStates.length > 0);
  const { undo, redo } = store.temporal.getState();
  useHistoryShortcuts(undo, redo);

  return (
    <Flex role="toolbar" aria-label={t('gradebook.toolbar.label')} gap="2" wrap="wrap" align="center">
      <Tooltip
        content={
          <>
            {t('gradebook.toolbar.undo')} <Kbd size="sm">{mod}+Z</Kbd>
          </>
        }
      >
        <Button variant="outline" size="sm" onClick={() => undo()} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
          <Undo2 aria-hidden /> {t('gradebook.toolbar.undo')}
        </Button>
      </Tooltip>
      <Tooltip
        content={
          <>
            {t('gradebook.toolbar.redo')} <Kbd size="sm">Shift+{mod}+Z</Kbd>
          </>
        }
      >
        <Button variant="outline" size="sm" onClick={() => redo()} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
          <Redo2 aria-hidden /> {t('gradebook.toolbar.redo')}
        </Button>
      </Tooltip>
      <Button variant="outline" size="sm" onClick={onReset}>
        <RotateCcw aria-hidden /> {t('gradebook.toolbar.reset')}
      </Button>
      <Button variant="outline" size="sm" onClick={onAddDivision}>
        <FolderPlus aria-hidden /> {t('gradebook.toolbar.addDivision')}
      </Button>
      <Flex gap="2" align="center" ms={{ base: 0, md: 'auto' }}>
        {dirty && (
          <Badge colorPalette="orange" variant="subtle" size="md">
            {t('gradebook.toolbar.unsaved')}
          </Badge>
        )}
        <Button size="sm" onClick={onSave} loading={saving} loadingText={t('gradebook.toolbar.saving')} disabled={!canSave && !saving}>
          <Save aria-hidden /> {t('gradebook.toolbar.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
