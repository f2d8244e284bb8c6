import { Box, CloseButton, HStack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useT } from '../lib/i18n/use-t';
import { type SnackbarSeverity, useSnackbarStore } from '../lib/snackbar';

const look: Record<SnackbarSeverity, { icon: typeof Info; bg: string }> = {
  success: { icon: CircleCheck, bg: 'green.700' },
  info: { icon: Info, bg: 'blue.700' },
  warning: { icon: TriangleAlert, bg: 'orange.700' },
  error: { icon: CircleAlert, bg: 'red.700' },
};

/** The open snackbar: loaded with the first message (see `snackbar.tsx`). */
export function SnackbarView() {
  const { open, message, severity, id, close } = useSnackbarStore();
  const t = useT();
  if (!open) return null;
  const { icon: Icon, bg } = look[severity];
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <Box position="fixed" bottom="4" insetX="0" display="flex" justifyContent="center" px="4" zIndex="toast" pointerEvents="none">
      <HStack
        key={id}
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        data-severity={severity}
        onClick={close}
        pointerEvents="auto"
        cursor="pointer"
        bg={bg}
        color="white"
        borderRadius="l2"
        boxShadow="lg"
        ps="4"
        pe="2"
        py="2"
        gap="3"
        minW={{ base: 'full', sm: '320px' }}
        maxW="560px"
      >
        <Icon size={20} aria-hidden />
        <Text flex="1">{message}</Text>
        <CloseButton
          size="sm"
          variant="plain"
          color="white"
          aria-label={t('common.dismiss')}
          onClick={(event) => {
            event.stopPropagation();
            close();
          }}
        />
      </HStack>
    </Box>
  );
}
