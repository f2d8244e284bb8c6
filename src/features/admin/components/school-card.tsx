import { Card, Link as ChakraLink, HStack, Stat, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { School } from '@/contract/schemas/sup-admin';
import { useLocale, useT } from '@/src/lib/i18n/use-t';

/** One school with its counts; the name leads to the school's page. */
export function SchoolCard({ school, showDistrict }: { school: School; showDistrict: boolean }) {
  const t = useT();
  const locale = useLocale();
  const where = [school.city, showDistrict ? school._district.name : null].filter(Boolean).join(' · ');
  return (
    <Card.Root as="article" aria-label={school.name} size="sm">
      <Card.Body gap="4">
        <div>
          <Card.Title as="h3">
            <ChakraLink asChild>
              <Link to="/$area/schools/$schoolId" params={{ area: 'admin', schoolId: school._id }}>
                {school.name}
              </Link>
            </ChakraLink>
          </Card.Title>
          {where && (
            <Text fontSize="sm" color="fg.muted">
              {where}
            </Text>
          )}
        </div>
        <HStack gap="8">
          <Stat.Root size="sm">
            <Stat.Label>{t('admin.count.students')}</Stat.Label>
            <Stat.ValueText>{school.studentCount.toLocaleString(locale)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root size="sm">
            <Stat.Label>{t('admin.count.teachers')}</Stat.Label>
            <Stat.ValueText>{school.teacherCount.toLocaleString(locale)}</Stat.ValueText>
          </Stat.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
