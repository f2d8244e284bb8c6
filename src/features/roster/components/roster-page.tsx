import { Box, Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { getRouteApi } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Role } from '@/contract/http';
import { InlineAlert } from '@/src/components/inline-alert';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useT } from '@/src/lib/i18n/use-t';
import { useExportRoster } from '../api/export';
import { useRosterImport } from '../api/imports';
import { useTargetOptions } from '../api/target-options';
import { type RosterTarget, useUploadRoster } from '../api/upload';
import { ApplyPanel } from './apply-panel';
import { ImportDiff } from './import-diff';
import { ImportHistory } from './import-history';
import { ProviderSyncCard } from './provider-sync-card';
import { defaultTarget, TargetPicker } from './target-picker';
import { UploadZone } from './upload-zone';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/roster');

function Header({ actions }: { actions?: ReactNode }) {
  const t = useT();
  return <PageHeader title={t('roster.title')} description={t('roster.description')} actions={actions} />;
}

function Section({ title, children, label }: { title: string; children: ReactNode; label?: string }) {
  return (
    <Card.Root as="section" aria-label={label ?? title}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** The uploaded zip's dry run, read from the cache the upload filled (and refreshed after applying). */
function DryRun({ id, onFinished }: { id: string; onFinished: () => void }) {
  const t = useT();
  const { data } = useRosterImport(id);
  return (
    <Section title={t('roster.dryRunOf', { name: data.fileName })} label={t('roster.dryRun')}>
      <Stack gap="6">
        <ImportDiff roster={data} />
        <ApplyPanel roster={data} onFinished={onFinished} />
      </Stack>
    </Section>
  );
}

/** Picking the target, uploading the zip, and its dry run with the way to apply it. */
function ImportWorkspace({ role }: { role: Role }) {
  const t = useT();
  const options = useTargetOptions(role);
  const [target, setTarget] = useState<RosterTarget | null>(() => defaultTarget(options));
  const [dryRunId, setDryRunId] = useState<string | null>(null);
  // Remounting the upload zone after a dry run clears the chosen file: the next zip starts afresh.
  const [uploads, setUploads] = useState(0);
  const upload = useUploadRoster();
  const exporting = useExportRoster();

  if (!target) {
    return <InlineAlert title={t('roster.nowhere')}>{t('roster.nowhereText')}</InlineAlert>;
  }
  return (
    <Stack gap="6">
      <Section title={t('roster.where')}>
        <Stack gap="4">
          <TargetPicker
            options={options}
            value={target}
            onChange={(next) => {
              setTarget(next);
              upload.reset();
            }}
          />
          <Box>
            <Button
              variant="outline"
              size="sm"
              loading={exporting.isPending}
              loadingText={t('roster.exporting')}
              onClick={() => exporting.mutate(target)}
            >
              <Download aria-hidden /> {t('roster.export')}
            </Button>
          </Box>
        </Stack>
      </Section>
      {role !== 'school-admin' && !target.schoolId && <ProviderSyncCard districtId={target.districtId} />}
      <Section title={t('roster.uploadSection')}>
        <Stack gap="3">
          <UploadZone
            key={uploads}
            pending={upload.isPending}
            onUpload={(file) =>
              upload.mutate(
                { target, file },
                {
                  onSuccess: (created) => {
                    setDryRunId(created._id);
                    setUploads((n) => n + 1);
                  },
                },
              )
            }
          />
          {upload.isError && <InlineAlert title={t('roster.notAccepted')}>{upload.error.message}</InlineAlert>}
        </Stack>
      </Section>
      {dryRunId && (
        <QueryBoundary key={dryRunId} skeleton={<Skeleton height="64" aria-busy="true" />} what={t('roster.dryRunWhat')}>
          <DryRun
            id={dryRunId}
            onFinished={() => {
              setDryRunId(null);
              upload.reset();
            }}
          />
        </QueryBoundary>
      )}
    </Stack>
  );
}

export interface RosterPageProps {
  role: Role;
  page: number;
  onPage: (page: number) => void;
}

/**
 * OneRoster rostering (district and school admins at `/admin/roster`, the super admin at
 * `/sup-admin/roster`): upload a zip for a dry run, apply it with progress, and the history of
 * imports with their diffs and the roll back. The server decides the scope; the route has loaded
 * the target lists and the history's page.
 */
export function RosterPage({ role, page, onPage }: RosterPageProps) {
  const t = useT();
  return (
    <>
      <Header />
      <Stack gap="8">
        <ImportWorkspace role={role} />
        <Stack as="section" aria-labelledby="roster-history-heading" gap="3">
          <Heading as="h2" size="lg" id="roster-history-heading">
            {t('roster.history')}
          </Heading>
          <ImportHistory page={page} onPage={onPage} />
        </Stack>
      </Stack>
    </>
  );
}

/** The routes' pending component: the sections in their shape. */
export function RosterPending() {
  const t = useT();
  return (
    <>
      <Header />
      <Stack gap="6" aria-busy="true" aria-label={t('roster.loading')}>
        <Skeleton height="36" borderRadius="l3" />
        <Skeleton height="48" borderRadius="l3" />
        <Text fontWeight="semibold" fontSize="lg">
          {t('roster.history')}
        </Text>
        {[0, 1].map((i) => (
          <Skeleton key={i} height="20" borderRadius="l3" />
        ))}
      </Stack>
    </>
  );
}

/** The routes' error component: the header and the failed load with Retry. */
export function RosterError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('roster.what')} />;
}

/** The route's component (both areas): the role from the group's guard, the history page from `?page=` (Back works). */
export function RosterRoutePage() {
  const { user } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <RosterPage role={user.role} page={search.page ?? 0} onPage={(page) => void navigate({ to: '.', search: page > 0 ? { page } : {} })} />
  );
}
