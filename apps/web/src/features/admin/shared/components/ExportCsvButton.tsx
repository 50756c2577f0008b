import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { DownloadButton } from '../../../../components/DownloadButton';
import { exportOrdersCsv, type ExportFilters } from '../api/export-orders-csv';
import { ADMIN_ORDER_LABELS } from '../lib/order-labels';

/** The list as a spreadsheet: what the table's search and filters match, every page of it. */
export function ExportCsvButton({ filters }: { filters: ExportFilters }) {
  return (
    <DownloadButton
      startIcon={<FileDownloadOutlined />}
      download={() => exportOrdersCsv(filters)}
      failMessage={CHAT_MSG.downloadFailed}
    >
      {ADMIN_ORDER_LABELS.exportCsv}
    </DownloadButton>
  );
}
