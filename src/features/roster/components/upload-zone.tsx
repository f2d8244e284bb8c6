import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FileArchive, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { formatBytes } from '@/src/lib/file-base64';

/** The contract's `rosterZipMaxBytes` (a copy: that module brings zod; `labels.test.ts` keeps them equal). */
export const zipMaxBytes = 48 * 1024 * 1024;

/** Why a chosen file cannot be sent, or null. */
export function zipProblem(file: File): string | null {
  if (!/\.zip$/i.test(file.name)) return `"${file.name}" is not a .zip file. Choose the OneRoster zip (orgs.csv, users.csv, …).`;
  if (file.size === 0) return `"${file.name}" is empty.`;
  if (file.size > zipMaxBytes)
    return `"${file.name}" is ${formatBytes(file.size)}; the largest zip accepted is ${formatBytes(zipMaxBytes)}.`;
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
          <Text fontWeight="medium">Drop the OneRoster zip here</Text>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            A .zip of OneRoster 1.1 or 1.2 CSV files (bulk or delta), at most {formatBytes(zipMaxBytes)}.
          </Text>
          <input
            ref={input}
            type="file"
            accept=".zip,application/zip"
            hidden
            tabIndex={-1}
            aria-label="OneRoster zip file"
            data-testid="roster-file-input"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file chosen again (after fixing it) must fire change again.
              event.target.value = '';
            }}
          />
          <Button variant="outline" size="sm" aria-describedby={hintId} onClick={() => input.current?.click()}>
            Choose a zip…
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
          <Button colorPalette="brand" size="sm" loading={pending} loadingText="Checking…" onClick={() => onUpload(file)}>
            <Upload aria-hidden /> Upload and check
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
