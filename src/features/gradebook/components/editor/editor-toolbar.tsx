import { Badge, Button, Flex, Kbd } from '@chakra-ui/react';
import { FolderPlus, Redo2, RotateCcw, Save, Undo2 } from 'lucide-react';
import { Tooltip } from '@/src/components/tooltip';
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
  const store = useEditorStoreApi();
  const canUndo = useEditorHistory((s) => s.pastStates.length > 0);
  const canRedo = useEditorHistory((s) => s.futureStates.length > 0);
  const { undo, redo } = store.temporal.getState();
  useHistoryShortcuts(undo, redo);

  return (
    <Flex role="toolbar" aria-label="Template actions" gap="2" wrap="wrap" align="center">
      <Tooltip
        content={
          <>
            Undo <Kbd size="sm">{mod}+Z</Kbd>
          </>
        }
      >
        <Button variant="outline" size="sm" onClick={() => undo()} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
          <Undo2 aria-hidden /> Undo
        </Button>
      </Tooltip>
      <Tooltip
        content={
          <>
            Redo <Kbd size="sm">Shift+{mod}+Z</Kbd>
          </>
        }
      >
        <Button variant="outline" size="sm" onClick={() => redo()} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
          <Redo2 aria-hidden /> Redo
        </Button>
      </Tooltip>
      <Button variant="outline" size="sm" onClick={onReset}>
        <RotateCcw aria-hidden /> Reset
      </Button>
      <Button variant="outline" size="sm" onClick={onAddDivision}>
        <FolderPlus aria-hidden /> Add division
      </Button>
      <Flex gap="2" align="center" ms={{ base: 0, md: 'auto' }}>
        {dirty && (
          <Badge colorPalette="orange" variant="subtle" size="md">
            Unsaved changes
          </Badge>
        )}
        <Button size="sm" onClick={onSave} loading={saving} loadingText="Saving…" disabled={!canSave && !saving}>
          <Save aria-hidden /> Save
        </Button>
      </Flex>
    </Flex>
  );
}
