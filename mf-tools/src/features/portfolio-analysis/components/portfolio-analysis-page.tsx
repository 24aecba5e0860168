import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '@portal/shared/i18n/react';
import { formatDate } from '@portal/shared/format';
import { Link as RouterLink } from '@portal/shared/router';
import { Amount } from '@portal/shared/ui/amount';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { Panel, ToolPage } from '../../../lib/ui/page';
import { useAnalysisDocuments } from '../api/get-analysis-documents';
import { ReportButton } from './report-button';
import { AnalysisStatusChip } from './status-chip';
import { UploadForm } from './upload-form';

export function PortfolioAnalysisPage() {
  const { t } = useTranslation('tools');
  const documents = useAnalysisDocuments();

  return (
    <ToolPage id="portfolio-analysis" title={t('portfolio_analysis.title')} intro={t('portfolio_analysis.intro')}>
      <Alert severity="info">{t('portfolio_analysis.minimum')}</Alert>
      <UploadForm />
      <Panel title={t('portfolio_analysis.list.title')} labelledBy="analysis-list-title">
        {documents.isPending ? (
          <LoadingSkeleton variant="table" rows={3} />
        ) : documents.isError ? (
          <WidgetError message={t('load_error')} onRetry={() => void documents.refetch()} />
        ) : documents.data.length === 0 ? (
          <EmptyState title={t('portfolio_analysis.list.empty')} />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="analysis-list-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('portfolio_analysis.list.file')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('portfolio_analysis.list.uploaded')}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('portfolio_analysis.list.value')}
                  </TableCell>
                  <TableCell>{t('portfolio_analysis.list.status')}</TableCell>
                  <TableCell>{t('portfolio_analysis.list.analysis')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {documents.data.map((document) => (
                  <TableRow key={document.id} hover>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      <Link component={RouterLink} to={String(document.id)}>
                        {document.file_name}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDate(document.created_at)}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      <Amount value={document.declared_value} decimals={0} />
                    </TableCell>
                    <TableCell>
                      <AnalysisStatusChip status={document.status} />
                    </TableCell>
                    <TableCell>{document.has_report && <ReportButton id={document.id} fileName={document.file_name} compact />}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Panel>
    </ToolPage>
  );
}
