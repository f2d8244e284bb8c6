import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { applyAppUpdate } from './service-worker';

/**
 * The update notice's look (see `AppUpdate`). Stays until taken: the person may finish a form first;
 * Reload hands over to the new version's service worker and reloads.
 */
export default function UpdateNotice({ message, action }: { message: string; action: string }) {
  return (
    <Box position="fixed" top="3" insetX="0" display="flex" justifyContent="center" px="4" zIndex="toast" pointerEvents="none">
      <HStack role="status" pointerEvents="auto" bg="blue.700" color="white" borderRadius="l2" boxShadow="lg" ps="4" pe="2" py="2" gap="3">
        <Text>{message}</Text>
        <Button size="sm" variant="surface" onClick={applyAppUpdate}>
          {action}
        </Button>
      </HStack>
    </Box>
  );
}
