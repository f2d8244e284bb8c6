import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FileArchive, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { formatBytes } from '@/src/lib/file-base64';
import { i18n } from '@/src/lib/i18n/i18n';
import { useT } from '@/src/lib/i18n/use-t';

/** The contract's `rosterZipMaxBytes` (a copy: that module brings zod; `labels.test.ts` keeps them equal). */
export const zipMaxBytes = 48 * 1024 * 1024;

/** Why a chosen file cannot be sent, or null. */
export function zipProblem(file: File): string | null {
  if (!/\.zip$/i.test(file.name)) return i18n._('roster.upload.notZip', { name: file.name });
  if (file.size === 0) return i18n._('roster.upload.empty', { name: file.name });
  if (file.size > zipMaxBytes) {
    return i18n._('roster.upload.tooBig', { name: file.name, size: formatBytes(file.size), max: formatBytes(zipMaxBytes) });
  }
  return null;
}

interface Props {
  pending: boolean;
  onUpload: (file: File) => void;
}

/**
 * Choosing the zip: dropped on the zone or picked with the button (the keyboard's way; the file
 * input itself stays hidden), checked here for its type and size, then sent for the dry run.
 */
export function UploadZone({ pending, onUpload }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const why = zipProblem(chosen);
    setProblem(why);
    setFile(why ? null : chosen);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap="3">
      <Box
        data-testid="roster-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'colorPalette.solid' : 'border.emphasized'}
        bg={dragging ? 'colorPalette.subtle' : 'bg.subtle'}
        colorPalette="brand"
        borderRadius="l3"
        p={{ base: '4', sm: '6' }}
        textAlign="center"
      >
        <Stack align="center" gap="2">
          <FileArchive size={32} aria-hidden />
          <Text fontWeight="medium">{t('roster.upload.drop')}</Text>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {t('roster.upload.hint', { max: formatBytes(zipMaxBytes) })}
          </Text>
          <input
            ref={input}
            type="file"
            accept=".zip,application/zip"
            hidden
            tabIndex={-1}
            aria-label={t('roster.upload.input')}
            data-testid="roster-file-input"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file chosen again (after fixing it) must fire change again.
              event.target.value = '';
            }}
          />
          <Button variant="outline" size="sm" aria-describedby={hintId} onClick={() => input.current?.click()}>
            {t('roster.upload.choose')}
          </Button>
        </Stack>
      </Box>
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Text>
      )}
      {file && (
        <HStack justify="space-between" gap="3" wrap="wrap" borderWidth="1px" borderRadius="l2" px="3" py="2">
          <Text minW="0" wordBreak="break-all">
            <Text as="span" fontWeight="medium">
              {file.name}
            </Text>{' '}
            <Text as="span" color="fg.muted" fontSize="sm">
              ({formatBytes(file.size)})
            </Text>
          </Text>
          <Button colorPalette="brand" size="sm" loading={pending} loadingText={t('roster.upload.checking')} onClick={() => onUpload(file)}>
            <Upload aria-hidden /> {t('roster.upload.send')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
