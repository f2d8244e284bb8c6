import { Button, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import type { Child } from '@/contract/schemas/parent';
import { useT } from '@/src/lib/i18n/use-t';
import { useDownloadChildRecord } from '../api/child-export';

/**
 * The parent's copy of everything the school's platform holds about their child (FERPA): one
 * button, a thumb-sized target on a phone, and a line on what the file holds.
 */
export function ChildRecordDownload({ child }: { child: Pick<Child, '_id' | 'firstName'> }) {
  const t = useT();
  const download = useDownloadChildRecord();
  const name = child.firstName;
  return (
    <Stack gap="2">
      <Button
        variant="outline"
        size="lg"
        minH="11"
        w={{ base: 'full', sm: 'auto' }}
        alignSelf={{ sm: 'flex-start' }}
        whiteSpace="normal"
        onClick={() => download.mutate(child._id)}
        loading={download.isPending}
        loadingText={t('parent.downloading')}
      >
        <Download aria-hidden /> {t('parent.download', { name })}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('parent.downloadHint', { name })}
      </Text>
    </Stack>
  );
}
