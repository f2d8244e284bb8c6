import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  content: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

/** A text tooltip over one focusable child. */
export function Tooltip({ content, children, disabled, placement = 'bottom' }: Props) {
  if (disabled) return children;
  return (
    <ChakraTooltip.Root openDelay={300} closeDelay={100} positioning={{ placement }}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
