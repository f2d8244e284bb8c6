import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const appName = 'CS Curriculum';

/** A page's heading, and the document title (React 19 hoists `<title>` into `<head>`). */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="4" mb="6">
      <title>{`${title} · ${appName}`}</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {actions}
    </Stack>
  );
}
