import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import {
  partnerDocumentCategories,
  partnerDocumentsQuerySchema,
  type PartnerDocument,
  type PartnerDocumentCategory,
} from '@portal/shared/contracts';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { usePartnerDocuments } from '../api/get-partner-documents';
import { useMarkDocumentsSeen } from '../api/mark-documents-seen';
import { DocumentRow } from './document-row';
import { PageTitle } from '@portal/shared/ui/page-title';
import { SearchField } from '@portal/shared/ui/search-field';

const SEARCH_DELAY_MS = 300;

/** The search text once the user has paused typing, and whether it is valid (the API's own schema decides). */
function useSearch(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const valid = partnerDocumentsQuerySchema.shape.search.safeParse(text).success;
  return { search: settled.trim(), valid };
}

export function ResourcesPage() {
  const { t } = useTranslation('documents');
  const [text, setText] = useState('');
  const [category, setCategory] = useState<PartnerDocumentCategory | 'all'>('all');
  const { search, valid } = useSearch(text);
  const filters = useMemo(
    () => ({ ...(valid && search ? { search } : {}), ...(category !== 'all' ? { category } : {}) }),
    [valid, search, category],
  );
  const documents = usePartnerDocuments(filters);

  // The first answer of this visit shows what is new; the API then remembers the look, and the marks stay until
  // the page is opened again.
  const markSeen = useMarkDocumentsSeen();
  const marked = useRef(false);
  useEffect(() => {
    if (documents.isSuccess && !marked.current) {
      marked.current = true;
      markSeen.mutate();
    }
  }, [documents.isSuccess, markSeen]);

  const total = documents.data?.categories.reduce((sum, entry) => sum + entry.count, 0) ?? 0;
  const groups = useMemo(() => {
    const list = documents.data?.documents ?? [];
    return partnerDocumentCategories
      .map((key) => ({ key, items: list.filter((d) => d.category === key) }))
      .filter((group) => group.items.length > 0);
  }, [documents.data]);

  return (
    <Box
      component="section"
      aria-labelledby="documents-title"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}
    >
      <Box>
        <PageTitle id="documents-title">{t('page.title')}</PageTitle>
        <Typography color="text.secondary">{t('resources.intro')}</Typography>
      </Box>

      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' } }}>
        <SearchField
          label={t('resources.search.label')}
          placeholder={t('resources.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={!valid}
          helperText={valid ? undefined : t('resources.search.tooLong', { max: 100 })}
          sx={{ width: { xs: '100%', md: 320 } }}
        />
        <Tabs
          value={category}
          onChange={(_, value: PartnerDocumentCategory | 'all') => setCategory(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('resources.categories.label')}
          sx={{ minWidth: 0 }}
        >
          <Tab value="all" label={`${t('resources.categories.all')} (${total})`} />
          {partnerDocumentCategories.map((key) => (
            <Tab
              key={key}
              value={key}
              label={`${t(`resources.categories.${key}`)} (${documents.data?.categories.find((c) => c.category === key)?.count ?? 0})`}
            />
          ))}
        </Tabs>
      </Box>

      {documents.data && documents.data.new_count > 0 && (
        <Box>
          <Chip color="primary" size="small" label={t('resources.newSinceLastVisit', { count: documents.data.new_count })} />
        </Box>
      )}

      {documents.isPending ? (
        <LoadingSkeleton variant="table" rows={5} />
      ) : documents.isError ? (
        <WidgetError onRetry={() => void documents.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState
          title={t('resources.empty.title')}
          description={filters.search ? t('resources.empty.search', { search: filters.search }) : t('resources.empty.description')}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }} aria-busy={documents.isFetching}>
          {groups.map((group) => (
            <DocumentGroup key={group.key} title={t(`resources.categories.${group.key}`)} items={group.items} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function DocumentGroup({ title, items }: { title: string; items: PartnerDocument[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((document, index) => (
          <DocumentRow key={document.id} document={document} divider={index < items.length - 1} />
        ))}
      </Paper>
    </Box>
  );
}
