import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MapPinOff } from 'lucide-react';

export function NotFoundPage() {
  return (
    <Stack align="center" justify="center" textAlign="center" gap="5" p="6" minH="60vh">
      <title>Page not found · CS Curriculum</title>
      <MapPinOff size={48} aria-hidden />
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted">The address may be mistyped, or the page has moved.</Text>
      <Button asChild variant="outline">
        <Link to="/">Go to your home page</Link>
      </Button>
    </Stack>
  );
}
