import { Button, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import type { Child } from '@/contract/schemas/parent';
import { useDownloadChildRecord } from '../api/child-export';

/**
 * The parent's copy of everything the school's platform holds about their child (FERPA): one
 * button, a thumb-sized target on a phone, and a line on what the file holds.
 */
export function ChildRecordDownload({ child }: { child: Child }) {
  const download = useDownloadChildRecord();
  return (
    <Stack gap="2">
      <Button
        variant="outline"
        size="lg"
        minH="11"
        w={{ base: 'full', sm: 'auto' }}
        alignSelf={{ sm: 'flex-start' }}
        onClick={() => download.mutate(child._id)}
        loading={download.isPending}
        loadingText="Preparing the file…"
      >
        <Download aria-hidden /> Download {child.firstName}'s record
      </Button>
      <Text fontSize="sm" color="fg.muted">
        A zip file with {child.firstName}'s profile, classes, progress, grades and time spent, and a list of who at school looked at this
        record.
      </Text>
    </Stack>
  );
}
